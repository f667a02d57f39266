/**
 * Seeds an empty database from @proshop/fixtures (the demo shop of the README) in ONE
 * transaction: either everything is there or nothing. "Empty" means no company and no user; a
 * database that has any keeps its data, so restarting the server never re-seeds or duplicates
 * anything. An advisory lock makes instances that start together against one PostgreSQL seed
 * only once.
 *
 * A production start seeds no demo (app.ts: only the embedded database or SEED_DEMO=1 get it):
 * it gets the shop's markets alone (`seedMarketsIfEmpty`), so accounts can be created
 * (`create-support`) and registrations find their market.
 */
import { sql } from "drizzle-orm";
import { REPORTING_SEED_USERS } from "@proshop/fixtures/seed/reporting/index";
import { buildSeedData, SEED_HOSTNAMES, SEED_ORGANISATIONS, type SeedData } from "@proshop/fixtures/seed/index";
import { hashPasswordsInTurn } from "../auth/passwords.ts";
import type { ShopDatabase, ShopTransaction } from "./client.ts";
import { companyShippingAddress } from "./mappers.ts";
import { loadShopProducts } from "./catalogue.ts";
import { isoDayUtc } from "./orders-this-year.ts";
import { lineRows } from "../orders/drafts.ts";
import { priceCart } from "../orders/pricing.ts";
import { shippingChargeOf } from "../orders/shipping.ts";
import { vatPercentOf } from "../orders/tax.ts";
import { nextOrderNumber } from "./order-numbers.ts";
import { seedReporting } from "../reporting/seed.ts";
import { seedLiveCart } from "./seed-live-cart.ts";
import * as t from "./schema.ts";

/** Names the advisory lock of the seed (any constant, distinct from the migration lock). */
const SEED_LOCK_KEY = 7_424_171_002;

export interface SeedOptions {
  /** The seed time: dates of the order history and "available from" days are relative to it. */
  readonly now?: Date;
}

/** Seeds the demo shop when the database holds no company and no user. Answers true when it seeded. */
export const seedIfEmpty = async (db: ShopDatabase, options: SeedOptions = {}): Promise<boolean> => {
  if (!(await isEmpty(db))) return false;
  const now = options.now ?? new Date();
  const data = buildSeedData(now);
  // Hash before opening the transaction: argon2id is slow on purpose, locks should be short.
  // One after the other (hashPasswordsInTurn): a dozen accounts, well under a second.
  const passwordHashes = await hashPasswordsInTurn([...data.users, ...REPORTING_SEED_USERS].map((user) => [user.email, user.password] as const));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false;
    await insertSeed(tx, data, passwordHashes);
    await seedLiveCart(tx, now);
    await seedReporting(tx, passwordHashes, now);
    return true;
  });
};

/**
 * The shop's markets (organisations and their host names) alone, when the database has no
 * organisation: what a production start needs before its first account. Answers true when it
 * inserted them.
 */
export const seedMarketsIfEmpty = (db: ShopDatabase): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await tx.select({ id: t.organisations.id }).from(t.organisations).limit(1)).length > 0) return false;
    await insertMarkets(tx, SEED_ORGANISATIONS, SEED_HOSTNAMES);
    return true;
  });

const isEmpty = async (db: ShopDatabase | ShopTransaction): Promise<boolean> =>
  (await db.select({ custNo: t.companies.custNo }).from(t.companies).limit(1)).length === 0 &&
  (await db.select({ id: t.users.id }).from(t.users).limit(1)).length === 0;

/** Markets already there (a production start before SEED_DEMO) are kept as they are. */
const insertMarkets = async (tx: ShopTransaction, organisations: SeedData["organisations"], hostnames: SeedData["hostnames"]): Promise<void> => {
  await tx
    .insert(t.organisations)
    .values(
      organisations.map((o) => ({
        id: o.id,
        name: o.name,
        maxOrderCountYear: o.maxOrderCountYear,
        maintenanceMode: o.maintenanceMode,
        maintenanceTitle: o.maintenanceTitle,
        maintenanceMessage: o.maintenanceMessage,
        academy: o.academy,
        termsOfUse: o.termsOfUse,
        privacyNotice: o.privacyNotice,
        locales: [...o.locales],
        languages: [...o.languages],
        supportPhone: o.supportPhone,
        supportEmail: o.supportEmail,
        supportHours: o.supportHours,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(t.hostnames)
    .values(hostnames.map((h) => ({ ...h, locales: [...h.locales] })))
    .onConflictDoNothing();
};

const insertSeed = async (tx: ShopTransaction, data: SeedData, passwordHashes: ReadonlyMap<string, string>): Promise<void> => {
  await insertMarkets(tx, data.organisations, data.hostnames);
  await tx.insert(t.companies).values(data.companies.map((c) => ({ ...c })));

  const users = await tx
    .insert(t.users)
    .values(
      data.users.map((u) => ({
        email: u.email.trim().toLowerCase(),
        passwordHash: passwordHashes.get(u.email)!,
        firstName: u.firstName,
        lastName: u.lastName,
        phone: u.phone,
        role: u.role,
        companyCustNo: u.companyCustNo,
        organisationId: u.organisationId,
        isValid: u.isValid,
        maxOrderAmountCents: u.maxOrderAmountCents,
        language: u.language,
        registration: { ...u.registration },
      })),
    )
    .returning({ id: t.users.id, email: t.users.email });
  const userIds = new Map(users.map((u) => [u.email, u.id]));
  const repRows = data.users.flatMap((u) => [
    ...u.servesOrganisations.map((organisationId) => ({ userId: userIds.get(u.email)!, organisationId })),
    ...u.servesCompanies.map((custNo) => ({ userId: userIds.get(u.email)!, custNo })),
  ]);
  if (repRows.length > 0) await tx.insert(t.repCompanies).values(repRows);

  const { categories, products, productTexts, stock } = data.catalogue;
  await tx.insert(t.categories).values(categories.map((c) => ({ ...c })));
  await tx.insert(t.products).values(products.map((p) => ({ ...p, related: [...p.related] })));
  await tx.insert(t.productTexts).values(productTexts.map((p) => ({ ...p, filters: [...p.filters], specifications: { ...p.specifications } })));
  await tx.insert(t.stock).values(stock.map((s) => ({ ...s })));

  await tx.insert(t.coupons).values(
    data.coupons.map((c) => ({
      ...c,
      validFrom: c.validFrom === null ? null : new Date(c.validFrom),
      validUntil: c.validUntil === null ? null : new Date(c.validUntil),
    })),
  );

  await insertOrderHistory(tx, data, userIds);

  await tx.insert(t.contentDocuments).values(
    data.contentDocuments.map((d) => ({
      id: d.id,
      uid: d.uid,
      type: d.type,
      lang: d.lang,
      tags: [...d.tags],
      data: { ...d.data },
      firstPublicationDate: new Date(d.firstPublicationDate),
      lastPublicationDate: new Date(d.lastPublicationDate),
    })),
  );
};

/**
 * The seeded history, priced by the shop's own pricing (orders/pricing.ts's `priceCart`, as
 * every new order is) from the seeded catalogue, with the order's shipping and its market's VAT
 * (included in the prices, as in the shop): its lines, shipping, VAT and totals add up like a
 * placed order's (issue 33). Priced as of the day it was placed, when its products were in
 * stock (a product out of stock since still shows in its history), with no limit: the
 * history is what made the yearly counts.
 */
const insertOrderHistory = async (tx: ShopTransaction, data: SeedData, userIds: ReadonlyMap<string, number>): Promise<void> => {
  const companies = new Map(data.companies.map((c) => [c.custNo, c]));

  for (const order of data.orders) {
    const placedBy = userIds.get(order.placedByEmail)!;
    const company = companies.get(order.custNo)!;
    const partNos = order.lines.map((line) => line.partNo);
    const catalogue = await loadShopProducts(tx, { organisationId: order.organisationId, language: order.language, partNos });
    const shippingMethod = order.shippingMethod ?? "Standard";
    const priced = priceCart(
      order.lines.map((line) => ({ part_no: line.partNo, quantity: line.quantity })),
      {
        products: new Map(catalogue.map((product) => [product.part_no, { ...product, stock: Math.max(product.stock, 1_000_000), ordered_this_year: 0 }])),
        today: isoDayUtc(order.placedAt),
        now: order.placedAt.getTime(),
        maxOrderAmount: null,
        companyOrdersThisYear: 0,
        maxOrderCountYear: null,
        shippingMethod,
        shippingCharge: shippingChargeOf(shippingMethod),
        code: null,
        coupon: null,
        vatPercent: vatPercentOf(order.organisationId),
      },
    );
    const unpriced = priced.lines.find((line) => line.quantity !== line.requested);
    if (unpriced !== undefined) throw new Error(`Seed order line cannot be priced: ${unpriced.part_no}`);
    const [inserted] = await tx
      .insert(t.orders)
      .values({
        orderNr: await nextOrderNumber(tx),
        organisationId: order.organisationId,
        custNo: order.custNo,
        placedByUserId: placedBy,
        onBehalf: order.onBehalf,
        status: order.status,
        language: order.language,
        shippingMethod,
        addressKey: String(placedBy),
        shippingAddress: companyShippingAddress(company, String(placedBy)),
        paymentType: "creditcard",
        paymentMethod: "cod",
        subtotalCents: priced.subtotal,
        discountCents: priced.discount,
        shippingCents: priced.shipping,
        taxCents: priced.tax,
        totalCents: priced.total,
        createdAt: order.placedAt,
        submittedAt: order.placedAt,
        updatedAt: order.placedAt,
      })
      .returning({ id: t.orders.id, orderNr: t.orders.orderNr });
    await tx.insert(t.orderLines).values(lineRows(inserted!.id, priced));
    if (order.onBehalf) {
      await tx.insert(t.audit).values({
        userId: placedBy,
        action: "order.submit",
        onBehalfCustNo: order.custNo,
        at: order.placedAt,
        details: { order_nr: inserted!.orderNr, seeded: true },
      });
    }
  }
};
