import {
  cartLimitContextFor,
  cartMachine,
  translator,
  type CartState,
  type Category,
  type Coupon,
  type MessageLocale,
  type OrderRefresh,
  type ShopProduct,
} from "@proshop/core";
import { generateCatalogue } from "@proshop/fixtures/generate-catalogue";
import { render } from "ink-testing-library";
import { vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { ShopCatalogue, ShopScreenDeps } from "../deps.ts";
import { ShopScreen } from "../ShopScreen.tsx";

/** The fixture catalogue: 30 generated products in English, every stock state among them. */
export const catalogue = generateCatalogue({ size: 30, seed: 7, language: "en", referenceDay: "2026-11-01" });
export const products = catalogue.products as unknown as readonly ShopProduct[];
export const categories = catalogue.categories as unknown as readonly Category[];

/** The screen's day: noon on the generator's reference day, so "available from" dates lie ahead. */
export const NOW = new Date(2026, 10, 1, 12).getTime();

/** The one coupon the fake server knows: 10 % off, under exactly this code (the real server is case sensitive too). */
export const WELCOME10: Coupon = { code: "WELCOME10", kind: "percent", value: 10, active: true };

export const KEYS = {
  up: "\u001B[A",
  down: "\u001B[B",
  right: "\u001B[C",
  left: "\u001B[D",
  enter: "\r",
  escape: "\u001B",
  space: " ",
} as const;

export interface ScreenOptions {
  /** The user's max order amount in cents (null: none). */
  readonly maxOrderAmount?: number | null;
  readonly loadShop?: () => Promise<ShopCatalogue>;
  readonly save?: () => Promise<void>;
  readonly colors?: boolean;
  readonly locale?: MessageLocale;
  /** The market's currency (ISO 4217); none given: the screen writes EUR. */
  readonly currency?: string;
  /** The server's pricing of the cart (`cart.refresh`); by default the server cannot be reached. */
  readonly priceOrder?: (cart: CartState) => Promise<OrderRefresh>;
  /** The server's coupon check (`GET /admin/coupon/{code}`); by default it knows only `WELCOME10`. */
  readonly checkCoupon?: (code: string) => Promise<Coupon | null>;
}

/**
 * Renders the screen on core's real shop and cart machines. Only the network boundary is fake:
 * `loadShop` answers the fixture catalogue, the cart starts empty, `save` records each call and
 * the coupon check records each code it is asked about.
 */
export const renderShop = (options: ScreenOptions = {}) => {
  const couponChecks: string[] = [];
  const cart = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise<CartState | null, { key: string }>(async () => null),
        priceOrder: fromPromise<OrderRefresh, { cart: CartState }>(async ({ input }) => {
          if (options.priceOrder === undefined) throw new Error("no server in this test");
          return options.priceOrder(input.cart);
        }),
        checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(async ({ input }) => {
          couponChecks.push(input.code);
          if (options.checkCoupon !== undefined) return options.checkCoupon(input.code);
          return input.code === WELCOME10.code ? WELCOME10 : null;
        }),
      },
    }),
    { input: { now: () => NOW } },
  ).start();
  const saves: number[] = [];
  const quits: Array<Promise<void>> = [];
  const deps: ShopScreenDeps = {
    locale: options.locale ?? "en",
    translate: translator(options.locale ?? "en"),
    ...(options.currency === undefined ? {} : { currency: options.currency }),
    loadShop: options.loadShop ?? (async () => ({ config: null, categories, products })),
    cart: {
      actor: cart,
      limitsFor: (loaded) =>
        cartLimitContextFor({
          account: { maxOrderAmount: options.maxOrderAmount ?? null, company: null },
          products: loaded,
          today: new Date(NOW),
        }),
      save:
        options.save ??
        (async () => {
          saves.push(cart.getSnapshot().context.cart.quantity);
        }),
    },
    actingCompany: { cust_no: "100234", name: "Maternité" },
  };
  const app = render(<ShopScreen deps={deps} onQuit={(lastSave) => quits.push(lastSave)} colors={options.colors ?? false} />);
  const frame = (): string => app.lastFrame() ?? "";

  /** Types keys one at a time, letting Ink read each (Esc alone needs a moment to be told from a sequence). */
  const press = async (...keys: string[]): Promise<void> => {
    for (const key of keys) {
      app.stdin.write(key);
      await new Promise((resolve) => setTimeout(resolve, key === KEYS.escape ? 60 : 15));
    }
  };
  const waitFor = (text: string): Promise<void> =>
    vi.waitFor(
      () => {
        if (!frame().includes(text)) throw new Error(`screen lacks ${JSON.stringify(text)}:\n${frame()}`);
      },
      { timeout: 3000, interval: 10 },
    );
  return { app, cart, saves, quits, couponChecks, frame, press, waitFor, deps };
};
