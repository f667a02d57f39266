/**
 * Rows of the shop database -> the entities of @proshop/core, as the API serves them. Pure
 * functions: queries live with their callers; these only shape what was read. Money stays in
 * integer cents in the database; euros appear only in the fields core defines in euros
 * (`price`, a user's `max_order_amount`).
 */
import {
  formatMoney,
  shopCurrency,
  type Category,
  type Company,
  type CompanyOrder,
  type Coupon,
  type Organisation,
  type ShippingAddress,
  type ShopConfig,
  type ShopProduct,
  type User,
} from "@proshop/core";
import type { categories, companies, coupons, hostnames, organisations, products, productTexts, users } from "./schema.ts";

export type OrganisationRow = typeof organisations.$inferSelect;
export type HostnameRow = typeof hostnames.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductTextRow = typeof productTexts.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** core's Organisation (SPEC 3). */
export const organisationFromRow = (row: OrganisationRow): Organisation => ({
  id: row.id,
  max_order_count_year: row.maxOrderCountYear,
  maintenance_mode: row.maintenanceMode,
  maintenance_title: row.maintenanceTitle,
  maintenance_message: row.maintenanceMessage,
  academy: row.academy,
  terms_of_use: row.termsOfUse,
  privacy_notice: row.privacyNotice,
  currency: row.currency,
  support_phone: row.supportPhone,
  support_email: row.supportEmail,
  support_hours: row.supportHours,
});

/** GET /config_for_hostname/{hostname}: the hostname's config with its organisation embedded. */
export const shopConfigFromRows = (hostname: HostnameRow, organisation: OrganisationRow): ShopConfig => ({
  id: hostname.shopConfigId,
  locale: hostname.locales.length === 1 ? hostname.locales[0]! : [...hostname.locales],
  maintenance_mode: hostname.maintenanceMode,
  organisation: organisationFromRow(organisation),
  environment: hostname.environment,
  hostname: hostname.hostname,
  currency: organisation.currency,
});

/**
 * core's Company. `orders` are the company's placed orders (any year: core counts the current
 * year itself); pass `created` as an ISO date-time.
 */
export const companyFromRow = (row: CompanyRow, orders: ReadonlyArray<CompanyOrder>, organisation?: OrganisationRow): Company => ({
  cust_no: row.custNo,
  Name: row.name,
  organisation: organisation === undefined ? { id: row.organisationId, maintenance_mode: false } : organisationFromRow(organisation),
  orders: [...orders],
  license_valid: row.licenseValid,
  // Orders ship to the company (orders/submit.ts): shown to a representative at the checkout.
  shipping_address: companyShippingAddress(row, row.custNo),
  zoom_delivered: row.zoomDelivered,
});

/** The shipping address of SPEC 3 of a company (orders ship there), under `addressKey`. */
export const companyShippingAddress = (
  row: Pick<CompanyRow, "name" | "address" | "addressXtra" | "city" | "postalcode" | "country">,
  addressKey: string,
): ShippingAddress => ({
  address_key: addressKey,
  default_flag: "Y",
  name: row.name,
  address_line_1: row.address,
  address_line_2: row.addressXtra,
  city: row.city,
  state: null,
  zip: row.postalcode,
  country: row.country,
});

/** core's User (GET /user/me, login answer): address fields come from the user's company. */
export const userFromRows = (user: UserRow, company: CompanyRow, organisation?: OrganisationRow): User => ({
  id: user.id,
  is_valid: user.isValid,
  is_sales: user.role !== "customer",
  max_order_amount: user.maxOrderAmountCents === null ? null : user.maxOrderAmountCents / 100,
  company_name: company.name,
  address: company.address,
  address_xtra: company.addressXtra,
  city: company.city,
  postalcode: company.postalcode,
  country: company.country,
  organisation: organisation === undefined ? { id: user.organisationId, maintenance_mode: false } : organisationFromRow(organisation),
});

/**
 * core's Category. `idByKey` resolves `parent_key` to the parent's id (categories of the same
 * market and language); without it a parent is reported by key.
 */
export const categoryFromRow = (row: CategoryRow, idByKey?: ReadonlyMap<string, number>): Category => ({
  id: row.id,
  key: row.key,
  link: row.link,
  name: row.name,
  parent: row.parentKey === null ? null : (idByKey?.get(row.parentKey) ?? row.parentKey),
  description: row.description,
  image: row.image,
  organisation: { id: row.organisationId },
  sort_order: row.sortOrder,
});

export interface ProductRows {
  readonly product: ProductRow;
  /** Texts in the language asked for; null falls back to the SKU as name. */
  readonly text: ProductTextRow | null;
  /** Units in stock; null (no stock row) means none. */
  readonly stock: number | null;
  /** The product's category in the same language, for its id and link. */
  readonly category: CategoryRow | null;
  /** Units the active company ordered this calendar year; omit when there is no company. */
  readonly orderedThisYear?: number;
  /** Language of the texts and of `price_as_string` (`fr`, `es`, `nl`). */
  readonly language: string;
  /** The market's currency (its configuration's ISO 4217 code), of `price_as_string`. */
  readonly currency: string;
}

/** core's ShopProduct: price in euros and cents, stock from the `stock` table. */
export const shopProductFromRows = ({ product, text, stock, category, orderedThisYear, language, currency }: ProductRows): ShopProduct => ({
  part_no: product.partNo,
  part_skey: product.partSkey,
  SKU: product.sku,
  SKUName: text?.skuName ?? product.sku,
  SKUDescription: text?.skuDescription ?? "",
  ctn: product.ctn,
  stock: stock ?? 0,
  price: product.priceCents / 100,
  price_in_cents: product.priceCents,
  price_as_string: formatMoney(product.priceCents, language, shopCurrency({ currency })),
  category: {
    id: category?.id ?? product.categoryKey,
    key: product.categoryKey,
    link: category?.link ?? product.categoryKey.toLowerCase(),
  },
  bundle_info: product.bundleInfo,
  filters: [...(text?.filters ?? [])],
  // No text in this language: flagged like core's product updates flag unknown products.
  ...(text === null ? { incomplete: true } : {}),
  language,
  organisation: { id: product.organisationId },
  promo: product.promo,
  max_order_amount: product.maxOrderAmount,
  max_per_order: product.maxPerOrder,
  max_per_year: product.maxPerYear,
  ...(orderedThisYear === undefined ? {} : { ordered_this_year: orderedThisYear }),
  online: product.online,
  download_only: product.downloadOnly,
  available_from: product.availableFrom,
  related: [...product.related],
  specifications: { ...(text?.specifications ?? {}) },
  image: product.image,
  // The document of a download-only product, in the language of the texts.
  ...(text?.download ? { download: text.download } : {}),
});

/** core's Coupon (`valid_from` / `valid_until` as ISO date-times). */
export const couponFromRow = (row: CouponRow): Coupon => ({
  code: row.code,
  kind: row.kind === "amount" ? "amount" : "percent",
  value: row.value,
  min_subtotal: row.minSubtotalCents,
  active: row.active,
  valid_from: row.validFrom?.toISOString() ?? null,
  valid_until: row.validUntil?.toISOString() ?? null,
});
