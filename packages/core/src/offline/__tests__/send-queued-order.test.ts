import { describe, expect, it } from "vitest";
import { canConfirmChangedOrder, explainChangedOrder } from "../explain.ts";
import { canEditQueuedOrderIn, decodeQueuedOrder, decodeQueuedOrders, isPending, type QueuedOrder } from "../queued-order.ts";
import { confirmChangedOrder, QueuedOrderNoAnswer, sendQueuedOrder } from "../send-queued-order.ts";
import { aQueuedOrder, cartLine, FakeOrderServer, refusal, SHIPPING_CHARGE } from "./fake-order-server.ts";

const now = () => 9_000;

/** Two teats and a pump at the prices the representative saw: 2 × 4.50 + 150.00 + shipping. */
const twoLines = () => [cartLine("TEAT", 450, 2, "Teat"), cartLine("PUMP", 15_000, 1, "Breast pump")];

describe("send-queued-order", () => {
  it("prices an unchanged order, then places it: one server call per step", async () => {
    const server = new FakeOrderServer();
    const order = aQueuedOrder(twoLines());
    expect(order.confirmedTotal).toBe(900 + 15_000 + SHIPPING_CHARGE);

    const priced = await sendQueuedOrder(order, server.api, now);
    expect(priced.state).toEqual({ kind: "priced", orderNr: "D1" });
    expect(priced.cart.order_nr).toBe("D1");
    expect(server.calls).toEqual(["price -"]);

    const placed = await sendQueuedOrder(priced, server.api, now);
    expect(placed.state).toEqual({ kind: "placed", orderNr: "D1", total: order.confirmedTotal, placedAt: 9_000 });
    expect(server.calls).toEqual(["price -", "submit D1"]);
    expect(isPending(placed)).toBe(false);
    // A placed order is left alone.
    expect(await sendQueuedOrder(placed, server.api, now)).toBe(placed);
    expect(server.placements.get(order.key)).toBe(1);
  });

  it("waits for the representative when the server's price changed, and explains the line and total", async () => {
    const server = new FakeOrderServer();
    server.prices.set("PUMP", 16_000);
    const order = aQueuedOrder(twoLines());

    const changed = await sendQueuedOrder(order, server.api, now);
    expect(changed.state.kind).toBe("changed");
    expect(isPending(changed)).toBe(false);
    const explained = explainChangedOrder(changed)!;
    expect(explained.same).toBe(false);
    expect(explained.lines.map((line) => [line.part_no, line.name, line.price, line.quantity, line.gone])).toEqual([
      ["PUMP", "Breast pump", { saw: 15_000, live: 16_000 }, null, false],
    ]);
    expect(explained.total).toEqual({ saw: order.confirmedTotal, live: order.confirmedTotal + 1_000 });
    // Nothing is sent while it waits.
    expect(await sendQueuedOrder(changed, server.api, now)).toBe(changed);
    expect(server.calls).toEqual(["price -"]);
  });

  it("explains a line the server no longer sells as gone", async () => {
    const server = new FakeOrderServer();
    server.prices.delete("TEAT");
    const changed = await sendQueuedOrder(aQueuedOrder(twoLines()), server.api, now);
    expect(explainChangedOrder(changed)!.lines.map((line) => [line.part_no, line.gone])).toEqual([["TEAT", true]]);
    // Placing it at the new figures would drop a line the representative confirmed: edit it instead.
    expect(canConfirmChangedOrder(changed)).toBe(false);
  });

  it("offers the new figures of a changed order whose lines can all still be ordered, and nothing to confirm otherwise", async () => {
    const server = new FakeOrderServer();
    server.prices.set("PUMP", 16_000);
    const order = aQueuedOrder(twoLines());
    expect(canConfirmChangedOrder(await sendQueuedOrder(order, server.api, now))).toBe(true);
    expect(canConfirmChangedOrder(order)).toBe(false);
  });

  it("places a changed order at the new total once the representative confirms it, on the same draft and key", async () => {
    const server = new FakeOrderServer();
    server.prices.set("PUMP", 16_000);
    const order = aQueuedOrder(twoLines());
    const changed = await sendQueuedOrder(order, server.api, now);

    const confirmed = confirmChangedOrder(changed);
    expect(confirmed.state).toEqual({ kind: "priced", orderNr: "D1" });
    expect(confirmed.confirmedTotal).toBe(order.confirmedTotal + 1_000);
    expect(confirmed.key).toBe(order.key);

    const placed = await sendQueuedOrder(confirmed, server.api, now);
    expect(placed.state).toMatchObject({ kind: "placed", orderNr: "D1", total: order.confirmedTotal + 1_000 });
    expect(confirmChangedOrder(placed)).toBe(placed);
  });

  it("leaves the order as it was when the server does not answer", async () => {
    const server = new FakeOrderServer();
    const order = aQueuedOrder(twoLines());
    server.online = false;
    await expect(sendQueuedOrder(order, server.api, now)).rejects.toBeInstanceOf(QueuedOrderNoAnswer);

    server.online = true;
    const priced = await sendQueuedOrder(order, server.api, now);
    server.online = false;
    await expect(sendQueuedOrder(priced, server.api, now)).rejects.toMatchObject({ _tag: "QueuedOrderNoAnswer", key: order.key, status: null });
    expect(priced.state.kind).toBe("priced");
  });

  it("treats a server error or an expired session as no answer, never as a refusal", async () => {
    for (const status of [500, 503, 401, 429]) {
      const order = aQueuedOrder(twoLines());
      const api = { priceOrder: () => Promise.reject(refusal(status, "api.failed", "Try again.")), submitOrder: () => Promise.reject(new Error("unused")) };
      await expect(sendQueuedOrder(order, api, now)).rejects.toBeInstanceOf(QueuedOrderNoAnswer);
    }
    // A failure nobody can read (fetch threw) neither gives the order up.
    const api = { priceOrder: () => Promise.reject(new TypeError("Failed to fetch")), submitOrder: () => Promise.reject(new Error("unused")) };
    await expect(sendQueuedOrder(aQueuedOrder(twoLines()), api, now)).rejects.toBeInstanceOf(QueuedOrderNoAnswer);
  });

  it("places the order once when the answer to the submit was lost: the retry gets the stored answer", async () => {
    const server = new FakeOrderServer();
    const priced = await sendQueuedOrder(aQueuedOrder(twoLines()), server.api, now);
    server.loseNextSubmitAnswer = true;
    await expect(sendQueuedOrder(priced, server.api, now)).rejects.toBeInstanceOf(QueuedOrderNoAnswer);

    const placed = await sendQueuedOrder(priced, server.api, now);
    expect(placed.state).toMatchObject({ kind: "placed", orderNr: "D1" });
    expect(server.placements.get(priced.key)).toBe(1);
  });

  it("prices the same draft again when the total changed between pricing and submit, which shows the change", async () => {
    const server = new FakeOrderServer();
    const priced = await sendQueuedOrder(aQueuedOrder(twoLines()), server.api, now);
    server.prices.set("TEAT", 500);

    const again = await sendQueuedOrder(priced, server.api, now);
    expect(again.state).toEqual({ kind: "queued" });
    expect(again.cart.order_nr).toBe("D1");
    expect(isPending(again)).toBe(true);

    const changed = await sendQueuedOrder(again, server.api, now);
    expect(changed.state).toMatchObject({ kind: "changed", orderNr: "D1", total: priced.confirmedTotal + 100 });
    expect(explainChangedOrder(changed)!.lines.map((line) => [line.part_no, line.price])).toEqual([["TEAT", { saw: 450, live: 500 }]]);
    expect(server.calls).toEqual(["price -", "submit D1", "price D1"]);
  });

  it("gives an order up with the server's code and words when the server refuses it", async () => {
    const server = new FakeOrderServer();
    const priced = await sendQueuedOrder(aQueuedOrder(twoLines()), server.api, now);
    server.refuseNextSubmit = refusal(409, "orders.already_placed", "Order D1 was already placed.");
    const refused = await sendQueuedOrder(priced, server.api, now);
    expect(refused.state).toEqual({ kind: "refused", code: "orders.already_placed", text: "Order D1 was already placed." });
    expect(isPending(refused)).toBe(false);

    const api = {
      priceOrder: () => Promise.reject(refusal(422, "limits.max_order_price_reached", "The order is over your maximum of €100.00.")),
      submitOrder: () => Promise.reject(new Error("unused")),
    };
    expect((await sendQueuedOrder(aQueuedOrder(twoLines()), api, now)).state).toEqual({
      kind: "refused",
      code: "limits.max_order_price_reached",
      text: "The order is over your maximum of €100.00.",
    });
  });
});

describe("queued-order", () => {
  it("reads stored entries back and drops the malformed ones instead of failing", () => {
    const order = aQueuedOrder(twoLines());
    const stored: unknown = JSON.parse(JSON.stringify(order));
    expect(decodeQueuedOrder(stored)).toEqual(order);
    const broken: QueuedOrder = { ...order, key: "other", state: { kind: "placed", orderNr: "D9", total: 10, placedAt: 1 } };
    expect(
      decodeQueuedOrders([
        stored,
        null,
        "text",
        { ...order, state: { kind: "lost" } },
        { ...order, confirmedTotal: -5 },
        { ...order, cart: { products: "none" } },
        JSON.parse(JSON.stringify(broken)),
      ]).map((entry) => entry.key),
    ).toEqual([order.key, "other"]);
    expect(decodeQueuedOrders(undefined)).toEqual([]);
  });

  it("goes back only into the cart of the company it was queued for", () => {
    const order = { ...aQueuedOrder(twoLines()), custNo: "100234" };
    expect(canEditQueuedOrderIn(order, { isSalesRep: true, company: { cust_no: "100234" } })).toBe(true);
    expect(canEditQueuedOrderIn(order, { isSalesRep: true, company: { cust_no: "100999" } })).toBe(false);
    expect(canEditQueuedOrderIn(order, { isSalesRep: true, company: null })).toBe(false);
    expect(canEditQueuedOrderIn(order, { isSalesRep: false, company: { cust_no: "100234" } })).toBe(false);
    expect(canEditQueuedOrderIn({ ...order, custNo: "" }, { isSalesRep: false, company: { cust_no: "100234" } })).toBe(true);
  });
});
