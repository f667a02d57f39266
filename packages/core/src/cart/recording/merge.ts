import type { ShopProduct } from "../../entities/product.ts";
import type { CartRecording, RecordedCartStep } from "./schema.ts";

/*
 * The live cart's merge rule (issue 11, item 6). A client PUTs its recording naming the version
 * it was made on; when someone else saved meanwhile (412) the client reads the cart again and
 * replays its own steps on top of that fresh recording: the fresh recording's steps first, then
 * every step this client added since the version it read. Neither side's steps are lost; the
 * cart machine applies the client's adds and quantity changes to the other side's cart.
 */

/**
 * Steps that restart a cart (a machine starting, or restoring its own stored cart): replayed on
 * the fresh recording they would throw the other side's changes away, so they are not carried.
 */
const RESTARTS: ReadonlySet<string> = new Set(["cart.started", "cart.loaded"]);

/** The client's own steps of `mine`: those from `ownFrom` on (the steps of the version it read come first). */
export const ownSteps = (mine: CartRecording, ownFrom: number): readonly RecordedCartStep[] =>
  mine.events.slice(Math.max(0, Math.min(ownFrom, mine.events.length)));

/**
 * The recording to PUT again after a 412: `fresh` (the server's cart now; null when it has none)
 * with the client's own steps of `mine` (from `ownFrom`) appended. Products the own adds refer
 * to are added to the snapshot (once) and the adds renumbered; the limits are the client's,
 * which are the newest it knows. With no fresh cart, the client's recording is sent as it is.
 */
export const mergeLiveCartChanges = (fresh: CartRecording | null, mine: CartRecording, ownFrom: number): CartRecording => {
  if (fresh === null) return mine;
  const products: ShopProduct[] = [...fresh.snapshot.products];
  // Products are plain decoded JSON: the same product seen the same way encodes the same.
  const keys = products.map((product) => JSON.stringify(product));
  const indexOf = (product: ShopProduct): number => {
    const key = JSON.stringify(product);
    const found = keys.indexOf(key);
    if (found >= 0) return found;
    products.push(product);
    keys.push(key);
    return products.length - 1;
  };
  const carried = ownSteps(mine, ownFrom)
    .filter((step) => !RESTARTS.has(step.event.type))
    .map((step): RecordedCartStep => {
      if (step.event.type !== "cart.add") return step;
      const product = mine.snapshot.products[step.event.product];
      return product === undefined ? step : { ...step, event: { ...step.event, product: indexOf(product) } };
    });
  return {
    ...fresh,
    snapshot: {
      taken_at: Math.max(fresh.snapshot.taken_at, mine.snapshot.taken_at),
      products,
      limits: mine.snapshot.limits,
    },
    events: [...fresh.events, ...carried],
  };
};

/**
 * How many first steps `mine` shares with `basedOn` (the server's recording of the version the
 * client last read or wrote): where the client's own steps begin, for `mergeLiveCartChanges`.
 */
export const sharedSteps = (basedOn: CartRecording | null, mine: CartRecording): number => {
  if (basedOn === null) return 0;
  const limit = Math.min(basedOn.events.length, mine.events.length);
  let index = 0;
  while (index < limit && JSON.stringify(basedOn.events[index]) === JSON.stringify(mine.events[index])) index++;
  return index;
};
