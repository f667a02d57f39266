import type {
  CartLimitContext,
  Category,
  MessageLocale,
  ShopConfig,
  ShopProduct,
  Translate,
  cartMachine,
} from "@proshop/core";
import type { ActorRefFrom } from "xstate";

/**
 * What `proshop shop` needs from the commands side: everything that touches the network or the
 * session is given here, so the screen only drives core's shop and cart machines and renders
 * their selectors. Tests fill it with a fixture catalogue and a cart actor whose network slots
 * are fakes.
 */
export interface ShopScreenDeps {
  /** Locale of the messages and of the amounts. */
  readonly locale: MessageLocale;
  /** ISO 4217 code of the market's prices (the live cart's, output/market-money.ts); EUR when absent. */
  readonly currency?: string;
  /** Core's translator for that locale (`translator(locale)`). */
  readonly translate: Translate;
  /**
   * The catalogue as core's shop machine takes it: the shop config (or null), the categories and
   * the products (`GET /admin/products`, `/admin/categories`, the hostname's config). A rejection
   * becomes the shop machine's "products could not be loaded" sentence.
   */
  readonly loadShop: () => Promise<ShopCatalogue>;
  readonly cart: ShopScreenCart;
  /** The company a representative or support agent acts for; shown in the header. */
  readonly actingCompany?: { readonly cust_no: string; readonly name: string } | null;
}

export interface ShopCatalogue {
  readonly config: ShopConfig | null;
  readonly categories: readonly Category[];
  readonly products: readonly ShopProduct[];
}

export interface ShopScreenCart {
  /**
   * A started actor of core's `cartMachine` (its `loadCart` slot gives the company's live cart,
   * `priceOrder` calls the server's order refresh, `checkCoupon` asks the server for a code).
   * The screen sends it `cart.add`, `cart.setQuantity`,
   * `cart.remove`, `cart.setContext`, `cart.dismissError`, on `r` in the cart `cart.refresh`, and
   * from the cart's coupon keys `cart.applyCoupon` and `cart.removeCoupon`; it neither starts nor
   * stops it (the caller owns it). Its `now` input is the screen's clock too (stock states,
   * availability dates).
   */
  readonly actor: ActorRefFrom<typeof cartMachine>;
  /**
   * The limit context for a freshly loaded catalogue: core's `cartLimitContextFor({ account,
   * products, organisation, today })` with the session's account. The screen sends it as
   * `cart.setContext` once the catalogue is in. Absent: the actor's context is used as it is.
   */
  readonly limitsFor?: (products: readonly ShopProduct[]) => CartLimitContext;
  /**
   * Syncs the cart (its recording) to the server: called after every accepted change (one call
   * at a time; changes made meanwhile are saved by the next call) and awaited once more on quit.
   * A rejection is shown as one sentence; the screen keeps working.
   */
  readonly save: () => Promise<void>;
}
