import { Schema } from "effect";
import { Company } from "../../entities/company.ts";
import { ShopConfig } from "../../entities/shop-config.ts";
import { User } from "../../entities/user.ts";
import type { Category } from "../../entities/category.ts";
import type { ShopProduct } from "../../entities/product.ts";

/** Test data decoded from server-shaped JSON, so the session sees what production code sees. */
export const customerUser = Schema.decodeUnknownSync(User)({
  id: 42,
  is_valid: "1",
  is_sales: false,
  max_order_amount: "1500.50",
  company_name: "Cabinet Sage-Femme Martin",
  address: "12 rue des Lilas",
  address_xtra: null,
  city: "Lyon",
  postalcode: 69003,
  country: "FR",
});

export const salesRepUser = Schema.decodeUnknownSync(User)({
  id: 7,
  is_valid: true,
  is_sales: "true",
  max_order_amount: null,
  company_name: "Proshop Sales",
  address: "1 avenue du Port",
  address_xtra: "",
  city: "Nantes",
  postalcode: "44000",
  country: "FR",
});

export const ownCompany = Schema.decodeUnknownSync(Company)({
  cust_no: 1234,
  Name: "Cabinet Sage-Femme Martin",
  orders: [{ created: "2025-02-01" }],
  license_valid: "APPROVED",
});

export const salesCompany = Schema.decodeUnknownSync(Company)({
  cust_no: "99",
  Name: "Proshop Sales",
  orders: null,
  license_valid: "APPROVED",
});

export const officeCompany = Schema.decodeUnknownSync(Company)({
  cust_no: "5678",
  Name: "Maternité Sainte-Anne",
  orders: [],
  license_valid: "APPROVED",
});

export const shopConfig = Schema.decodeUnknownSync(ShopConfig)({ id: 3, locale: ["fr_FR", "nl_BE"], maintenance_mode: "0" });

export const categories: ReadonlyArray<Category> = [
  { id: 1, key: "BREAST_PUMPS", link: "tire-lait", name: "Tire-lait", organisation: { id: 3 }, sort_order: 1 },
];

export const products: ReadonlyArray<ShopProduct> = [
  {
    part_no: "SCF-001",
    part_skey: "1",
    SKU: "SCF001",
    SKUName: "Tire-lait électrique",
    SKUDescription: "Double pompage",
    ctn: "SCF001/01",
    stock: 10,
    price: 120,
    price_in_cents: 12_000,
    price_as_string: "120,00 €",
    category: { id: 1, key: "BREAST_PUMPS", link: "tire-lait" },
    filters: [],
    language: "fr",
    organisation: { id: 3 },
  },
];
