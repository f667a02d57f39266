/*
 * The shop config's answer read without Effect's Schema (issue 18): the web's login form waits
 * only for this answer, and must not wait for the Effect chunk to read it. Same accept/refuse and
 * same decoded value as the client's decode of `ShopConfig` (shop-config.ts), lenient fields
 * included; a property test holds it to the schema (__tests__/shop-config-read.test.ts).
 */
import { REFUSED, entityId, flagDefaultFalse, optionalNullOr, orNull, organisationOrId, required, string, struct, type Reader } from "./answer-read.ts";
import type { ShopConfig } from "./shop-config.ts";

const locale: Reader<string | ReadonlyArray<string>> = (value) =>
  typeof value === "string" || (Array.isArray(value) && value.every((tag) => typeof tag === "string"))
    ? (value as string | ReadonlyArray<string>)
    : REFUSED;

const readShopConfigStruct = struct<ShopConfig>({
  id: required(entityId),
  locale: optionalNullOr(locale),
  maintenance_mode: required(flagDefaultFalse),
  organisation: optionalNullOr(organisationOrId),
  environment: optionalNullOr(string),
  hostname: optionalNullOr(string),
  currency: optionalNullOr(string),
});

/**
 * The shop config in a config-for-hostname answer, decoded as `ShopConfig` decodes it (extra
 * keys dropped, lenient spellings normalised); null when the schema would refuse it.
 */
export const readShopConfig = (answer: unknown): ShopConfig | null => orNull(readShopConfigStruct(answer));
