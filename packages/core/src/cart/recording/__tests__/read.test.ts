import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { initialCartState } from "../../../entities/cart.ts";
import { readCartRecordingQuickly } from "../read.ts";
import { CART_RECORDING_VERSION, CartRecording, decodeCartRecording } from "../schema.ts";

/*
 * The quick reader is held to the schema: whatever it vouches for, the schema's decoder accepts
 * and decodes to the same value (same keys, same order); whatever the decoder refuses, it
 * refuses; and it vouches for the recordings it is meant for (all but a stored cart).
 */

const AT = Date.parse("2026-03-15T12:00:00Z");

/** An optional field: absent, or present with a value of `value`. */
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });
const withOptional = <T extends Record<string, unknown>>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
/** Sometimes a key the schema does not know (dropped by both readers). */
const extra = fc.option(fc.record({ note: fc.jsonValue() }), { nil: undefined }).map((value) => value ?? {});

const text = fc.string({ maxLength: 8 });
const num = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
const int = fc.integer({ min: -1000, max: 1000 });
const count = fc.nat(1000);

const productLimits = fc
  .record({
    SKUName: maybe(text),
    max_order_amount: maybe(fc.option(num, { nil: null })),
    max_per_order: maybe(fc.option(num, { nil: null })),
    max_per_year: maybe(fc.option(num, { nil: null })),
    ordered_this_year: maybe(num),
    stock: maybe(num),
    online: maybe(fc.boolean()),
    download_only: maybe(fc.boolean()),
    available_from: maybe(fc.option(text, { nil: null })),
    incomplete: maybe(fc.boolean()),
  })
  .map(withOptional);

const limitContext = fc
  .record({
    max_order_amount: maybe(fc.option(num, { nil: null })),
    products: maybe(fc.dictionary(fc.string({ maxLength: 4 }), productLimits, { maxKeys: 3 })),
    company_orders_this_year: maybe(num),
    max_order_count_year: maybe(fc.option(num, { nil: null })),
    today: maybe(text),
  })
  .map(withOptional);

const shopProduct = fc
  .record({
    part_no: fc.string({ minLength: 1, maxLength: 6 }),
    part_skey: text,
    SKU: text,
    SKUName: text,
    SKUDescription: text,
    ctn: text,
    stock: num,
    price: num,
    price_in_cents: int,
    price_as_string: text,
    category: fc.record({ id: fc.oneof(text, int), key: text, link: text }),
    bundle_info: maybe(
      fc.option(
        fc
          .record({
            package_skey: text,
            package_code: text,
            package_group: text,
            WebPartNbr: text,
            max_size: num,
            active: fc.boolean(),
            PackageQty: maybe(num),
            PartPrice: maybe(num),
          })
          .map(withOptional),
        { nil: null },
      ),
    ),
    filters: fc.array(text, { maxLength: 2 }),
    incomplete: maybe(fc.boolean()),
    language: text,
    organisation: fc.record({ id: fc.oneof(text, int) }),
    promo: maybe(fc.boolean()),
    max_order_amount: maybe(fc.option(num, { nil: null })),
    max_per_order: maybe(fc.option(num, { nil: null })),
    max_per_year: maybe(fc.option(num, { nil: null })),
    ordered_this_year: maybe(num),
    online: maybe(fc.boolean()),
    download_only: maybe(fc.boolean()),
    download: maybe(
      fc.option(fc.record({ url: text, file_name: text, size_bytes: maybe(fc.option(num, { nil: null })) }).map(withOptional), { nil: null }),
    ),
    available_from: maybe(fc.option(text, { nil: null })),
    related: maybe(fc.array(text, { maxLength: 2 })),
    specifications: maybe(fc.dictionary(fc.string({ maxLength: 4 }), text, { maxKeys: 2 })),
    image: maybe(fc.option(text, { nil: null })),
  })
  .map(withOptional);

const coupon = fc
  .record({
    code: text,
    kind: fc.constantFrom("percent", "amount"),
    value: count,
    min_subtotal: maybe(fc.option(int, { nil: null })),
    active: fc.boolean(),
    valid_from: maybe(fc.option(text, { nil: null })),
    valid_until: maybe(fc.option(text, { nil: null })),
  })
  .map(withOptional);

const orderRefresh = fc.record({
  order_nr: text,
  lines: fc.array(
    fc
      .record({
        id: text,
        part_no: text,
        price_in_cents: int,
        available_quantity: maybe(num),
        status: fc.constantFrom("CAN_ORDER_ALL", "CAN_ORDER_PART", "CANNOT_ORDER"),
      })
      .map(withOptional),
    { maxLength: 2 },
  ),
  subtotal: num,
  discount: num,
  shipping: num,
  tax: num,
  total: num,
});

/** Every recorded event but `cart.add` (which must name a snapshot product) and a stored cart. */
const otherEvent = fc.oneof(
  fc.record({ type: fc.constant("cart.started"), limits: limitContext, time_zone: maybe(fc.constantFrom("UTC", "Europe/Madrid")) }).map(withOptional),
  fc.constant({ type: "cart.loaded", cart: null }),
  fc.record({ type: fc.constant("cart.setQuantity"), lineId: text, quantity: int }),
  fc.record({ type: fc.constant("cart.remove"), lineId: text }),
  fc.record({ type: fc.constant("cart.applyCoupon"), code: text }),
  fc.record({ type: fc.constant("cart.couponChecked"), coupon: fc.option(coupon, { nil: null }) }),
  fc.record({ type: fc.constant("cart.chooseShipping"), method: text, charge: num }),
  fc.record({ type: fc.constant("cart.priced"), refresh: orderRefresh }),
  fc.record({ type: fc.constant("cart.reset"), maxOrderAmount: maybe(fc.option(num, { nil: null })) }).map(withOptional),
  fc.record({ type: fc.constant("cart.setContext"), context: limitContext }),
  fc.constantFrom(
    ...(["cart.couponCheckFailed", "cart.removeCoupon", "cart.refresh", "cart.pricingFailed", "cart.recalculate", "cart.dismissError"] as const).map(
      (type) => ({ type }),
    ),
  ),
);

/** A recording the schema accepts, as JSON (with now and then a key it does not know). */
const goodRecording = fc
  .tuple(fc.array(shopProduct, { minLength: 1, maxLength: 3 }), fc.array(fc.tuple(fc.oneof(otherEvent, fc.nat()), int, text, extra), { maxLength: 12 }))
  .chain(([products, steps]) =>
    fc
      .record({
        shop: fc.record({ hostname: text, locale: text, currency: maybe(fc.constantFrom("EUR", "CHF")) }).map(withOptional),
        user: fc.record({ email: text, user_id: maybe(fc.oneof(text, int)) }).map(withOptional),
        company: fc.record({ cust_no: text, name: maybe(text) }).map(withOptional),
        time_zone: fc.constantFrom("Europe/Paris", "UTC", "America/New_York"),
        limits: limitContext,
        extra,
      })
      .map(({ shop, user, company, time_zone, limits, extra: unknown }) => ({
        version: CART_RECORDING_VERSION,
        shop,
        user,
        company,
        time_zone,
        snapshot: { taken_at: AT, products, limits },
        events: steps.map(([event, offset, by, more]) => ({
          at: AT + offset,
          by,
          // A number stands for an add of that snapshot product.
          event:
            typeof event === "number"
              ? { type: "cart.add", part_no: products[event % products.length]!.part_no, product: event % products.length, quantity: offset % 7, ...more }
              : { ...event, ...more },
        })),
        ...unknown,
      })),
  );

type Json = unknown;
/** Every path of a JSON value (keys and indexes), the root included. */
const pathsOf = (value: Json, path: ReadonlyArray<string | number> = []): Array<ReadonlyArray<string | number>> => [
  path,
  ...(Array.isArray(value)
    ? value.flatMap((item, index) => pathsOf(item, [...path, index]))
    : typeof value === "object" && value !== null
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))
      : []),
];

/** `value` with the part at `path` replaced (`undefined`: removed). */
const setAt = (value: Json, path: ReadonlyArray<string | number>, replacement: Json): Json => {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? setAt(item, rest, replacement) : item));
  const record = value as Record<string, Json>;
  const next = setAt(record[head as string], rest, replacement);
  const { [head as string]: _old, ...others } = record;
  return next === undefined ? others : { ...others, [head as string]: next };
};

/** Every field name the schema declares anywhere (walking its AST), so a field one reader lacks gets tried. */
const schemaFieldNames = (() => {
  type Ast = { propertySignatures?: Array<{ name: PropertyKey; type: Ast }>; types?: Ast[]; elements?: Ast[]; rest?: Ast[]; encoding?: Array<{ to: Ast }> };
  const names = new Set<string>();
  const seen = new Set<Ast>();
  const walk = (ast: Ast | undefined): void => {
    if (ast === undefined || seen.has(ast)) return;
    seen.add(ast);
    for (const property of ast.propertySignatures ?? []) {
      names.add(String(property.name));
      walk(property.type);
    }
    for (const child of [...(ast.types ?? []), ...(ast.elements ?? []), ...(ast.rest ?? []), ...(ast.encoding ?? []).map((link) => link.to)]) walk(child);
  };
  walk(CartRecording.ast as unknown as Ast);
  return [...names];
})();

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant(undefined),
  fc.constantFrom(null, 0, -1, 1.5, 2 ** 60, "", "x", "CHF", "chf", true, [], {}, "cart.add", "cart.loaded", "Mars/Olympus", "UTC", { ...initialCartState }),
);

/**
 * A good recording with one part replaced by any JSON value (or removed), or with one of the
 * schema's field names added to one of its objects: mostly bad ones, some still good.
 */
const mutatedRecording = goodRecording.chain((recording) => {
  const paths = pathsOf(recording);
  const objects = paths.filter((path) => {
    const value = path.reduce<unknown>((part, key) => (part as Record<string | number, unknown>)[key], recording);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  });
  return fc.oneof(
    fc.tuple(fc.constantFrom(...paths), anyValue).map(([path, replacement]) => setAt(recording, path, replacement)),
    fc.tuple(fc.constantFrom(...objects), fc.constantFrom(...schemaFieldNames), anyValue).map(([path, name, value]) => setAt(recording, [...path, name], value)),
  );
});

const bothReaders = (input: unknown) => ({ quick: readCartRecordingQuickly(input), decoded: decodeCartRecording(input) });

describe("readCartRecordingQuickly", () => {
  it("reads every recording the schema accepts (but a stored cart) to the value the schema decodes", () => {
    fc.assert(
      fc.property(goodRecording, (recording) => {
        const { quick, decoded } = bothReaders(JSON.parse(JSON.stringify(recording)));
        expect(Result.isSuccess(decoded)).toBe(true);
        expect(quick).not.toBeNull();
        // JSON text too: the same keys in the same order (the CLI prints them).
        expect(JSON.stringify(quick)).toBe(JSON.stringify(Result.getOrThrow(decoded)));
        expect(quick).toEqual(Result.getOrThrow(decoded));
      }),
      { numRuns: 300 },
    );
  });

  it("vouches for nothing the schema refuses, and for a changed recording only as the schema decodes it", () => {
    fc.assert(
      fc.property(mutatedRecording, (input) => {
        const { quick, decoded } = bothReaders(JSON.parse(JSON.stringify(input ?? null)));
        if (Result.isFailure(decoded)) expect(quick).toBeNull();
        else if (quick !== null) expect(JSON.stringify(quick)).toBe(JSON.stringify(decoded.success));
      }),
      { numRuns: 2000 },
    );
  });

  it("agrees with the schema when any of the schema's field names is added to every object", () => {
    /** `value` with `name: extra` added to each of its objects. */
    const everywhere = (value: Json, name: string, extra: Json): Json =>
      Array.isArray(value)
        ? value.map((item) => everywhere(item, name, extra))
        : typeof value === "object" && value !== null
          ? { [name]: extra, ...Object.fromEntries(Object.entries(value).map(([key, item]) => [key, everywhere(item, name, extra)])) }
          : value;
    for (const recording of fc.sample(goodRecording, { seed: 18, numRuns: 20 })) {
      for (const name of schemaFieldNames) {
        for (const extra of ["x", 1, true, null, []]) {
          const { quick, decoded } = bothReaders(everywhere(recording, name, extra));
          if (Result.isFailure(decoded)) expect(quick).toBeNull();
          else if (quick !== null) expect(JSON.stringify(quick)).toBe(JSON.stringify(decoded.success));
        }
      }
    }
  });

  it("leaves a stored cart, a pricing refusal's limits, a non-finite number and a __proto__ key to the schema", () => {
    const recording = fc.sample(goodRecording, { seed: 7, numRuns: 1 })[0]!;
    const withCart = { ...recording, events: [{ at: AT, by: "a@b.c", event: { type: "cart.loaded", cart: initialCartState } }] };
    expect(Result.isSuccess(decodeCartRecording(withCart))).toBe(true);
    expect(readCartRecordingQuickly(withCart)).toBeNull();
    const violation = { code: "max_order_price_reached", scope: "user", limit: 500, used: 700, requested: 0, remaining: 0, unit: "cents", fix: { id: "limits.fix.remove_amount", params: { excess: 200 } } };
    const refused = { ...recording, events: [{ at: AT, by: "a@b.c", event: { type: "cart.pricingFailed", violations: [violation] } }] };
    expect(Result.getOrThrow(decodeCartRecording(refused)).events[0]!.event).toEqual({ type: "cart.pricingFailed", violations: [violation] });
    expect(readCartRecordingQuickly(refused)).toBeNull();
    expect(readCartRecordingQuickly({ ...recording, snapshot: { ...recording.snapshot, limits: { company_orders_this_year: Number.NaN } } })).toBeNull();
    const proto = JSON.parse('{"__proto__": {}}');
    expect(readCartRecordingQuickly({ ...recording, snapshot: { ...recording.snapshot, limits: { products: proto } } })).toBeNull();
  });
});
