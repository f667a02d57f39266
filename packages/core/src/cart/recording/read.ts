import type { ShopProduct } from "../../entities/product.ts";
import { CURRENCY_CODE } from "../../money.ts";
import type { CartLimitContext } from "../limits.ts";
import { CART_RECORDING_VERSION, cartRecordingFault } from "./check.ts";
import type { CartRecording, RecordedCartEvent } from "./schema.ts";

/*
 * A recording reader without Effect, for the common case: `proshop cart replay <file>` reads a
 * recording with it and so never loads Effect's Schema (~40 ms to load, ~40 ms to decode 10,000
 * events, cold). It vouches only for what it is sure the schema (`CartRecording` in schema.ts)
 * accepts, and gives the value the schema's decoder gives (declared keys only, in the schema's
 * order). Anything else (a refusal, but also a `cart.loaded` with a stored cart, whose defaults
 * only the schema knows, a non-finite number, a `__proto__` key) answers null: the caller then
 * decodes with `decodeCartRecording`, which gives the verdict and the exact error. The schema
 * stays the one definition; the tests hold this reader to it (read.test.ts).
 */

/** A reader's answer when it cannot vouch for a value. */
const NO = Symbol("not vouched");
type Read<T> = (input: unknown) => T | typeof NO;

const isRecord = (input: unknown): input is Record<string, unknown> => typeof input === "object" && input !== null && !Array.isArray(input);

const string: Read<string> = (input) => (typeof input === "string" ? input : NO);
// The schema's Number takes NaN and Infinity too; JSON has neither, so they are left to it.
const number: Read<number> = (input) => (typeof input === "number" && Number.isFinite(input) ? input : NO);
const int: Read<number> = (input) => (Number.isSafeInteger(input) ? (input as number) : NO);
const count: Read<number> = (input) => (Number.isSafeInteger(input) && (input as number) >= 0 ? (input as number) : NO);
const currencyCode: Read<string> = (input) => (typeof input === "string" && CURRENCY_CODE.test(input) ? input : NO);
const boolean: Read<boolean> = (input) => (typeof input === "boolean" ? input : NO);
const stringOrNumber: Read<string | number> = (input) => (typeof input === "string" ? input : number(input));
const oneOf =
  <const T extends string | number>(...values: readonly T[]): Read<T> =>
  (input) =>
    values.includes(input as T) ? (input as T) : NO;
const nullOr =
  <T>(read: Read<T>): Read<T | null> =>
  (input) =>
    input === null ? null : read(input);

const array =
  <T>(read: Read<T>): Read<T[]> =>
  (input) => {
    if (!Array.isArray(input)) return NO;
    const out = new Array<T>(input.length);
    for (let index = 0; index < input.length; index++) {
      const value = read(input[index]);
      if (value === NO) return NO;
      out[index] = value;
    }
    return out;
  };

/** A record of strings to `read`'s values; a `__proto__` key is left to the schema. */
const record =
  <T>(read: Read<T>): Read<Record<string, T>> =>
  (input) => {
    if (!isRecord(input)) return NO;
    const out: Record<string, T> = {};
    for (const key of Object.keys(input)) {
      if (key === "__proto__") return NO;
      const value = read(input[key]);
      if (value === NO) return NO;
      out[key] = value;
    }
    return out;
  };

/** A struct's field: `optional` ones may be absent (present, they must read). */
interface Field {
  readonly read: Read<unknown>;
  readonly optional: boolean;
}
const optional = (read: Read<unknown>): Field => ({ read, optional: true });

/** A struct: the declared keys only, in the order declared (the schema's order). */
const struct = <T>(fields: Record<string, Read<unknown> | Field>): Read<T> => {
  // Plain arrays and an index loop: this runs ~100,000 times per file, mostly before V8 optimises it.
  const keys = Object.keys(fields);
  const reads = keys.map((key) => {
    const field = fields[key]!;
    return typeof field === "function" ? field : field.read;
  });
  const optionals = keys.map((key) => typeof fields[key] !== "function" && (fields[key] as Field).optional);
  return (input) => {
    if (!isRecord(input)) return NO;
    const out: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!;
      if (!Object.hasOwn(input, key)) {
        if (optionals[index]) continue;
        return NO;
      }
      const value = reads[index]!(input[key]);
      if (value === NO) return NO;
      out[key] = value;
    }
    return out as T;
  };
};

// The schemas of entities/product.ts, cart/limits.ts, cart/coupon.ts, entities/order.ts and
// recording/schema.ts, field for field.
const optionalCount = optional(nullOr(number));

const shopProduct = struct<ShopProduct>({
  part_no: string,
  part_skey: string,
  SKU: string,
  SKUName: string,
  SKUDescription: string,
  ctn: string,
  stock: number,
  price: number,
  price_in_cents: int,
  price_as_string: string,
  category: struct({ id: stringOrNumber, key: string, link: string }),
  bundle_info: optional(
    nullOr(
      struct({
        package_skey: string,
        package_code: string,
        package_group: string,
        WebPartNbr: string,
        max_size: number,
        active: boolean,
        PackageQty: optional(number),
        PartPrice: optional(number),
      }),
    ),
  ),
  filters: array(string),
  incomplete: optional(boolean),
  language: string,
  organisation: struct({ id: stringOrNumber }),
  promo: optional(boolean),
  max_order_amount: optionalCount,
  max_per_order: optionalCount,
  max_per_year: optionalCount,
  ordered_this_year: optional(number),
  online: optional(boolean),
  download_only: optional(boolean),
  download: optional(nullOr(struct({ url: string, file_name: string, size_bytes: optional(nullOr(number)) }))),
  available_from: optional(nullOr(string)),
  related: optional(array(string)),
  specifications: optional(record(string)),
  image: optional(nullOr(string)),
});

const cartLimitContext = struct<CartLimitContext>({
  max_order_amount: optional(nullOr(number)),
  products: optional(
    record(
      struct({
        SKUName: optional(string),
        max_order_amount: optional(nullOr(number)),
        max_per_order: optional(nullOr(number)),
        max_per_year: optional(nullOr(number)),
        ordered_this_year: optional(number),
        stock: optional(number),
        online: optional(boolean),
        download_only: optional(boolean),
        available_from: optional(nullOr(string)),
        incomplete: optional(boolean),
      }),
    ),
  ),
  company_orders_this_year: optional(number),
  max_order_count_year: optional(nullOr(number)),
  license_refused: optional(struct({ company: string })),
  today: optional(string),
});

const coupon = struct({
  code: string,
  kind: oneOf("percent", "amount"),
  value: count,
  min_subtotal: optional(nullOr(int)),
  active: boolean,
  valid_from: optional(nullOr(string)),
  valid_until: optional(nullOr(string)),
});

const orderRefresh = struct({
  order_nr: string,
  lines: array(
    struct({
      id: string,
      part_no: string,
      price_in_cents: int,
      available_quantity: optional(number),
      status: oneOf("CAN_ORDER_ALL", "CAN_ORDER_PART", "CANNOT_ORDER"),
    }),
  ),
  subtotal: number,
  discount: number,
  shipping: number,
  tax: number,
  total: number,
});

/** Each recorded event by its `type` (`RecordedCartEvent`). */
const eventReaders: Record<RecordedCartEvent["type"], Read<unknown>> = {
  "cart.started": struct({ type: string, limits: cartLimitContext, time_zone: optional(string) }),
  // A stored cart is decoded with defaults only the schema knows: left to it.
  "cart.loaded": struct({ type: string, cart: (input) => (input === null ? null : NO) }),
  "cart.add": struct({ type: string, part_no: string, product: count, quantity: int }),
  "cart.setQuantity": struct({ type: string, lineId: string, quantity: int }),
  "cart.remove": struct({ type: string, lineId: string }),
  "cart.applyCoupon": struct({ type: string, code: string }),
  "cart.couponChecked": struct({ type: string, coupon: nullOr(coupon) }),
  "cart.couponCheckFailed": struct({ type: string }),
  "cart.removeCoupon": struct({ type: string }),
  "cart.chooseShipping": struct({ type: string, method: string, charge: number }),
  "cart.refresh": struct({ type: string }),
  "cart.priced": struct({ type: string, refresh: orderRefresh }),
  // A refusal's violations are left to the schema (rare, and small).
  "cart.pricingFailed": struct({ type: string, violations: optional(() => NO) }),
  "cart.reset": struct({ type: string, maxOrderAmount: optional(nullOr(number)) }),
  "cart.recalculate": struct({ type: string }),
  "cart.setContext": struct({ type: string, context: cartLimitContext }),
  "cart.dismissError": struct({ type: string }),
};

const recordedEvent: Read<RecordedCartEvent> = (input) => {
  if (!isRecord(input) || typeof input["type"] !== "string" || !Object.hasOwn(eventReaders, input["type"])) return NO;
  return eventReaders[input["type"] as RecordedCartEvent["type"]](input) as RecordedCartEvent | typeof NO;
};

const cartRecording = struct<CartRecording>({
  version: oneOf(CART_RECORDING_VERSION),
  shop: struct({ hostname: string, locale: string, currency: optional(currencyCode) }),
  user: struct({ email: string, user_id: optional(stringOrNumber) }),
  company: struct({ cust_no: string, name: optional(string) }),
  time_zone: string,
  snapshot: struct({ taken_at: int, products: array(shopProduct), limits: cartLimitContext }),
  events: array(struct({ at: int, by: string, event: recordedEvent })),
});

/**
 * The recording `input` (parsed JSON) holds, as `decodeCartRecording` would give it, when this
 * reader can vouch for it; null when it cannot (then decode with `decodeCartRecording`, which
 * refuses or accepts it and says why).
 */
export const readCartRecordingQuickly = (input: unknown): CartRecording | null => {
  const recording = cartRecording(input);
  return recording === NO || cartRecordingFault(recording) !== null ? null : recording;
};
