/**
 * Cart benchmark: one cart event through the XState actor (target: median <= 10 µs), adding
 * 500 lines (through the rules and through the machine) and full passes over a 500-line cart
 * (recalculate, limit report). A benchmark reports; it never fails on a missed target.
 */
import { assign, createActor, setup, waitFor } from "xstate";
import { generateCatalogue } from "@proshop/fixtures/generate-catalogue";
import { initialCartState, type CartState } from "../src/entities/cart.ts";
import type { ShopProduct } from "../src/entities/product.ts";
import { addToCart } from "../src/cart/changes.ts";
import { cartViolations, explainCartLimits } from "../src/cart/limits.ts";
import { cartLineId } from "../src/cart/lines.ts";
import { cartMachine } from "../src/cart/machine.ts";
import { recalculateCart } from "../src/cart/totals.ts";
import { measure, medianOf, rowOf, timeOnce, type BenchRow } from "./stats.ts";

/** Paid, in-stock, non-bundle products with distinct cart lines and no limits, so every add is accepted. */
const orderableProducts = (count: number): ShopProduct[] => {
  const catalogue: readonly ShopProduct[] = generateCatalogue({ size: count * 3, seed: 7, language: "fr" }).products;
  const seen = new Set<string>();
  const picked: ShopProduct[] = [];
  for (const product of catalogue) {
    const id = cartLineId(product);
    if (product.price_in_cents <= 0 || product.promo === true || product.bundle_info != null || seen.has(id)) continue;
    seen.add(id);
    picked.push({
      ...product,
      ...{ max_order_amount: null, max_per_order: null, max_per_year: null },
      ...{ stock: 9_999, online: true, download_only: false, available_from: null, incomplete: false },
    });
    if (picked.length === count) break;
  }
  if (picked.length < count) throw new Error(`bench/cart: only ${picked.length} orderable products generated`);
  return picked;
};

const fill = (products: readonly ShopProduct[]): CartState =>
  products.reduce((cart, product, i) => addToCart(cart, product, 1 + (i % 3)).cart, initialCartState);

const startedActor = async (products: readonly ShopProduct[]) => {
  const actor = createActor(cartMachine, { input: {} }).start();
  await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
  for (const product of products) actor.send({ type: "cart.add", product, quantity: 1 });
  return actor;
};

/**
 * The floor of a cart event (issue 18): the least an XState actor does per event on this
 * machine, in the same run: a one-state machine whose one transition does one `assign`.
 * The cart machine's per-event cost is judged as a ratio to it (goal: at most 3x on a
 * 500-line cart), since the machine's absolute speed varies 2x from run to run.
 */
const floorMachine = setup({ types: { context: {} as { n: number }, events: {} as { type: "bump" } } }).createMachine({
  context: { n: 0 },
  on: { bump: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
});

export const FLOOR_EVENT_ROW = "floor: minimal XState machine, one assign per event";

/**
 * The per-event figures, interleaved with the floor: `rounds` rounds of `block` events each,
 * every figure's block right after the floor's, so a change of the machine's speed during the
 * run (it moves 1.5x between runs here) falls on both. A figure's ratio is the median over the
 * rounds of its block's median over the floor's block median in that round.
 */
const measureEvents = (
  figures: ReadonlyArray<{ readonly name: string; readonly send: () => void }>,
  floorSend: () => void,
  options: { readonly rounds: number; readonly block: number; readonly warmup: number },
): BenchRow[] => {
  const all = [{ name: FLOOR_EVENT_ROW, send: floorSend }, ...figures];
  for (const figure of all) for (let i = 0; i < options.warmup; i++) figure.send();
  const times = all.map(() => [] as number[]);
  const ratios = figures.map(() => [] as number[]);
  for (let round = 0; round < options.rounds; round++) {
    const blockMedians = all.map((figure, f) => {
      const block = Array.from({ length: options.block }, () => timeOnce(figure.send));
      times[f]!.push(...block);
      return medianOf(block);
    });
    figures.forEach((_, f) => ratios[f]!.push(blockMedians[f + 1]! / blockMedians[0]!));
  }
  return all.map((figure, f) =>
    // Every cart event keeps the former absolute goal (10 µs) beside its ratio.
    rowOf(figure.name, times[f]!, f === 0 ? {} : { target_us: 10, floor_ratio: medianOf(ratios[f - 1]!) }),
  );
};

export async function benchCart(options: { smoke: boolean }): Promise<BenchRow[]> {
  const lineCount = options.smoke ? 50 : 500;
  const bulkRounds = options.smoke ? 5 : 100;
  const products = orderableProducts(lineCount);

  // One customer event on a typical cart (20 lines) and on a big one: the per-event path.
  const floor = createActor(floorMachine).start();
  const actors = [];
  const figures = [];
  for (const size of options.smoke ? [20] : [20, lineCount]) {
    const actor = await startedActor(products.slice(0, size));
    actors.push(actor);
    let set = 0;
    let add = 0;
    figures.push(
      {
        name: `cart event via actor (setQuantity, ${size} lines)`,
        send: () => {
          // 2, then 1, then 2... per pass over the lines (they start at 1): every event changes its
          // line. `1 + (set % 5)` repeated each line's quantity from the second pass on (500 and 20
          // are multiples of 5), so the figure measured unchanged carts.
          const line = products[set % size]!;
          const quantity = Math.floor(set++ / size) % 2 === 0 ? 2 : 1;
          actor.send({ type: "cart.setQuantity", lineId: cartLineId(line), quantity });
        },
      },
      {
        name: `cart event via actor (add to a line, ${size} lines)`,
        send: () => {
          // +1 then -1 on the same line, so quantities stay small and no line is removed.
          const product = products[(add >> 1) % size]!;
          actor.send({ type: "cart.add", product, quantity: add++ % 2 === 0 ? 1 : -1 });
        },
      },
    );
  }
  const rows = measureEvents(figures, () => floor.send({ type: "bump" }), options.smoke ? { rounds: 2, block: 100, warmup: 100 } : { rounds: 20, block: 1_000, warmup: 1_000 });
  floor.stop();
  for (const actor of actors) actor.stop();

  rows.push(
    measure(`cart rules: add ${lineCount} lines`, () => void fill(products), { rounds: bulkRounds }),
  );

  const actor = await startedActor([]);
  rows.push(
    measure(
      `cart machine: reset + add ${lineCount} lines`,
      () => {
        actor.send({ type: "cart.reset", maxOrderAmount: null });
        for (const product of products) actor.send({ type: "cart.add", product, quantity: 1 });
      },
      { rounds: bulkRounds },
    ),
  );
  actor.stop();

  const full = fill(products);
  if (full.products.length !== products.length) throw new Error(`bench/cart: only ${full.products.length} of ${products.length} lines were accepted`);
  rows.push(measure(`cart recalculate (${lineCount} lines)`, () => void recalculateCart(full), { rounds: bulkRounds * 10 }));
  rows.push(
    measure(
      `cart explain limits + violations (${lineCount} lines)`,
      () => {
        explainCartLimits(full);
        cartViolations(full);
      },
      { rounds: bulkRounds * 10 },
    ),
  );
  return rows;
}
