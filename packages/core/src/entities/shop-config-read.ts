/*
 * The shop config's answer read without Effect's Schema (issue 18): the web's login form waits
 * only for this answer, and must not wait for the Effect chunk to read it. Same accept/refuse and
 * same decoded value as `ShopConfig`'s decode (shop-config.ts), lenient fields included; a
 * property test holds it to the schema (__tests__/shop-config-read.test.ts).
 */
import type { ShopConfig } from "./shop-config.ts";

/** What the reader could not vouch for: the answer is not a shop config. */
const REFUSED = Symbol("refused");
type Read<A> = A | typeof REFUSED;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isFinite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** lenient.ts's EntityId: a string or a number, kept as sent. */
const entityId = (value: unknown): Read<string | number> => (typeof value === "string" || typeof value === "number" ? value : REFUSED);

const NUMERIC_TEXT = /^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;
/** lenient.ts's LenientInt. */
const lenientInt = (value: unknown): Read<number> => {
  const number = isFinite(value) ? value : typeof value === "string" && NUMERIC_TEXT.test(value) ? Number(value) : Number.NaN;
  return Number.isFinite(number) && Number.isInteger(number) ? number : REFUSED;
};

const TRUE_TEXTS: ReadonlyArray<string> = ["true", "1", "y", "yes"];
const FALSE_TEXTS: ReadonlyArray<string> = ["false", "0", "n", "no", ""];
/** lenient.ts's FlagDefaultFalse: missing or null is false, else a LenientBoolean. */
const flagDefaultFalse = (value: unknown): Read<boolean> => {
  if (value === null || value === undefined) return false;
  if (typeof value === "boolean") return value;
  if (value === 0 || value === 1) return value === 1;
  if (typeof value === "string") {
    const text = value.trim().toLowerCase();
    if (TRUE_TEXTS.includes(text)) return true;
    if (FALSE_TEXTS.includes(text)) return false;
  }
  return REFUSED;
};

/**
 * Copies an optional key (`Schema.optional(...)`): absent stays absent, a present value is read
 * by `read` (undefined kept as undefined, as the schema does).
 */
const optionalKey = (from: Record<string, unknown>, to: Record<string, unknown>, key: string, read: (value: unknown) => Read<unknown>): boolean => {
  if (!Object.hasOwn(from, key)) return true;
  const value = from[key];
  if (value === undefined) {
    to[key] = undefined;
    return true;
  }
  const read_ = read(value);
  if (read_ === REFUSED) return false;
  to[key] = read_;
  return true;
};

/** lenient.ts's OptionalText: null or a string. */
const nullOrString = (value: unknown): Read<string | null> => (value === null || typeof value === "string" ? value : REFUSED);

const ORGANISATION_TEXTS = ["maintenance_title", "maintenance_message", "academy", "terms_of_use", "privacy_notice"] as const;

/** organisation.ts's Organisation. */
const organisation = (value: unknown): Read<Record<string, unknown>> => {
  if (!isRecord(value)) return REFUSED;
  const id = entityId(value["id"]);
  if (id === REFUSED) return REFUSED;
  const out: Record<string, unknown> = { id };
  if (!optionalKey(value, out, "max_order_count_year", (count) => (count === null ? null : lenientInt(count)))) return REFUSED;
  const maintenance = flagDefaultFalse(value["maintenance_mode"]);
  if (maintenance === REFUSED) return REFUSED;
  out["maintenance_mode"] = maintenance;
  for (const key of ORGANISATION_TEXTS) if (!optionalKey(value, out, key, nullOrString)) return REFUSED;
  return out;
};

/** organisation.ts's OrganisationOrId: the organisation, or its bare id as one with only `id`. */
const organisationOrId = (value: unknown): Read<Record<string, unknown>> => {
  const embedded = organisation(value);
  if (embedded !== REFUSED) return embedded;
  const id = entityId(value);
  return id === REFUSED ? REFUSED : { id, maintenance_mode: false };
};

const locale = (value: unknown): Read<string | ReadonlyArray<string> | null> =>
  value === null || typeof value === "string" || (Array.isArray(value) && value.every((tag) => typeof tag === "string"))
    ? (value as string | ReadonlyArray<string> | null)
    : REFUSED;

/**
 * The shop config in a config-for-hostname answer, decoded as `ShopConfig` decodes it (extra
 * keys dropped, lenient spellings normalised); null when the schema would refuse it.
 */
export const readShopConfig = (answer: unknown): ShopConfig | null => {
  if (!isRecord(answer)) return null;
  const id = entityId(answer["id"]);
  if (id === REFUSED) return null;
  const out: Record<string, unknown> = { id };
  if (!optionalKey(answer, out, "locale", locale)) return null;
  const maintenance = flagDefaultFalse(answer["maintenance_mode"]);
  if (maintenance === REFUSED) return null;
  out["maintenance_mode"] = maintenance;
  if (!optionalKey(answer, out, "organisation", (value) => (value === null ? null : organisationOrId(value)))) return null;
  for (const key of ["environment", "hostname", "currency"] as const) if (!optionalKey(answer, out, key, nullOrString)) return null;
  return out as ShopConfig;
};
