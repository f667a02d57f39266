import {
  buildFilters,
  couponDiscount,
  filterCatalogue,
  formatEuros,
  formatMoney,
  isoDay,
  productOfferOf,
  productsInCategory,
  sortProducts,
  type Coupon,
} from "@proshop/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup } from "ink-testing-library";
import { categories, KEYS, NOW, products, renderShop, WELCOME10 } from "./shop-fixture.tsx";

const PUMPS = categories.find((c) => c.key === "BREAST_PUMPS")!;
const pumps = productsInCategory(products, PUMPS.id);
const first = products[0]!;

/** The listing truncates long names to its column; this much of a name always shows. */
const shown = (name: string): string => name.slice(0, 24);

afterEach(() => cleanup());

describe("ShopScreen", () => {
  it("shows the loading state, then the categories and the first page with EUR prices and stock states", async () => {
    let answer: (value: { config: null; categories: typeof categories; products: typeof products }) => void = () => undefined;
    const screen = renderShop({ loadShop: () => new Promise((resolve) => (answer = resolve)) });
    await screen.waitFor("Loading products…");
    answer({ config: null, categories, products });
    await screen.waitFor(`Products found: ${products.length}`);
    const frame = screen.frame();
    expect(frame).toContain("All products");
    expect(frame).toContain(PUMPS.name);
    expect(frame).toContain(shown(first.SKUName));
    expect(frame).toContain(formatEuros(first.price_in_cents, "en"));
    expect(frame).toContain("In stock");
    expect(frame).toContain("Out of stock");
    expect(frame).toContain("On behalf of Maternité (100234)");
    expect(frame).toContain("Cart: 0 · €0.00");
  });

  it("speaks the chosen locale, with EUR amounts written its way", async () => {
    const screen = renderShop({ locale: "fr" });
    await screen.waitFor(`Produits trouvés : ${products.length}`);
    expect(screen.frame()).toContain("Tous les produits");
    expect(screen.frame()).toContain(formatEuros(first.price_in_cents, "fr"));
    expect(screen.frame()).toContain(`Panier : 0 · ${formatEuros(0, "fr")}`);
    expect(screen.frame()).toContain("q quitter");
  });

  it("moves through the categories with the arrows and lists each one's products", async () => {
    const screen = renderShop();
    await screen.waitFor("Products found:");
    // The categories come in their sort order after "All products"; breast pumps is the first.
    await screen.press(KEYS.down);
    await screen.waitFor(`Products found: ${pumps.length}`);
    expect(screen.frame()).toContain(`› ${PUMPS.name}`);
    const outside = products.find((p) => p.category.key !== "BREAST_PUMPS")!;
    expect(screen.frame()).not.toContain(shown(outside.SKUName));
    for (const pump of pumps) expect(screen.frame()).toContain(shown(pump.SKUName));
  });

  it("opens a product's detail with Enter and goes back with Esc", async () => {
    const screen = renderShop();
    await screen.waitFor("Products found:");
    await screen.press(KEYS.right, KEYS.enter);
    await screen.waitFor(`Reference ${first.ctn} · article ${first.part_no}`);
    expect(screen.frame()).toContain(`At most ${first.max_order_amount} per order line`);
    await screen.press(KEYS.escape);
    await screen.waitFor("Products found:");
  });

  it("narrows the list while a search is typed, and keeps the keyword after Enter", async () => {
    const screen = renderShop();
    await screen.waitFor("Products found:");
    const expected = filterCatalogue(products, { category: null, checkedFilters: [], keyword: "soother", sortBy: null });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(products.length);
    await screen.press("/", ..."soother");
    await screen.waitFor(`Products found: ${expected.length}`);
    expect(screen.frame()).toContain("Search products:");
    expect(screen.frame()).not.toContain(shown(first.SKUName));
    await screen.press(KEYS.enter);
    await screen.waitFor("Search: soother");
    for (const product of expected) expect(screen.frame()).toContain(shown(product.SKUName));
  });

  it("ticks a filter with the space bar: the list narrows to it and the panel says how many are ticked", async () => {
    const screen = renderShop();
    await screen.waitFor("Products found:");
    await screen.press(KEYS.down, "f");
    const filters = buildFilters(pumps);
    for (const filter of filters) await screen.waitFor(`[ ] ${filter.title} (${filter.count})`);
    // The second title, so the cursor must have moved for the right one to be ticked.
    const ticked = filters[1]!;
    await screen.press(KEYS.down, KEYS.space);
    await screen.waitFor(`[x] ${ticked.title} (${ticked.count})`);
    await screen.waitFor(`Products found: ${ticked.count}`);
    expect(screen.frame()).toContain("Active filters: 1");
    const without = pumps.find((p) => !p.filters.includes(ticked.title))!;
    expect(screen.frame()).not.toContain(shown(without.SKUName));
    await screen.press("x");
    await screen.waitFor(`Products found: ${pumps.length}`);
  });

  it("sorts the listing with s: the chosen order puts the dearest product first", async () => {
    const screen = renderShop();
    await screen.waitFor("Products found:");
    // Recommended, name A-Z, name Z-A, price low-high, price high-low.
    await screen.press("s", KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await screen.waitFor("Sort: Price: high to low");
    const dearest = sortProducts(products, { field: "price_in_cents", direction: "desc" })[0]!;
    expect(screen.frame()).toContain(`› ${shown(dearest.SKUName)}`);
  });

  it("adds a product with a quantity: the header, the cart panel and its limits follow, and the cart is synced", async () => {
    const screen = renderShop();
    await screen.waitFor("Products found:");
    await screen.press(KEYS.right, "a");
    await screen.waitFor(`Quantity: 1 (1 to ${first.max_order_amount})`);
    await screen.press("+", "+", "-");
    await screen.waitFor("Quantity: 2");
    await screen.press(KEYS.enter);
    const total = formatEuros(first.price_in_cents * 2, "en");
    await screen.waitFor(`Added to the cart: 2 × ${first.SKUName}.`);
    await screen.waitFor(`Cart: 2 · ${total}`);
    expect(screen.cart.getSnapshot().context.cart.products.map((l) => [l.part_no, l.quantity])).toEqual([[first.part_no, 2]]);

    await screen.press("c");
    await screen.waitFor(`2 × ${first.SKUName}`);
    expect(screen.frame()).toContain(`Total: ${total}`);
    expect(screen.frame()).toContain("✓ Maximum per order line [Within the limit]");
    expect(screen.frame()).toContain(`Applies to: Product · Limit: ${first.max_order_amount} · Used: 2 · Remaining: ${first.max_order_amount! - 2}`);
    expect(screen.saves.at(-1)).toBe(2);

    await screen.press("+");
    await screen.waitFor(`${first.SKUName}: quantity 3.`);
    await screen.press("d");
    await screen.waitFor(`Removed from the cart: ${first.SKUName}.`);
    await screen.waitFor("Your cart is empty.");
    await screen.waitFor("Cart: 0 · €0.00");
  });

  it("takes keys that arrive in one chunk (a paste, fast typing) as typed one by one", async () => {
    const screen = renderShop();
    await screen.waitFor("Products found:");
    await screen.press(KEYS.right, "a");
    await screen.waitFor("Quantity: 1");
    await screen.press("3\r");
    await screen.waitFor(`Added to the cart: 3 × ${first.SKUName}.`);
    expect(screen.cart.getSnapshot().context.cart.products.map((l) => [l.part_no, l.quantity])).toEqual([[first.part_no, 3]]);
  });

  it("shows core's explanation when the cart refuses an add over the max order price, and leaves the cart as it was", async () => {
    const screen = renderShop({ maxOrderAmount: 30_000 });
    await screen.waitFor("Products found:");
    await screen.press(KEYS.right, "a", "+", KEYS.enter);
    await screen.waitFor("The cart did not accept this change.");
    const frame = screen.frame();
    expect(frame).toContain("Maximum order amount reached");
    expect(frame).toContain("Your maximum order amount is €300.00; your cart comes to €0.00.");
    expect(frame).toContain("Applies to: Your account · Limit: €300.00 · Used: €0.00 · Remaining: €300.00");
    expect(frame).toContain("What to do: You can still add products worth up to €300.00.");
    expect(frame).toContain("Cart: 0 · €0.00");
    expect(screen.cart.getSnapshot().context.cart.products).toEqual([]);
    // The refusal is synced all the same (an empty cart): support replays what was refused.
    await vi.waitFor(() => expect(screen.saves).toEqual([0]));
  });

  it("explains in the cart panel a limit the cart now breaks, with what to remove", async () => {
    const screen = renderShop();
    await screen.waitFor("Products found:");
    await screen.press(KEYS.right, "a", "+", KEYS.enter);
    await screen.waitFor("Cart: 2");
    // The account's maximum is lowered under the cart (as after a change by the sales office).
    const { limits } = screen.cart.getSnapshot().context;
    screen.cart.send({ type: "cart.setContext", context: { ...limits, max_order_amount: 30_000 } });
    await screen.press("c");
    await screen.waitFor("! Maximum order amount reached [Exceeded]");
    const excess = formatEuros(first.price_in_cents * 2 - 30_000, "en");
    expect(screen.frame()).toContain(`What to do: Remove products worth at least ${excess} from your cart.`);
  });

  it("writes every amount in the market's currency: prices, the quantity's total, the cart, its limits (issue 35 item 20)", async () => {
    const chf = (cents: number) => formatMoney(cents, "en", "CHF");
    const screen = renderShop({ currency: "CHF" });
    await screen.waitFor("Products found:");
    expect(screen.frame()).toContain(chf(first.price_in_cents));
    expect(screen.frame()).toContain(`Cart: 0 · ${chf(0)}`);
    await screen.press(KEYS.right, "a", "+");
    await screen.waitFor(`= ${chf(first.price_in_cents * 2)}`);
    await screen.press(KEYS.enter);
    await screen.waitFor(`Cart: 2 · ${chf(first.price_in_cents * 2)}`);
    const { limits } = screen.cart.getSnapshot().context;
    screen.cart.send({ type: "cart.setContext", context: { ...limits, max_order_amount: 30_000 } });
    await screen.press("c");
    await screen.waitFor("! Maximum order amount reached [Exceeded]");
    expect(screen.frame()).toContain(`Total: ${chf(first.price_in_cents * 2)}`);
    expect(screen.frame()).toContain(`Limit: ${chf(30_000)}`);
    expect(screen.frame()).toContain(`Remove products worth at least ${chf(first.price_in_cents * 2 - 30_000)} from your cart.`);
    expect(screen.frame()).not.toContain("€");
  });

  it("prices the cart with the server on r and shows each line's status", async () => {
    const screen = renderShop({
      priceOrder: async (cart) => ({
        order_nr: "D-1",
        lines: cart.products.map((line) => ({ id: line.id, part_no: line.part_no, price_in_cents: line.price, available_quantity: 1, status: "CAN_ORDER_PART" as const })),
        subtotal: 0,
        discount: 0,
        shipping: 0,
        tax: 0,
        total: 0,
      }),
    });
    await screen.waitFor("Products found:");
    await screen.press(KEYS.right, "a", "+", KEYS.enter, "c", "r");
    await screen.waitFor("Only 1 available");
    await screen.waitFor(`1 × ${first.SKUName}`);
  });

  it("says when the server could not price the cart", async () => {
    const screen = renderShop();
    await screen.waitFor("Products found:");
    await screen.press(KEYS.right, "a", KEYS.enter, "c", "r");
    await screen.waitFor("We could not update your cart with the latest prices and stock. Please try again.");
  });

  it("says when nothing matches the search", async () => {
    const screen = renderShop();
    await screen.waitFor("Products found:");
    await screen.press("/", ..."zzqx", KEYS.enter);
    await screen.waitFor("No products match your search.");
    expect(screen.frame()).toContain("Try another word, remove a filter or choose another category.");
  });

  it("opens the detail instead of the quantity for a product that cannot be ordered, saying so", async () => {
    const index = products.findIndex((p) => productOfferOf(p, isoDay(new Date(NOW))).kind === "none");
    const product = products[index]!;
    const screen = renderShop();
    await screen.waitFor("Products found:");
    await screen.press(KEYS.right, ...Array<string>(index).fill(KEYS.down), "a");
    await screen.waitFor(`Reference ${product.ctn}`);
    expect(screen.frame()).toContain("This product cannot be put in the cart online.");
    expect(screen.frame()).not.toContain("Quantity:");
  });

  it("quits with q, handing over the last cart sync", async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const screen = renderShop({
      save: () => {
        calls += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    await screen.waitFor("Products found:");
    await screen.press(KEYS.right, "a", KEYS.enter);
    await screen.waitFor("Cart: 1");
    await screen.press(KEYS.left, "q");
    expect(screen.quits).toHaveLength(1);
    let done = false;
    void screen.quits[0]!.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    release();
    await screen.quits[0];
    expect(calls).toBe(1);
  });

  it("says in one sentence that the products could not be loaded, and loads again with r", async () => {
    let attempts = 0;
    const screen = renderShop({
      loadShop: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("connect ECONNREFUSED 127.0.0.1:8080");
        return { config: null, categories, products };
      },
    });
    await screen.waitFor("The products could not be loaded. Please try again in a moment.");
    expect(screen.frame()).not.toContain("ECONNREFUSED");
    expect(screen.frame()).toContain("r try again · q quit");
    await screen.press("r");
    await screen.waitFor(`Products found: ${products.length}`);
    expect(attempts).toBe(2);
  });
});

describe("ShopScreen coupon code", () => {
  const subtotal = first.price_in_cents * 2;
  const couponHelp = "Type the coupon code · Enter apply · Esc cancel";

  /** Two of the first product in the cart, and the cart on show. */
  const openCart = async (screen: ReturnType<typeof renderShop>): Promise<void> => {
    await screen.waitFor("Products found:");
    await screen.press(KEYS.right, "a", "+", KEYS.enter);
    await screen.waitFor("Cart: 2");
    await screen.press("c");
    await screen.waitFor(`2 × ${first.SKUName}`);
    expect(screen.frame()).toContain("k coupon code · x remove code");
  };

  it("applies a code typed after k: a pending line while the server checks it, then the code, its discount and core's confirmation", async () => {
    let answer: (coupon: Coupon | null) => void = () => undefined;
    const screen = renderShop({ checkCoupon: () => new Promise((resolve) => (answer = resolve)) });
    await openCart(screen);
    await screen.press("k");
    await screen.waitFor(couponHelp);
    await screen.press(..." WELCOME10 ", KEYS.enter);
    await screen.waitFor("Checking coupon code WELCOME10…");
    expect(screen.couponChecks).toEqual(["WELCOME10"]);
    answer(WELCOME10);
    await screen.waitFor("Coupon code WELCOME10 applied.");
    const discount = couponDiscount(WELCOME10, screen.cart.getSnapshot().context.cart.products);
    expect(discount).toBeGreaterThan(0);
    const frame = screen.frame();
    expect(frame).toContain("Coupon code: WELCOME10");
    expect(frame).toContain(`Discount: -${formatEuros(discount, "en")}`);
    expect(frame).toContain(`Total: ${formatEuros(subtotal - discount, "en")}`);
    expect(frame).not.toContain("Checking coupon code");
    expect(screen.cart.getSnapshot().context.cart.code).toBe("WELCOME10");
  });

  it("refuses a wrongly cased code with core's message: codes are case sensitive", async () => {
    const screen = renderShop();
    await openCart(screen);
    await screen.press("k", ..."welcome10", KEYS.enter);
    await screen.waitFor("Invalid coupon code");
    expect(screen.couponChecks).toEqual(["welcome10"]);
    expect(screen.frame()).not.toContain("Discount:");
    expect(screen.frame()).toContain(`Total: ${formatEuros(subtotal, "en")}`);
    expect(screen.cart.getSnapshot().context.cart.code).toBeNull();
  });

  it("does nothing on Enter without a code, and Esc closes the prompt without sending the code typed", async () => {
    const screen = renderShop();
    await openCart(screen);
    await screen.press("k", KEYS.space, KEYS.enter);
    expect(screen.frame()).toContain(couponHelp);
    await screen.press(..."WELCOME10", KEYS.escape);
    await vi.waitFor(() => expect(screen.frame()).not.toContain(couponHelp));
    expect(screen.frame()).not.toContain("WELCOME10");
    expect(screen.couponChecks).toEqual([]);
    expect(screen.cart.getSnapshot().context.cart.code).toBeNull();
    // Opened again, the prompt starts empty.
    await screen.press("k");
    await screen.waitFor(couponHelp);
    expect(screen.frame()).not.toContain("WELCOME10");
  });

  it("removes the applied code with x: the code and the discount go, the total is the subtotal again", async () => {
    const screen = renderShop();
    await openCart(screen);
    await screen.press("k", ..."WELCOME10", KEYS.enter);
    await screen.waitFor("Coupon code WELCOME10 applied.");
    await screen.press("x");
    await screen.waitFor("Coupon code WELCOME10 removed.");
    const frame = screen.frame();
    expect(frame).not.toContain("Coupon code: WELCOME10");
    expect(frame).not.toContain("applied.");
    expect(frame).not.toContain("Discount:");
    expect(frame).toContain(`Total: ${formatEuros(subtotal, "en")}`);
    expect(screen.cart.getSnapshot().context.cart.code).toBeNull();
  });
});
