/**
 * The bench's own market in the bench's own database (never the shop's seed): organisation
 * `BENCH` with a generated catalogue of N products in French, and M approved companies, one
 * validated customer each (password: the seed's, hash copied from a seeded user). Written
 * with plain SQL through the running server's database, in one transaction.
 *
 * Products the order load buys ("orderable") have no maxima, plenty of stock and a price; a few
 * "scarce" ones have little stock, so concurrent orders race for their last units and the
 * check afterwards means something.
 */
import { sql } from "drizzle-orm";
import type { RunningServer } from "@proshop/server";
import { generateCatalogue, type GeneratedProduct } from "@proshop/fixtures/generate-catalogue";
import { SEED_PASSWORD } from "@proshop/fixtures/seed/users";

export const BENCH_ORGANISATION = "BENCH";
export const BENCH_PASSWORD = SEED_PASSWORD;
/** The host name whose shop is this market's. */
export const BENCH_HOSTNAME = "bench.localhost";
/** Customer numbers 800000, 800001...: six digits, as the shop's check wants. */
export const benchCustNo = (n: number): string => String(800_000 + n);
export const benchEmail = (n: number): string => `buyer${n}@bench.example`;

export interface BenchMarket {
  readonly productCount: number;
  readonly companyCount: number;
  /** Part numbers the order load puts in carts: plenty of stock, no limits. */
  readonly orderable: readonly string[];
  /** Part numbers with little stock: concurrent orders compete for them. */
  readonly scarce: ReadonlyArray<{ readonly partNo: string; readonly stock: number }>;
}

const isPlainOrderable = (p: GeneratedProduct): boolean =>
  p.price_in_cents > 0 &&
  !p.promo &&
  p.bundle_info === null &&
  p.online &&
  !p.download_only &&
  p.available_from === null &&
  p.max_order_amount === null &&
  p.max_per_order === null &&
  p.max_per_year === null &&
  p.category.key !== "PKG";

/** Stock given to orderable products: more than a 30 s load can take. */
const PLENTY = 1_000_000;
const SCARCE_COUNT = 5;
const SCARCE_STOCK = 40;

export const createBenchMarket = async (
  server: RunningServer,
  options: { readonly products: number; readonly companies: number },
): Promise<BenchMarket> => {
  const catalogue = generateCatalogue({ size: options.products, seed: 2026, language: "fr", organisationId: BENCH_ORGANISATION });
  const plain = catalogue.products.filter(isPlainOrderable);
  const scarce = plain.slice(0, SCARCE_COUNT).map((p) => ({ partNo: p.part_no, stock: SCARCE_STOCK }));
  const orderable = plain.slice(SCARCE_COUNT).map((p) => p.part_no);
  const stockOf = new Map<string, number>([...scarce.map((s) => [s.partNo, s.stock] as const), ...orderable.map((partNo) => [partNo, PLENTY] as const)]);

  const products = catalogue.products.map((p, n) => ({
    organisation_id: BENCH_ORGANISATION,
    part_no: p.part_no,
    part_skey: p.part_skey,
    sku: p.SKU,
    ctn: p.ctn,
    price_cents: p.price_in_cents,
    category_key: p.category.key,
    promo: p.promo,
    max_order_amount: p.max_order_amount,
    max_per_order: p.max_per_order,
    max_per_year: p.max_per_year,
    online: p.online,
    download_only: p.download_only,
    available_from: p.available_from,
    bundle_info: p.bundle_info,
    related: p.related,
    image: p.image,
    sort_order: n + 1,
  }));
  const texts = catalogue.products.map((p) => ({
    organisation_id: BENCH_ORGANISATION,
    part_no: p.part_no,
    language: "fr",
    sku_name: p.SKUName,
    sku_description: p.SKUDescription,
    filters: p.filters,
    specifications: p.specifications,
  }));
  const stock = catalogue.products.map((p) => ({ organisation_id: BENCH_ORGANISATION, part_no: p.part_no, quantity: stockOf.get(p.part_no) ?? p.stock }));
  const categories = catalogue.categories.map((c) => ({
    organisation_id: BENCH_ORGANISATION,
    language: "fr",
    key: c.key,
    link: c.link,
    name: c.name,
    description: c.description,
    image: c.image,
    sort_order: c.sort_order,
  }));
  const companies = Array.from({ length: options.companies }, (_, n) => ({
    cust_no: benchCustNo(n),
    name: `Cabinet bench ${n}`,
    organisation_id: BENCH_ORGANISATION,
    license_valid: "APPROVED",
    address: `${n} rue du Banc`,
    postalcode: "75000",
    city: "Paris",
    country: "FR",
  }));
  const users = companies.map((c, n) => ({
    email: benchEmail(n),
    first_name: "Bench",
    last_name: String(n),
    role: "customer",
    company_cust_no: c.cust_no,
    organisation_id: BENCH_ORGANISATION,
    is_valid: true,
    language: "fr",
  }));
  const json = (rows: unknown) => JSON.stringify(rows);

  await server.db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO organisations (id, name, max_order_count_year, locales, languages)
      VALUES (${BENCH_ORGANISATION}, 'Bench market', NULL, ARRAY['fr_FR'], ARRAY['fr'])`);
    // The web bench's shop of this market (Chromium sends every *.localhost to this machine).
    await tx.execute(sql`
      INSERT INTO hostnames (hostname, organisation_id, shop_config_id, locales)
      VALUES (${BENCH_HOSTNAME}, ${BENCH_ORGANISATION}, 'shop-bench', ARRAY['fr_FR'])`);
    await tx.execute(sql`
      INSERT INTO categories (organisation_id, language, key, link, name, description, image, sort_order)
      SELECT * FROM jsonb_to_recordset(${json(categories)}::jsonb)
        AS x(organisation_id text, language text, key text, link text, name text, description text, image text, sort_order int)`);
    await tx.execute(sql`
      INSERT INTO products (organisation_id, part_no, part_skey, sku, ctn, price_cents, category_key, promo, max_order_amount,
        max_per_order, max_per_year, online, download_only, available_from, bundle_info, related, image, sort_order)
      SELECT * FROM jsonb_to_recordset(${json(products)}::jsonb)
        AS x(organisation_id text, part_no text, part_skey text, sku text, ctn text, price_cents int, category_key text, promo boolean,
          max_order_amount int, max_per_order int, max_per_year int, online boolean, download_only boolean, available_from date,
          bundle_info jsonb, related text[], image text, sort_order int)`);
    await tx.execute(sql`
      INSERT INTO product_texts (organisation_id, part_no, language, sku_name, sku_description, filters, specifications)
      SELECT * FROM jsonb_to_recordset(${json(texts)}::jsonb)
        AS x(organisation_id text, part_no text, language text, sku_name text, sku_description text, filters text[], specifications jsonb)`);
    await tx.execute(sql`
      INSERT INTO stock (organisation_id, part_no, quantity)
      SELECT * FROM jsonb_to_recordset(${json(stock)}::jsonb) AS x(organisation_id text, part_no text, quantity int)`);
    await tx.execute(sql`
      INSERT INTO companies (cust_no, name, organisation_id, license_valid, address, postalcode, city, country)
      SELECT * FROM jsonb_to_recordset(${json(companies)}::jsonb)
        AS x(cust_no text, name text, organisation_id text, license_valid text, address text, postalcode text, city text, country text)`);
    // Every bench buyer logs in with the seed's password: copy a seeded user's hash (scrypt is slow on purpose).
    await tx.execute(sql`
      INSERT INTO users (email, password_hash, first_name, last_name, role, company_cust_no, organisation_id, is_valid, language)
      SELECT x.email, (SELECT password_hash FROM users WHERE email = 'nurse@example.fr'), x.first_name, x.last_name, x.role,
        x.company_cust_no, x.organisation_id, x.is_valid, x.language
      FROM jsonb_to_recordset(${json(users)}::jsonb)
        AS x(email text, first_name text, last_name text, role text, company_cust_no text, organisation_id text, is_valid boolean, language text)`);
  });
  return { productCount: catalogue.products.length, companyCount: options.companies, orderable, scarce };
};
