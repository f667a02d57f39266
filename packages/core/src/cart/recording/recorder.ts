import type { CartState } from "../../entities/cart.ts";
import type { ShopProduct } from "../../entities/product.ts";
import type { CartLimitContext } from "../limits.ts";
import { cartLineId } from "../lines.ts";
import type { CartMachineContext, CartRecordedEvent } from "../machine.ts";
import { CART_RECORDING_VERSION, type CartRecording, type RecordedCartEvent, type RecordedCartStep } from "./schema.ts";

/** What the recorder needs of a cart actor (an `Actor` or `ActorRef` of `cartMachine` fits). */
export interface RecordableCartActor {
  on(type: "cart.recorded", handler: (event: CartRecordedEvent) => void): { unsubscribe(): void };
  getSnapshot(): { readonly context: CartMachineContext; readonly value: unknown };
}

export interface CartRecorderOptions {
  readonly shop: CartRecording["shop"];
  readonly user: CartRecording["user"];
  readonly company: CartRecording["company"];
  /** Who makes the changes from now on (e-mail); defaults to the user. See `setBy`. */
  readonly by?: string;
  /**
   * IANA zone whose days the attached machines judge on; defaults to the runtime's own zone,
   * which is what a machine without `dayOf` uses. A machine given `dayOf` must be recorded with
   * the same zone (`dayOf: isoDayInTimeZone(zone)`).
   */
  readonly timeZone?: string;
  /** The wall clock for `snapshot.taken_at`; defaults to `Date.now`. */
  readonly now?: () => number;
  /**
   * A recording to continue (the web keeps one across page loads): its products and events are
   * kept and new steps follow them. Its shop, user and company are replaced by these options;
   * its time zone stays, and a machine of another zone says its own in `cart.started`.
   */
  readonly from?: CartRecording;
}

export interface CartRecorder {
  /**
   * Records every change of this actor from now on. Writes `cart.started` with the actor's
   * limits first (and `cart.loaded` with its cart when it is already past loading, so a late
   * attach still replays from the cart it had). Attach right after `createActor`, before the
   * stored cart loads, to record a machine's whole life. Returns the detach function.
   */
  attach(actor: RecordableCartActor): () => void;
  /** Who makes the next changes (a representative acting on behalf, then the customer again). */
  setBy(email: string): void;
  /** The recording so far: new arrays each time (steps and products are never changed in place). */
  recording(): CartRecording;
  /** Steps recorded so far. */
  readonly size: number;
  /** Called after each recorded step (an adapter's debounced sync listens here). Returns unsubscribe. */
  subscribe(listener: (step: RecordedCartStep) => void): () => void;
}

/** Stored step: limit contexts keep the full catalogue until `recording()` trims them. */
type Step = { readonly at: number; readonly by: string; readonly event: RecordedCartEvent };

const defaultTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
};

/** The context with `products` cut to the part numbers the recording uses (the rules read no others). */
const trimmedContext = (context: CartLimitContext, parts: ReadonlySet<string>): CartLimitContext => {
  if (context.products === undefined) return context;
  const products: Record<string, NonNullable<CartLimitContext["products"]>[string]> = {};
  for (const part of parts) {
    const limits = context.products[part];
    if (limits !== undefined) products[part] = limits;
  }
  return { ...context, products };
};

/**
 * Records a cart machine's changes into a `CartRecording` (issue 5): subscribe once with
 * `attach(actor)`, read `recording()` whenever the cart must be shown, downloaded or synced.
 * Products go into the snapshot once per version (an add refers to its index), so a recording
 * grows by a few dozen bytes per change.
 */
export const createCartRecorder = (options: CartRecorderOptions): CartRecorder => {
  const now = options.now ?? Date.now;
  // WHY asked for when first needed, not here: the browser's first formatter loads its time zone
  // data, 15-20 ms in the task that starts a cold visit's cart (issue 38).
  let ownZone = options.timeZone;
  const own = (): string => (ownZone ??= defaultTimeZone());
  const fromZone = options.from?.time_zone;
  const timeZone = (): string => fromZone ?? own();
  let by = options.by ?? options.user.email;

  const products: ShopProduct[] = [];
  const steps: Step[] = [];
  const listeners = new Set<(step: RecordedCartStep) => void>();
  /** Part numbers the recording refers to: the only ones a limit context needs to keep. */
  const parts = new Set<string>();
  /** Latest version of each product by cart line id: its index and its JSON, to tell a changed product. */
  const latest = new Map<string, { index: number; json: string }>();
  const indexOfObject = new WeakMap<ShopProduct, number>();
  let limits: CartLimitContext = {};

  const indexOf = (product: ShopProduct): number => {
    const known = indexOfObject.get(product);
    if (known !== undefined) return known;
    const id = cartLineId(product);
    const json = JSON.stringify(product);
    const previous = latest.get(id);
    const index = previous !== undefined && previous.json === json ? previous.index : products.push(product) - 1;
    latest.set(id, { index, json });
    indexOfObject.set(product, index);
    parts.add(product.part_no);
    return index;
  };

  const noteCart = (cart: CartState | null): void => {
    for (const line of cart?.products ?? []) parts.add(line.part_no);
  };

  const push = (at: number, event: RecordedCartEvent): void => {
    const step: Step = { at, by, event };
    steps.push(step);
    for (const listener of listeners) listener(step);
  };

  if (options.from !== undefined) {
    for (const product of options.from.snapshot.products) {
      const index = products.push(product) - 1;
      latest.set(cartLineId(product), { index, json: JSON.stringify(product) });
      parts.add(product.part_no);
    }
    for (const step of options.from.events) {
      if (step.event.type === "cart.loaded") noteCart(step.event.cart);
      steps.push(step);
    }
    limits = options.from.snapshot.limits;
  }

  const onRecorded = (recorded: CartRecordedEvent): void => {
    const change = recorded.change;
    switch (change.type) {
      case "cart.add":
        push(recorded.at, { type: "cart.add", part_no: change.product.part_no, product: indexOf(change.product), quantity: change.quantity });
        return;
      case "cart.setContext":
        limits = change.context;
        push(recorded.at, change);
        return;
      case "cart.loaded":
        noteCart(change.cart);
        push(recorded.at, change);
        return;
      default:
        push(recorded.at, change);
    }
  };

  return {
    attach(actor) {
      const snapshot = actor.getSnapshot();
      const at = snapshot.context.now();
      limits = snapshot.context.limits;
      push(at, { type: "cart.started", limits, ...(fromZone === undefined || fromZone === own() ? {} : { time_zone: own() }) });
      if (snapshot.value !== "loading") {
        noteCart(snapshot.context.cart);
        push(at, { type: "cart.loaded", cart: snapshot.context.cart });
      }
      const subscription = actor.on("cart.recorded", onRecorded);
      return () => subscription.unsubscribe();
    },
    setBy(email) {
      by = email;
    },
    recording() {
      const trimmed = new Map<CartLimitContext, CartLimitContext>();
      const trim = (context: CartLimitContext): CartLimitContext => {
        let result = trimmed.get(context);
        if (result === undefined) {
          result = trimmedContext(context, parts);
          trimmed.set(context, result);
        }
        return result;
      };
      return {
        version: CART_RECORDING_VERSION,
        shop: { ...options.shop },
        user: { ...options.user },
        company: { ...options.company },
        time_zone: timeZone(),
        snapshot: { taken_at: now(), products: [...products], limits: trim(limits) },
        events: steps.map((step): RecordedCartStep => {
          const event = step.event;
          if (event.type === "cart.setContext") return { ...step, event: { ...event, context: trim(event.context) } };
          if (event.type === "cart.started") return { ...step, event: { ...event, limits: trim(event.limits) } };
          return step;
        }),
      };
    },
    get size() {
      return steps.length;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
