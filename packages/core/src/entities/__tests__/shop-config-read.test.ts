import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ShopConfig } from "../shop-config.ts";
import { readShopConfig } from "../shop-config-read.ts";
import { byClientDecode } from "./answer-read-helpers.ts";

/** What core's ApiClient decodes (the schema as a JSON codec). */
const bySchema = byClientDecode(ShopConfig);

/** Each field's sent spellings: good ones, lenient ones and wrong ones (JSON values: answers are JSON.parse's). */
const anyScalar = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, 1, 2, -1, 1.5, "", "1", "0", "true", "FALSE", " yes ", "n", "on", "12", " 3 ", "1e2", "2.5", "abc", "fr_FR", 1e20, 2 ** 60, Infinity, -Infinity, "1e400"),
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyText = fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.integer());
const anyLocale = fc.oneof(anyText, fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }));
const anyOrganisation = fc.oneof(
  anyScalar,
  fc.record(
    {
      id: anyScalar,
      max_order_count_year: anyScalar,
      maintenance_mode: anyScalar,
      maintenance_title: anyText,
      maintenance_message: anyText,
      academy: anyText,
      terms_of_use: anyText,
      privacy_notice: anyText,
      extra: anyScalar,
    },
    { requiredKeys: [] },
  ),
);
const anyConfig = fc.record(
  {
    id: anyScalar,
    locale: anyLocale,
    maintenance_mode: anyScalar,
    organisation: anyOrganisation,
    environment: anyText,
    hostname: anyText,
    currency: anyText,
    extra: anyScalar,
  },
  { requiredKeys: [] },
);

describe("shop-config-read", () => {
  it("accepts and refuses what the schema does, with the same decoded value", () => {
    fc.assert(
      fc.property(fc.oneof(anyConfig, anyScalar, fc.array(anyScalar, { maxLength: 2 })), (answer) => {
        expect(readShopConfig(answer)).toStrictEqual(bySchema(answer));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads the usual answers", () => {
    const samples: unknown[] = [
      { id: 1, locale: "fr_FR" },
      { id: "1", locale: ["fr_FR", "nl_BE"], maintenance_mode: "1", organisation: 7, currency: "EUR", hostname: "shop.example" },
      { id: 1, organisation: { id: 2, max_order_count_year: "4", maintenance_mode: "Y", academy: null, other: 1 } },
      { id: 1, organisation: { id: 2, maintenance_mode: "on" } },
      { id: 1, organisation: { id: 2, max_order_count_year: "2.5" } },
      { id: 1, organisation: { id: 2, max_order_count_year: 1e20 } },
      { id: Infinity },
      { locale: "fr" },
      { id: 1, locale: ["fr", 3] },
      null,
      "config",
    ];
    for (const sample of samples) expect(readShopConfig(sample), JSON.stringify(sample)).toStrictEqual(bySchema(sample));
    expect(readShopConfig({ id: 1, organisation: 7 })?.organisation).toStrictEqual({ id: 7, maintenance_mode: false });
  });
});
