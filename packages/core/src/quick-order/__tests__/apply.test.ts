import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { cartMachine } from "../../cart/machine.ts";
import { createCartRecorder } from "../../cart/recording/recorder.ts";
import { replayCartRecording } from "../../cart/recording/replay.ts";
import { product } from "../../cart/__tests__/products.ts";
import type { ShopProduct } from "../../entities/product.ts";
import type { CartState } from "../../entities/cart.ts";
import { applyOrderPreview, type PreviewCartActor } from "../apply.ts";
import { parseOrderText } from "../csv.ts";
import { previewForCart } from "../preview.ts";

const NOW = Date.parse("2026-03-15T10:00:00Z");
const pump = product({ part_no: "88430001", price_in_cents: 24_900 });
const cream = product({ part_no: "88430035", price_in_cents: 1_290 });
const valves = product({ part_no: "88430012", price_in_cents: 590, max_order_amount: 20 });
const labels = product({ part_no: "88430023", price_in_cents: 0, promo: true, max_order_amount: 2 });
const CATALOGUE: ShopProduct[] = [pump, cream, valves, labels];

/** A running cart machine with a 500 € maximum, recorded as the web records it. */
const start = async (options: { load?: boolean } = {}) => {
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise<CartState | null, { key: string }>(() => (options.load === false ? new Promise<null>(() => undefined) : Promise.resolve(null))),
      },
    }),
    { input: { now: () => NOW, limits: { max_order_amount: 50_000 } } },
  );
  const recorder = createCartRecorder({ shop: { hostname: "fr.localhost", locale: "fr" }, user: { email: "nurse@example.fr" }, company: { cust_no: "100234" }, timeZone: "Europe/Paris", now: () => NOW });
  recorder.attach(actor);
  actor.start();
  if (options.load !== false) await new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, recorder };
};

const linesOf = (actor: PreviewCartActor) => actor.getSnapshot().context.cart.products.map((line) => [line.part_no, line.quantity]);

describe("apply", () => {
  it("puts the confirmed lines into the cart as ordinary cart.add events, which the replay shows", async () => {
    const { actor, recorder } = await start();
    actor.send({ type: "cart.add", product: cream, quantity: 1 });
    const entries = parseOrderText("88430023;1\n88430012;30\nNOPE;2\n88430035;2").entries;
    const preview = previewForCart(actor.getSnapshot().context, CATALOGUE, entries);

    const result = applyOrderPreview(actor, preview, CATALOGUE);
    expect(result.applied).toBe(true);
    expect(linesOf(actor)).toEqual([
      ["88430035", 3],
      ["88430012", 20],
      ["88430023", 1],
    ]);
    expect(actor.getSnapshot().context.cart.error).toBeNull();

    const recording = recorder.recording();
    const adds = recording.events.filter((step) => step.event.type === "cart.add").map((step) => step.event);
    expect(adds.map((event) => (event.type === "cart.add" ? [event.part_no, event.quantity] : null))).toEqual([
      ["88430035", 1],
      ["88430012", 20],
      ["88430035", 2],
      ["88430023", 1],
    ]);
    expect(replayCartRecording(recording).cart.products.map((line) => [line.part_no, line.quantity])).toEqual(linesOf(actor));
  });

  it("changes nothing and hands back the fresh preview when the cart changed since the preview", async () => {
    const { actor } = await start();
    const preview = previewForCart(actor.getSnapshot().context, CATALOGUE, parseOrderText("88430001;2").entries);
    expect(preview.lines[0]).toMatchObject({ outcome: "added", quantity: 2 });
    // Meanwhile (another tab, the representative) the cart got a pump: only one more fits under 500 €.
    actor.send({ type: "cart.add", product: pump, quantity: 1 });

    const result = applyOrderPreview(actor, preview, CATALOGUE);
    expect(result.applied).toBe(false);
    expect(result.preview.lines[0]).toMatchObject({ outcome: "added_in_part", quantity: 1 });
    expect(linesOf(actor)).toEqual([["88430001", 1]]);

    // Confirming the fresh preview applies it.
    expect(applyOrderPreview(actor, result.preview, CATALOGUE).applied).toBe(true);
    expect(linesOf(actor)).toEqual([["88430001", 2]]);
  });

  it("changes nothing while the cart has not loaded", async () => {
    const { actor } = await start({ load: false });
    const preview = previewForCart(actor.getSnapshot().context, CATALOGUE, parseOrderText("88430035;1").entries);
    const result = applyOrderPreview(actor, preview, CATALOGUE);
    expect(result).toMatchObject({ applied: false, notReady: true });
    expect(linesOf(actor)).toEqual([]);
  });

  it("takes back what went in when the machine refuses an add after all (nothing half-applied)", async () => {
    const { actor } = await start();
    actor.send({ type: "cart.add", product: cream, quantity: 1 });
    const preview = previewForCart(actor.getSnapshot().context, CATALOGUE, parseOrderText("88430035;2\n88430012;5\n88430001;1").entries);
    // A machine that judges with other limits than the ones the preview saw (as a clock crossing
    // midnight could): the third add is refused.
    let adds = 0;
    const strict: PreviewCartActor = {
      getSnapshot: () => actor.getSnapshot(),
      send: (event) => {
        if (event.type === "cart.add" && ++adds === 3) actor.send({ type: "cart.setContext", context: { max_order_amount: 1_000 } });
        actor.send(event);
      },
    };
    const result = applyOrderPreview(strict, preview, CATALOGUE);
    expect(result.applied).toBe(false);
    expect(linesOf(actor)).toEqual([["88430035", 1]]);
  });
});
