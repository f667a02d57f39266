import { catalogueKeyOf, SORT_OPTIONS, type CartEvent, type CartProduct, type CataloguePage, type CategorySelector, type ShopEvent, type ShopFilter, type ShopProduct, type ShopStatus } from "@proshop/core";

/**
 * The screen's own state: which view is open and where each cursor stands. What the shop and
 * the cart hold stays in core's machines; this only says what the user is looking at.
 */
export type ShopView = "browse" | "search" | "filters" | "sort" | "detail" | "quantity" | "cart" | "coupon";

export interface ScreenState {
  readonly view: ShopView;
  /** Where Esc returns from the quantity prompt or the cart: the listing or the product detail. */
  readonly back: "browse" | "detail";
  readonly focus: "categories" | "products";
  readonly category: number;
  /** Cursor in the listing page on show (core's page of 24). */
  readonly product: number;
  readonly filter: number;
  readonly sort: number;
  readonly line: number;
  /**
   * The product the detail and the quantity prompt are about: core's `catalogueKeyOf` (a part
   * sold alone and inside bundles is several products, at other prices).
   */
  readonly productKey: string | null;
  readonly quantity: number;
  /** True while the prompt shows its starting 1 untouched (or emptied again): the next digit replaces it. */
  readonly quantityFresh: boolean;
  /** The code typed in the cart's coupon prompt, as typed. */
  readonly couponDraft: string;
}

export const initialScreenState: ScreenState = {
  view: "browse",
  back: "browse",
  focus: "categories",
  category: 0,
  product: 0,
  filter: 0,
  sort: 0,
  line: 0,
  productKey: null,
  quantity: 1,
  quantityFresh: true,
  couponDraft: "",
};

/** One entry of the category list: what `shop.selectCategory` gets and the words shown. */
export interface CategoryEntry {
  readonly selector: CategorySelector;
  readonly label: string;
  readonly depth: number;
}

/** What the key handler reads from the machines (through core's selectors). */
export interface ScreenWorld {
  readonly status: ShopStatus;
  readonly categories: readonly CategoryEntry[];
  readonly page: CataloguePage;
  readonly filters: readonly ShopFilter[];
  readonly lines: readonly CartProduct[];
  readonly cartReady: boolean;
  /** The most a quantity prompt offers for a product (core's `productOfferOf`), or null when it cannot be added. */
  readonly maxQuantity: (product: ShopProduct) => number | null;
  readonly productByKey: (productKey: string) => ShopProduct | undefined;
  /** The cart machine takes a coupon code now (loaded, not busy checking one or pricing). */
  readonly couponReady: boolean;
  /** The coupon code applied to the cart (core's `selectCouponCode`), or null. */
  readonly appliedCoupon: string | null;
}

/** The key as Ink reports it (only the fields the screen reads). */
export interface KeyPress {
  readonly input: string;
  readonly upArrow?: boolean;
  readonly downArrow?: boolean;
  readonly leftArrow?: boolean;
  readonly rightArrow?: boolean;
  readonly pageUp?: boolean;
  readonly pageDown?: boolean;
  readonly return?: boolean;
  readonly escape?: boolean;
  readonly tab?: boolean;
  readonly delete?: boolean;
  readonly backspace?: boolean;
  readonly ctrl?: boolean;
}

/**
 * The key presses in one input event. WHY: a terminal hands keys typed faster than the screen
 * reads them, or pasted, to Ink as one chunk ("3\r"), which Ink reports as one input with no key
 * flag; split, the chunk acts as if typed key by key. Escape sequences (arrows) stay whole.
 */
export const keyPressesOf = (key: KeyPress): KeyPress[] => {
  const { input } = key;
  if (input.length <= 1 || input.includes("\u001b") || key.ctrl === true) return [key];
  return [...input].map((character): KeyPress => {
    if (character === "\r" || character === "\n") return { input: "", return: true };
    if (character === "\t") return { input: "", tab: true };
    if (character === "\u007f" || character === "\b") return { input: "", backspace: true };
    return { input: character };
  });
};

/** The cart changes a key can ask for; the cart machine accepts or refuses each. */
export type CartLineEvent = Extract<CartEvent, { readonly type: "cart.add" | "cart.setQuantity" | "cart.remove" }>;

/** The coupon events a key can send; the cart machine checks the code with the server and judges it. */
export type CouponEvent = Extract<CartEvent, { readonly type: "cart.applyCoupon" | "cart.removeCoupon" }>;

/** What a key asks the outside to do, in order: events for core's machines, a retry, quitting. */
export type ScreenCommand =
  | { readonly to: "shop"; readonly event: ShopEvent }
  | { readonly to: "cart"; readonly event: CartLineEvent }
  | { readonly to: "coupon"; readonly event: CouponEvent }
  | { readonly to: "retry" }
  /** Ask the server to price the cart (lines' availability, prices): `cart.refresh`. */
  | { readonly to: "price" }
  | { readonly to: "quit" }
  /** Forget the last message (a refusal, a confirmation). */
  | { readonly to: "dismiss" };

export interface KeyResult {
  readonly state: ScreenState;
  readonly commands: readonly ScreenCommand[];
}

const clamp = (value: number, length: number): number => (length <= 0 ? 0 : Math.min(Math.max(0, value), length - 1));
const moved = (key: KeyPress): number => (key.upArrow === true ? -1 : key.downArrow === true ? 1 : 0);
const stay = (state: ScreenState, commands: readonly ScreenCommand[] = []): KeyResult => ({ state, commands });

/**
 * What a key does in the current view. Pure: it returns the next screen state and the machine
 * events to send; the component sends them and shows the machines' answer. Every rule (what a
 * filter matches, whether a quantity is allowed) is core's, reached through those events.
 */
export const handleKey = (state: ScreenState, key: KeyPress, world: ScreenWorld): KeyResult => {
  if (key.ctrl === true && key.input === "c") return stay(state, [{ to: "quit" }]);
  if (world.status === "failed") {
    if (key.input === "r") return stay(state, [{ to: "retry" }]);
    if (key.input === "q" || key.escape === true) return stay(state, [{ to: "quit" }]);
    return stay(state);
  }
  switch (state.view) {
    case "browse":
      return browseKey(state, key, world);
    case "search":
      // The text box owns the letters; only leaving it is handled here.
      return key.escape === true || key.return === true ? stay({ ...state, view: "browse", focus: "products", product: 0 }) : stay(state);
    case "filters":
      return filtersKey(state, key, world);
    case "sort":
      return sortKey(state, key);
    case "detail":
      return detailKey(state, key, world);
    case "quantity":
      return quantityKey(state, key, world);
    case "cart":
      return cartKey(state, key, world);
    case "coupon":
      return couponKey(state, key, world);
  }
};

/** The product under the listing cursor. */
export const productUnderCursor = (state: ScreenState, world: Pick<ScreenWorld, "page">): ShopProduct | undefined =>
  world.page.items[clamp(state.product, world.page.items.length)];

const openQuantity = (state: ScreenState, world: ScreenWorld, product: ShopProduct | undefined, back: "browse" | "detail"): KeyResult => {
  if (product === undefined || !world.cartReady) return stay(state);
  // A product that cannot be added still opens its detail, which says why (stock label).
  if (world.maxQuantity(product) === null) return stay({ ...state, view: "detail", productKey: catalogueKeyOf(product) }, [{ to: "dismiss" }]);
  return stay({ ...state, view: "quantity", back, productKey: catalogueKeyOf(product), quantity: 1, quantityFresh: true }, [{ to: "dismiss" }]);
};

function browseKey(state: ScreenState, key: KeyPress, world: ScreenWorld): KeyResult {
  const step = moved(key);
  if (key.input === "q" || key.escape === true) return stay(state, [{ to: "quit" }]);
  if (key.input === "/") return stay({ ...state, view: "search" }, [{ to: "dismiss" }]);
  if (key.input === "f") return stay({ ...state, view: "filters", filter: clamp(state.filter, world.filters.length) }, [{ to: "dismiss" }]);
  if (key.input === "s") return stay({ ...state, view: "sort" }, [{ to: "dismiss" }]);
  if (key.input === "c") return stay({ ...state, view: "cart", back: "browse", line: clamp(state.line, world.lines.length) }, [{ to: "dismiss" }]);
  if (key.tab === true || key.leftArrow === true || key.rightArrow === true) {
    const focus = key.leftArrow === true ? "categories" : key.rightArrow === true ? "products" : state.focus === "categories" ? "products" : "categories";
    return stay({ ...state, focus });
  }
  if (state.focus === "categories") {
    if (key.return === true) return stay({ ...state, focus: "products", product: 0 });
    if (step === 0) return stay(state);
    const category = clamp(state.category + step, world.categories.length);
    const entry = world.categories[category];
    if (category === state.category || entry === undefined) return stay(state);
    // Moving through the categories shows each one at once, as a click would.
    return stay({ ...state, category, product: 0 }, [{ to: "dismiss" }, { to: "shop", event: { type: "shop.selectCategory", category: entry.selector } }]);
  }
  const product = productUnderCursor(state, world);
  if (key.return === true) return product === undefined ? stay(state) : stay({ ...state, view: "detail", productKey: catalogueKeyOf(product) }, [{ to: "dismiss" }]);
  if (key.input === "a") return openQuantity(state, world, product, "browse");
  const { page, pageCount, items } = world.page;
  const goTo = (next: number, cursor: number): KeyResult =>
    stay({ ...state, product: cursor }, [{ to: "shop", event: { type: "shop.goToPage", page: next } }]);
  if (key.pageDown === true || key.input === "n") return page < pageCount ? goTo(page + 1, 0) : stay(state);
  if (key.pageUp === true || key.input === "p") return page > 1 ? goTo(page - 1, 0) : stay(state);
  if (step === 1 && state.product >= items.length - 1) return page < pageCount ? goTo(page + 1, 0) : stay(state);
  if (step === -1 && state.product <= 0) return page > 1 ? goTo(page - 1, world.page.pageSize - 1) : stay(state);
  return step === 0 ? stay(state) : stay({ ...state, product: clamp(state.product + step, items.length) });
}

function filtersKey(state: ScreenState, key: KeyPress, world: ScreenWorld): KeyResult {
  if (key.escape === true || key.return === true || key.input === "f" || key.input === "q")
    return stay({ ...state, view: "browse", focus: "products", product: 0 });
  const filter = world.filters[clamp(state.filter, world.filters.length)];
  if (key.input === " " && filter !== undefined) return stay(state, [{ to: "shop", event: { type: "shop.toggleFilter", title: filter.title } }]);
  if (key.input === "x") return stay(state, [{ to: "shop", event: { type: "shop.clearFilters" } }]);
  return stay({ ...state, filter: clamp(state.filter + moved(key), world.filters.length) });
}

function sortKey(state: ScreenState, key: KeyPress): KeyResult {
  if (key.escape === true || key.input === "s" || key.input === "q") return stay({ ...state, view: "browse" });
  if (key.return === true) {
    const option = SORT_OPTIONS[clamp(state.sort, SORT_OPTIONS.length)];
    return stay({ ...state, view: "browse", focus: "products", product: 0 }, option === undefined ? [] : [{ to: "shop", event: { type: "shop.sort", sortBy: option.sortBy } }]);
  }
  return stay({ ...state, sort: clamp(state.sort + moved(key), SORT_OPTIONS.length) });
}

function detailKey(state: ScreenState, key: KeyPress, world: ScreenWorld): KeyResult {
  if (key.escape === true || key.input === "q") return stay({ ...state, view: "browse" }, [{ to: "dismiss" }]);
  if (key.input === "a") return openQuantity(state, world, state.productKey === null ? undefined : world.productByKey(state.productKey), "detail");
  if (key.input === "c") return stay({ ...state, view: "cart", back: "detail", line: clamp(state.line, world.lines.length) }, [{ to: "dismiss" }]);
  return stay(state);
}

function quantityKey(state: ScreenState, key: KeyPress, world: ScreenWorld): KeyResult {
  const product = state.productKey === null ? undefined : world.productByKey(state.productKey);
  const max = product === undefined ? null : world.maxQuantity(product);
  if (key.escape === true || product === undefined || max === null) return stay({ ...state, view: state.back });
  if (key.return === true) {
    return stay({ ...state, view: state.back }, [{ to: "cart", event: { type: "cart.add", product, quantity: state.quantity } }]);
  }
  const limit = (quantity: number): number => Math.min(max, Math.max(1, quantity));
  const step = (quantity: number) => stay({ ...state, quantity: limit(quantity), quantityFresh: false });
  if (key.input === "+" || key.upArrow === true || key.rightArrow === true) return step(state.quantity + 1);
  if (key.input === "-" || key.downArrow === true || key.leftArrow === true) return step(state.quantity - 1);
  if (key.backspace === true || key.delete === true) {
    const left = Math.floor(state.quantity / 10);
    // Erasing the last digit leaves the starting 1, which the next digit replaces.
    return left === 0 ? stay({ ...state, quantity: 1, quantityFresh: true }) : step(left);
  }
  // Typing digits builds the number; the first one replaces the starting 1.
  if (/^[0-9]$/.test(key.input)) return step(Number(`${state.quantityFresh ? "" : state.quantity}${key.input}`));
  return stay(state);
}

function cartKey(state: ScreenState, key: KeyPress, world: ScreenWorld): KeyResult {
  if (key.escape === true || key.input === "q" || key.input === "c") return stay({ ...state, view: state.back }, [{ to: "dismiss" }]);
  if (key.input === "r" && world.lines.length > 0) return stay(state, [{ to: "price" }]);
  if (key.input === "k") return stay({ ...state, view: "coupon", couponDraft: "" }, [{ to: "dismiss" }]);
  if (key.input === "x" && world.appliedCoupon !== null) return stay(state, [{ to: "coupon", event: { type: "cart.removeCoupon" } }]);
  const line = world.lines[clamp(state.line, world.lines.length)];
  if (line !== undefined) {
    if (key.input === "+") return stay(state, [{ to: "cart", event: { type: "cart.setQuantity", lineId: line.id, quantity: line.quantity + 1 } }]);
    if (key.input === "-") {
      const event: CartLineEvent =
        line.quantity > 1 ? { type: "cart.setQuantity", lineId: line.id, quantity: line.quantity - 1 } : { type: "cart.remove", lineId: line.id };
      return stay(state, [{ to: "cart", event }]);
    }
    if (key.input === "d" || key.delete === true || key.backspace === true) {
      return stay({ ...state, line: clamp(state.line, world.lines.length - 1) }, [{ to: "cart", event: { type: "cart.remove", lineId: line.id } }]);
    }
  }
  return stay({ ...state, line: clamp(state.line + moved(key), world.lines.length) });
}

/** A character a code may hold: one printable character (no control keys, no escape sequences). */
const isTyped = (key: KeyPress): boolean => key.ctrl !== true && key.input.length === 1 && key.input >= " " && key.input !== "\u007f";

/** Longest code the prompt takes; real codes are far shorter. */
const MAX_COUPON_LENGTH = 64;

function couponKey(state: ScreenState, key: KeyPress, world: ScreenWorld): KeyResult {
  if (key.escape === true) return stay({ ...state, view: "cart", couponDraft: "" });
  // The prompt owns the letters, q included. WHY here and not a text-input component: a pasted
  // code arrives with its Enter in one chunk, which only `keyPressesOf` splits.
  if (key.backspace === true || key.delete === true) return stay({ ...state, couponDraft: state.couponDraft.slice(0, -1) });
  if (isTyped(key)) return stay(state.couponDraft.length >= MAX_COUPON_LENGTH ? state : { ...state, couponDraft: state.couponDraft + key.input });
  if (key.return !== true) return stay(state);
  // Codes are case sensitive: sent as typed, only the blanks around it dropped. Whether it is a
  // coupon at all is the machine's (and the server's) call. While the cart is busy (checking a
  // code, pricing) it would ignore the code, so the prompt waits with it.
  const code = state.couponDraft.trim();
  if (code === "" || !world.couponReady) return stay(state);
  return stay({ ...state, view: "cart", couponDraft: "" }, [{ to: "coupon", event: { type: "cart.applyCoupon", code } }]);
}
