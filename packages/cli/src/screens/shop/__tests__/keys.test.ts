import { catalogueKeyOf, SORT_OPTIONS, type CataloguePage, type ShopProduct } from "@proshop/core";
import { describe, expect, it } from "vitest";
import { handleKey, initialScreenState, keyPressesOf, type ScreenState, type ScreenWorld } from "../keys.ts";
import { products } from "./shop-fixture.tsx";

const pageOf = (page: number, pageCount: number, items = products.slice(0, 3)): CataloguePage => ({
  items: [...items],
  total: items.length * pageCount,
  page,
  pageCount,
  pageSize: items.length,
});

const world = (overrides: Partial<ScreenWorld> = {}): ScreenWorld => ({
  status: "ready",
  categories: [
    { selector: null, label: "All", depth: 0 },
    { selector: 1, label: "Pumps", depth: 0 },
  ],
  page: pageOf(1, 1),
  filters: [],
  lines: [],
  cartReady: true,
  maxQuantity: () => 5,
  productByKey: (productKey) => products.find((p) => catalogueKeyOf(p) === productKey),
  couponReady: true,
  appliedCoupon: null,
  ...overrides,
});

const onProducts: ScreenState = { ...initialScreenState, focus: "products" };

describe("keys", () => {
  it("goes to the next page past the last row and back to the previous one above the first", () => {
    const twoPages = world({ page: pageOf(1, 2) });
    const down = handleKey({ ...onProducts, product: 2 }, { input: "", downArrow: true }, twoPages);
    expect(down.state.product).toBe(0);
    expect(down.commands).toEqual([{ to: "shop", event: { type: "shop.goToPage", page: 2 } }]);

    const up = handleKey({ ...onProducts, product: 0 }, { input: "", upArrow: true }, world({ page: pageOf(2, 2) }));
    expect(up.state.product).toBe(2);
    expect(up.commands).toEqual([{ to: "shop", event: { type: "shop.goToPage", page: 1 } }]);

    // On the last page the cursor stays on the last row.
    expect(handleKey({ ...onProducts, product: 2 }, { input: "", downArrow: true }, world()).commands).toEqual([]);
  });

  it("adds the product under the cursor when its part is also sold inside a bundle", () => {
    const plain = products[0]!;
    const inBundle: ShopProduct = {
      ...plain,
      price_in_cents: 1,
      bundle_info: { package_skey: "S1", package_code: "PK1", package_group: "G1", WebPartNbr: plain.part_no, max_size: 0, active: true },
    };
    const both = world({ page: pageOf(1, 1, [plain, inBundle]), productByKey: (key) => [plain, inBundle].find((p) => catalogueKeyOf(p) === key) });
    const opened = handleKey({ ...onProducts, product: 1 }, { input: "a" }, both);
    expect(opened.state.view).toBe("quantity");
    const added = handleKey(opened.state, { input: "", return: true }, both);
    expect(added.commands).toContainEqual({ to: "cart", event: { type: "cart.add", product: inBundle, quantity: 1 } });
  });

  it("selects the category under the cursor as it moves", () => {
    const result = handleKey(initialScreenState, { input: "", downArrow: true }, world());
    expect(result.state.category).toBe(1);
    expect(result.commands).toContainEqual({ to: "shop", event: { type: "shop.selectCategory", category: 1 } });
    // Already on the last category: nothing to send.
    expect(handleKey(result.state, { input: "", downArrow: true }, world()).commands).toEqual([]);
  });

  it("keeps the quantity between 1 and the product's maximum, whether stepped or typed", () => {
    const product = products[0]!;
    let state: ScreenState = { ...onProducts, view: "quantity", productKey: catalogueKeyOf(product), quantity: 1, quantityFresh: true };
    const press = (input: string, extra: object = {}) => (state = handleKey(state, { input, ...extra }, world()).state);
    press("-");
    expect(state.quantity).toBe(1);
    press("+");
    press("+");
    expect(state.quantity).toBe(3);
    press("9");
    expect(state.quantity).toBe(5);
    press("", { backspace: true });
    expect(state.quantity).toBe(1);
    press("4");
    expect(state.quantity).toBe(4);
    const added = handleKey(state, { input: "", return: true }, world());
    expect(added.commands).toEqual([{ to: "cart", event: { type: "cart.add", product, quantity: 4 } }]);
    expect(added.state.view).toBe("browse");
  });

  it("types 10 from the starting 1: the first digit replaces it, the next ones append", () => {
    const product = products[0]!;
    const roomy = world({ maxQuantity: (_: ShopProduct) => 20 });
    let state = handleKey(onProducts, { input: "a" }, roomy).state;
    expect(state).toMatchObject({ view: "quantity", quantity: 1 });
    for (const input of ["1", "0"]) state = handleKey(state, { input }, roomy).state;
    expect(state.quantity).toBe(10);
    state = handleKey(state, { input: "", backspace: true }, roomy).state;
    state = handleKey(state, { input: "", backspace: true }, roomy).state;
    state = handleKey(state, { input: "7" }, roomy).state;
    expect(state.quantity).toBe(7);
    expect(handleKey(state, { input: "", return: true }, roomy).commands).toEqual([{ to: "cart", event: { type: "cart.add", product, quantity: 7 } }]);
  });

  it("opens the detail instead of the quantity prompt for a product that cannot be added", () => {
    const result = handleKey(onProducts, { input: "a" }, world({ maxQuantity: (_: ShopProduct) => null }));
    expect(result.state.view).toBe("detail");
  });

  it("chooses a sort order from core's options", () => {
    const last = SORT_OPTIONS.length - 1;
    const result = handleKey({ ...initialScreenState, view: "sort", sort: last }, { input: "", return: true }, world());
    expect(result.commands).toEqual([{ to: "shop", event: { type: "shop.sort", sortBy: SORT_OPTIONS[last]!.sortBy } }]);
  });

  it("steps a cart line down to its removal, and quits from anywhere with Ctrl-C", () => {
    const line = { id: "L1", part_no: "P1", quantity: 1 } as ScreenWorld["lines"][number];
    const cartView = { ...initialScreenState, view: "cart" as const };
    expect(handleKey(cartView, { input: "-" }, world({ lines: [line] })).commands).toEqual([{ to: "cart", event: { type: "cart.remove", lineId: "L1" } }]);
    expect(handleKey(cartView, { input: "+" }, world({ lines: [line] })).commands).toEqual([
      { to: "cart", event: { type: "cart.setQuantity", lineId: "L1", quantity: 2 } },
    ]);
    expect(handleKey({ ...initialScreenState, view: "search" }, { input: "c", ctrl: true }, world()).commands).toEqual([{ to: "quit" }]);
  });

  it("only retries or quits while the shop failed to load", () => {
    const failed = world({ status: "failed" });
    expect(handleKey(initialScreenState, { input: "r" }, failed).commands).toEqual([{ to: "retry" }]);
    expect(handleKey(initialScreenState, { input: "f" }, failed).state).toEqual(initialScreenState);
    expect(handleKey(initialScreenState, { input: "q" }, failed).commands).toEqual([{ to: "quit" }]);
  });
});

describe("coupon keys", () => {
  const inCart: ScreenState = { ...initialScreenState, view: "cart" };
  const enter = { input: "", return: true };

  it("opens the coupon prompt with k in the cart; Enter sends the code trimmed, its case kept", () => {
    const opened = handleKey(inCart, { input: "k" }, world());
    expect(opened.state).toMatchObject({ view: "coupon", couponDraft: "" });
    const typed: ScreenState = { ...opened.state, couponDraft: "  welcome1 " };
    // The prompt owns the letters, q included: typed into the code, nothing quits or is sent.
    expect(handleKey(typed, { input: "q" }, world())).toEqual({ state: { ...typed, couponDraft: "  welcome1 q" }, commands: [] });
    expect(handleKey({ ...typed, couponDraft: "  welcome1 q" }, { input: "", backspace: true }, world()).state.couponDraft).toBe("  welcome1 ");
    const applied = handleKey({ ...typed, couponDraft: "  welcome10 " }, enter, world());
    expect(applied.commands).toEqual([{ to: "coupon", event: { type: "cart.applyCoupon", code: "welcome10" } }]);
    expect(applied.state).toMatchObject({ view: "cart", couponDraft: "" });
  });

  it("sends nothing for an empty code or while the cart is busy, and Esc cancels", () => {
    const blank: ScreenState = { ...inCart, view: "coupon", couponDraft: "   " };
    expect(handleKey(blank, enter, world())).toEqual({ state: blank, commands: [] });
    const typed: ScreenState = { ...blank, couponDraft: "WELCOME10" };
    expect(handleKey(typed, enter, world({ couponReady: false }))).toEqual({ state: typed, commands: [] });
    expect(handleKey(typed, { input: "", escape: true }, world())).toEqual({ state: { ...typed, view: "cart", couponDraft: "" }, commands: [] });
  });

  it("takes a pasted code with its Enter in one chunk, as if typed", () => {
    let state: ScreenState = { ...inCart, view: "coupon" };
    const commands: unknown[] = [];
    for (const press of keyPressesOf({ input: "WELCOME10\r" })) {
      const result = handleKey(state, press, world());
      state = result.state;
      commands.push(...result.commands);
    }
    expect(commands).toEqual([{ to: "coupon", event: { type: "cart.applyCoupon", code: "WELCOME10" } }]);
    expect(state.view).toBe("cart");
  });

  it("removes the applied coupon with x, only when there is one", () => {
    expect(handleKey(inCart, { input: "x" }, world({ appliedCoupon: "WELCOME10" })).commands).toEqual([{ to: "coupon", event: { type: "cart.removeCoupon" } }]);
    expect(handleKey(inCart, { input: "x" }, world()).commands).toEqual([]);
  });
});

describe("keyPressesOf", () => {
  it("splits a chunk of typed keys into presses, Enter, Tab and Backspace included", () => {
    expect(keyPressesOf({ input: "3\r" })).toEqual([{ input: "3" }, { input: "", return: true }]);
    expect(keyPressesOf({ input: "ab\t\u007f" })).toEqual([{ input: "a" }, { input: "b" }, { input: "", tab: true }, { input: "", backspace: true }]);
  });

  it("leaves single keys, escape sequences and Ctrl chords whole", () => {
    const enter = { input: "\r", return: true };
    expect(keyPressesOf(enter)).toEqual([enter]);
    expect(keyPressesOf({ input: "\u001b[A" })).toEqual([{ input: "\u001b[A" }]);
    expect(keyPressesOf({ input: "cc", ctrl: true })).toEqual([{ input: "cc", ctrl: true }]);
  });
});
