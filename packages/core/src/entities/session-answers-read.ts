/*
 * The session's other first answers read without Effect's Schema (issue 18), as the shop config's
 * is (shop-config-read.ts): the signed-in user (GET /admin/user/me), the products (GET
 * /admin/product) and the categories (GET /admin/category), so the web's shop home paints before
 * the Effect chunk arrives. Each gives what the contract's client decodes with `CurrentUserAnswer`,
 * `Schema.Array(ShopProduct)` and `Schema.Array(Category)` (same accept/refuse, same decoded value,
 * lenient fields included); property tests hold them to those schemas
 * (__tests__/session-answers-read.test.ts).
 */
import type { CurrentUserAnswer } from "../contract/bodies.ts";
import {
  arrayOf,
  boolean,
  entityId,
  flagDefaultFalse,
  jsonInt,
  jsonNumber,
  lenientCode,
  lenientNumber,
  lenientText,
  optional,
  optionalNullOr,
  orNull,
  organisationOrId,
  REFUSED,
  required,
  string,
  stringRecord,
  struct,
  type Reader,
} from "./answer-read.ts";
import type { Category } from "./category.ts";
import type { ShopProduct } from "./product.ts";

const organisationRef = struct<{ readonly id: string | number }>({ id: required(entityId) });

/** shipping-address.ts's ShippingAddress. */
const shippingAddress = struct({
  address_key: required(string),
  default_flag: required((value) => (value === "Y" || value === "N" ? value : REFUSED)),
  name: required(string),
  address_line_1: required(string),
  address_line_2: required(string),
  city: required(string),
  state: required((value) => (value === null ? null : REFUSED)),
  zip: required(string),
  country: required(string),
});

/** company.ts's CompanyOrder. */
const companyOrder = struct({ id: optional(entityId), created: required(string) });
const companyOrders = arrayOf(companyOrder);

/** company.ts's Company (`orders` missing or null is []). */
const company = struct({
  cust_no: required(lenientCode),
  Name: required(lenientText),
  organisation: optionalNullOr(organisationOrId),
  orders: required((value) => (value === null || value === undefined ? [] : companyOrders(value))),
  license_valid: required(lenientText),
  shipping_address: optionalNullOr(shippingAddress),
  zoom_delivered: optional(boolean),
});

/** bodies.ts's CurrentUserAnswer: user.ts's User and the company. */
const currentUser = struct<CurrentUserAnswer>({
  id: required(entityId),
  is_valid: required(flagDefaultFalse),
  is_sales: required(flagDefaultFalse),
  max_order_amount: optionalNullOr(lenientNumber),
  company_name: required(lenientText),
  address: required(lenientText),
  address_xtra: required(lenientText),
  city: required(lenientText),
  postalcode: required(lenientText),
  country: required(lenientText),
  organisation: optionalNullOr(organisationOrId),
  company: optionalNullOr(company),
});

/** product.ts's BundleInfo. */
const bundleInfo = struct({
  package_skey: required(string),
  package_code: required(string),
  package_group: required(string),
  WebPartNbr: required(string),
  max_size: required(jsonNumber),
  active: required(boolean),
  PackageQty: optional(jsonNumber),
  PartPrice: optional(jsonNumber),
});

/** product.ts's ProductDownload. */
const productDownload = struct({
  url: required(string),
  file_name: required(string),
  size_bytes: optionalNullOr(jsonNumber),
});

/** product.ts's ShopProduct. */
const shopProduct = struct<ShopProduct>({
  part_no: required(string),
  part_skey: required(string),
  SKU: required(string),
  SKUName: required(string),
  SKUDescription: required(string),
  ctn: required(string),
  stock: required(jsonNumber),
  price: required(jsonNumber),
  price_in_cents: required(jsonInt),
  price_as_string: required(string),
  category: required(struct({ id: required(entityId), key: required(string), link: required(string) })),
  bundle_info: optionalNullOr(bundleInfo),
  filters: required(arrayOf(string)),
  incomplete: optional(boolean),
  language: required(string),
  organisation: required(organisationRef),
  promo: optional(boolean),
  max_order_amount: optionalNullOr(jsonNumber),
  max_per_order: optionalNullOr(jsonNumber),
  max_per_year: optionalNullOr(jsonNumber),
  ordered_this_year: optional(jsonNumber),
  online: optional(boolean),
  download_only: optional(boolean),
  download: optionalNullOr(productDownload),
  available_from: optionalNullOr(string),
  related: optional(arrayOf(string)),
  specifications: optional(stringRecord),
  image: optionalNullOr(string),
});
const shopProducts: Reader<ReadonlyArray<ShopProduct>> = arrayOf(shopProduct);

/** category.ts's Category. */
const category = struct<Category>({
  id: required(entityId),
  key: required(string),
  link: required(string),
  name: required(string),
  parent: optionalNullOr(entityId),
  description: optionalNullOr(string),
  image: optionalNullOr(string),
  organisation: required(organisationRef),
  sort_order: required(jsonNumber),
});
const categories: Reader<ReadonlyArray<Category>> = arrayOf(category);

/** The user answer of GET /admin/user/me as `CurrentUserAnswer` decodes it; null when it would refuse it. */
export const readCurrentUser = (answer: unknown): CurrentUserAnswer | null => orNull(currentUser(answer));

/** The answer of GET /admin/product as `Schema.Array(ShopProduct)` decodes it; null when it would refuse it. */
export const readProducts = (answer: unknown): ReadonlyArray<ShopProduct> | null => orNull(shopProducts(answer));

/** The answer of GET /admin/category as `Schema.Array(Category)` decodes it; null when it would refuse it. */
export const readCategories = (answer: unknown): ReadonlyArray<Category> | null => orNull(categories(answer));
