import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { CurrentUserAnswer } from "../../contract/bodies.ts";
import { Category } from "../category.ts";
import { ShopProduct } from "../product.ts";
import { readCategories, readCurrentUser, readProducts } from "../session-answers-read.ts";
import {
  answerOf,
  anyJson,
  anyScalar,
  byClientDecode,
  goodFlag,
  goodId,
  goodLenientNumber,
  goodLenientText,
  goodNumber,
  goodOrganisation,
  goodText,
  orNullArb,
} from "./answer-read-helpers.ts";

const userBySchema = byClientDecode(CurrentUserAnswer);
const productsBySchema = byClientDecode(Schema.Array(ShopProduct));
const categoriesBySchema = byClientDecode(Schema.Array(Category));

const goodBoolean = fc.constantFrom<unknown>(true, false, null, 1, "true");
const goodShippingAddress = answerOf({
  address_key: { good: goodText, required: true },
  default_flag: { good: fc.constantFrom<unknown>("Y", "N", "y", null), required: true },
  name: { good: goodText, required: true },
  address_line_1: { good: goodText, required: true },
  address_line_2: { good: goodText, required: true },
  city: { good: goodText, required: true },
  state: { good: fc.constantFrom<unknown>(null, null, ""), required: true },
  zip: { good: goodText, required: true },
  country: { good: goodText, required: true },
});
const goodCompany = answerOf({
  cust_no: { good: fc.oneof(goodText, fc.integer(), fc.constantFrom<unknown>(" 12 ", 1.5)), required: true },
  Name: { good: goodLenientText },
  organisation: { good: orNullArb(goodOrganisation) },
  orders: {
    good: fc.oneof(
      fc.constant(null),
      fc.array(answerOf({ id: { good: orNullArb(goodId) }, created: { good: fc.constantFrom<unknown>("2025-03-01", "2025-03-01 10:12:00", null), required: true } }), {
        maxLength: 3,
      }),
    ),
  },
  license_valid: { good: goodLenientText },
  shipping_address: { good: orNullArb(goodShippingAddress) },
  zoom_delivered: { good: goodBoolean },
});
const anyUser = answerOf({
  id: { good: goodId, required: true },
  is_valid: { good: goodFlag },
  is_sales: { good: goodFlag },
  max_order_amount: { good: orNullArb(goodLenientNumber) },
  company_name: { good: goodLenientText },
  address: { good: goodLenientText },
  address_xtra: { good: goodLenientText },
  city: { good: goodLenientText },
  postalcode: { good: goodLenientText },
  country: { good: goodLenientText },
  organisation: { good: orNullArb(goodOrganisation) },
  company: { good: orNullArb(goodCompany) },
  auth: { good: goodText },
});

const goodStrings = fc.array(fc.oneof({ weight: 9, arbitrary: goodText }, { weight: 1, arbitrary: anyScalar }), { maxLength: 3 });
const goodProduct = answerOf({
  part_no: { good: goodText, required: true },
  part_skey: { good: goodText, required: true },
  SKU: { good: goodText, required: true },
  SKUName: { good: goodText, required: true },
  SKUDescription: { good: goodText, required: true },
  ctn: { good: goodText, required: true },
  stock: { good: goodNumber, required: true },
  price: { good: goodNumber, required: true },
  price_in_cents: { good: fc.oneof(fc.integer(), fc.constantFrom<unknown>(2 ** 60, 1.5, "12", -0)), required: true },
  price_as_string: { good: goodText, required: true },
  category: { good: answerOf({ id: { good: goodId, required: true }, key: { good: goodText, required: true }, link: { good: goodText, required: true } }), required: true },
  bundle_info: {
    good: orNullArb(
      answerOf({
        package_skey: { good: goodText, required: true },
        package_code: { good: goodText, required: true },
        package_group: { good: goodText, required: true },
        WebPartNbr: { good: goodText, required: true },
        max_size: { good: goodNumber, required: true },
        active: { good: fc.boolean(), required: true },
        PackageQty: { good: orNullArb(goodNumber) },
        PartPrice: { good: orNullArb(goodNumber) },
      }),
    ),
  },
  filters: { good: goodStrings, required: true },
  incomplete: { good: goodBoolean },
  language: { good: goodText, required: true },
  organisation: { good: answerOf({ id: { good: goodId, required: true } }), required: true },
  promo: { good: goodBoolean },
  max_order_amount: { good: orNullArb(goodNumber) },
  max_per_order: { good: orNullArb(goodNumber) },
  max_per_year: { good: orNullArb(goodNumber) },
  ordered_this_year: { good: orNullArb(goodNumber) },
  online: { good: goodBoolean },
  download_only: { good: goodBoolean },
  download: {
    good: orNullArb(answerOf({ url: { good: goodText, required: true }, file_name: { good: goodText, required: true }, size_bytes: { good: orNullArb(goodNumber) } })),
  },
  available_from: { good: orNullArb(goodText) },
  related: { good: orNullArb(goodStrings) },
  specifications: {
    good: fc.oneof(
      fc.constant<unknown>(null),
      fc.dictionary(fc.oneof(goodText, fc.constantFrom("__proto__", "constructor")), fc.oneof({ weight: 9, arbitrary: goodText }, { weight: 1, arbitrary: anyScalar }), { maxKeys: 3 }),
      fc.constant<unknown>([]),
    ),
  },
  image: { good: orNullArb(goodText) },
});
const goodCategory = answerOf({
  id: { good: goodId, required: true },
  key: { good: goodText, required: true },
  link: { good: goodText, required: true },
  name: { good: goodText, required: true },
  parent: { good: orNullArb(goodId) },
  description: { good: orNullArb(goodText) },
  image: { good: orNullArb(goodText) },
  organisation: { good: answerOf({ id: { good: goodId, required: true } }), required: true },
  sort_order: { good: goodNumber, required: true },
});

const listOf = (item: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 8, arbitrary: fc.array(item, { maxLength: 3 }) }, { weight: 1, arbitrary: anyJson }, { weight: 1, arbitrary: item });

/** Runs the property and says how many answers the schema accepted (so the test sees both sides). */
const holdsToSchema = (answers: fc.Arbitrary<unknown>, read: (answer: unknown) => unknown, bySchema: (answer: unknown) => unknown) => {
  let accepted = 0;
  let refused = 0;
  fc.assert(
    fc.property(answers, (answer) => {
      const expected = bySchema(answer);
      if (expected === null) refused += 1;
      else accepted += 1;
      expect(read(answer)).toStrictEqual(expected);
    }),
    { numRuns: 3000 },
  );
  expect(accepted).toBeGreaterThan(300);
  expect(refused).toBeGreaterThan(300);
};

describe("session-answers-read", () => {
  it("reads the user answer as CurrentUserAnswer does (accept, refuse, decoded value)", () => {
    holdsToSchema(fc.oneof({ weight: 9, arbitrary: anyUser }, { weight: 1, arbitrary: anyJson }), readCurrentUser, userBySchema);
  });

  it("reads the products answer as Schema.Array(ShopProduct) does", () => {
    holdsToSchema(listOf(goodProduct), readProducts, productsBySchema);
  });

  it("reads the categories answer as Schema.Array(Category) does", () => {
    holdsToSchema(listOf(goodCategory), readCategories, categoriesBySchema);
  });

  it("reads the usual answers", () => {
    const user = {
      id: 3,
      is_valid: "1",
      is_sales: 0,
      max_order_amount: "250.50",
      company_name: null,
      postalcode: 1234,
      organisation: 7,
      company: { cust_no: 12345, Name: "Cabinet", orders: null, license_valid: "APPROVED", shipping_address: null },
    };
    expect(readCurrentUser(user)).toStrictEqual(userBySchema(user));
    expect(readCurrentUser(user)?.company?.cust_no).toBe("12345");
    expect(readCurrentUser({ ...user, is_valid: "maybe" })).toBeNull();
    const product = {
      part_no: "P1", part_skey: "1", SKU: "S", SKUName: "Pump", SKUDescription: "", ctn: "1", stock: 3, price: 12.5, price_in_cents: 1250,
      price_as_string: "12,50", category: { id: 1, key: "PUMPS", link: "pumps" }, filters: [], language: "fr", organisation: { id: 1 },
      ordered_this_year: null, specifications: { Poids: "1 kg" },
    };
    expect(readProducts([product])).toStrictEqual(productsBySchema([product]));
    expect(readProducts([{ ...product, price_in_cents: 12.5 }])).toBeNull();
    const category = { id: 1, key: "PUMPS", link: "pumps", name: "Pumps", image: "/img/pumps.jpg", organisation: { id: 1 }, sort_order: 2 };
    expect(readCategories([category])).toStrictEqual(categoriesBySchema([category]));
    expect(readCategories({ categories: [category] })).toBeNull();
  });
});
