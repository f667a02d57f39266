import type { OrderRequest, OrderSubmitRequest } from "../../contract/order-bodies.ts";
import type { CartProduct, CartState } from "../../entities/cart.ts";
import { initialCartState } from "../../entities/cart-values.ts";
import type { OrderRefresh } from "../../entities/order.ts";
import { ApiCallFailed } from "../../services/api-client.ts";
import { queueOrder, type QueuedOrder } from "../queued-order.ts";
import type { QueuedOrderApi } from "../send-queued-order.ts";

/*
 * A server that behaves as the shop's does for the two calls a queued order makes: pricing
 * creates or updates a draft (a placed draft is never updated: a new one is made), submitting
 * places a draft once, the same key with the same request answers the stored answer again, the
 * same key with another request is refused, and a total other than the confirmed one is 409.
 */

export const SHIPPING_CHARGE = 695;

export const refusal = (status: number, code: string, message: string): ApiCallFailed =>
  new ApiCallFailed({ status, body: { error: { code, message } }, messageId: code });

/** What the API client rejects with when no answer came (offline, connection cut). */
export const noAnswer = (): ApiCallFailed => new ApiCallFailed({ status: null, body: null, messageId: "api.no_answer" });

interface Draft {
  readonly custNo: string;
  lines: OrderRequest["lines"];
  placedKey: string | null;
}

interface Placed {
  readonly hash: string;
  readonly answer: { readonly order_nr: string; readonly total: number };
}

export class FakeOrderServer {
  /** Unit prices in cents by part number; a part not listed cannot be ordered. */
  readonly prices = new Map<string, number>([
    ["TEAT", 450],
    ["PUMP", 15_000],
    ["WIPES", 300],
  ]);
  online = true;
  /** The next submit is placed but its answer never reaches the device. */
  loseNextSubmitAnswer = false;
  /** The next submit is refused with this failure before anything is placed. */
  refuseNextSubmit: ApiCallFailed | null = null;
  readonly drafts = new Map<string, Draft>();
  readonly byKey = new Map<string, Placed>();
  /** How many times an order was placed under each key: the property is that none exceeds 1. */
  readonly placements = new Map<string, number>();
  readonly calls: string[] = [];
  private next = 1;

  private totalOf(lines: OrderRequest["lines"]): number {
    let sum = 0;
    for (const line of lines) sum += (this.prices.get(line.part_no) ?? 0) * line.quantity;
    return lines.length === 0 ? 0 : sum + SHIPPING_CHARGE;
  }

  readonly api: QueuedOrderApi = {
    priceOrder: async (custNo, request): Promise<OrderRefresh> => {
      if (!this.online) throw noAnswer();
      this.calls.push(`price ${request.order_nr ?? "-"}`);
      const existing = request.order_nr == null ? undefined : this.drafts.get(request.order_nr);
      const reuse = existing !== undefined && existing.custNo === custNo && existing.placedKey === null;
      const orderNr = reuse ? request.order_nr! : `D${this.next++}`;
      const total = this.totalOf(request.lines);
      if (reuse && existing !== undefined) existing.lines = request.lines;
      else this.drafts.set(orderNr, { custNo, lines: request.lines, placedKey: null });
      const subtotal = total - (request.lines.length === 0 ? 0 : SHIPPING_CHARGE);
      return {
        order_nr: orderNr,
        lines: request.lines.map((line) => {
          const price = this.prices.get(line.part_no);
          return price === undefined
            ? { id: line.part_no, part_no: line.part_no, price_in_cents: 0, status: "CANNOT_ORDER" as const }
            : { id: line.part_no, part_no: line.part_no, price_in_cents: price, available_quantity: 999, status: "CAN_ORDER_ALL" as const };
        }),
        subtotal,
        discount: 0,
        shipping: total - subtotal,
        tax: 0,
        total,
      };
    },
    submitOrder: async (custNo, orderNr, body: OrderSubmitRequest, key) => {
      if (!this.online) throw noAnswer();
      this.calls.push(`submit ${orderNr}`);
      const hash = JSON.stringify([orderNr, body.payment.method, body.payment.type, body.confirmed_total, body.shipping_method]);
      const earlier = this.byKey.get(key);
      if (earlier !== undefined) {
        if (earlier.hash !== hash) throw refusal(422, "orders.idempotency_key_reused", "This key was used for another order.");
        return earlier.answer;
      }
      if (this.refuseNextSubmit !== null) {
        const failure = this.refuseNextSubmit;
        this.refuseNextSubmit = null;
        throw failure;
      }
      const draft = this.drafts.get(orderNr);
      if (draft === undefined || draft.custNo !== custNo) throw refusal(404, "orders.not_found", "There is no such order.");
      if (draft.placedKey !== null) throw refusal(409, "orders.already_placed", "This order was already placed.");
      // Like the real server, the draft is priced again at submit time.
      const total = this.totalOf(draft.lines);
      if (total !== body.confirmed_total) throw refusal(409, "orders.total_changed", `The total is now ${total}.`);
      draft.placedKey = key;
      const answer = { order_nr: orderNr, total };
      this.byKey.set(key, { hash, answer });
      this.placements.set(key, (this.placements.get(key) ?? 0) + 1);
      if (this.loseNextSubmitAnswer) {
        this.loseNextSubmitAnswer = false;
        throw noAnswer();
      }
      return answer;
    },
  };

  /** The order number placed under a key, if any. */
  placedUnder(key: string): string | undefined {
    return this.byKey.get(key)?.answer.order_nr;
  }
}

export const cartLine = (part_no: string, price: number, quantity: number, name = part_no): CartProduct => ({
  id: part_no,
  part_no,
  name,
  price,
  quantity,
  quantity_requested: null,
  max_order_amount: null,
  max_per_order: null,
  max_per_year: null,
  ordered_this_year: 0,
  max_qty: null,
  PackageQty: null,
  PartPrice: null,
  status: null,
  promo: false,
  bundle: null,
  stock: null,
  online: true,
  download_only: false,
  available_from: null,
  incomplete: false,
});

/** A cart as the representative confirmed it offline: address and Standard shipping chosen, never priced. */
export const offlineCart = (lines: ReadonlyArray<CartProduct>): CartState => {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const shipping = lines.length === 0 ? 0 : SHIPPING_CHARGE;
  return {
    ...initialCartState,
    products: lines,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    shipping,
    shipping_charge: SHIPPING_CHARGE,
    total: subtotal + shipping,
    addresskey: "ADDR-1",
  };
};

let keys = 0;

export const aQueuedOrder = (lines: ReadonlyArray<CartProduct>, overrides: Partial<QueuedOrder> = {}): QueuedOrder => ({
  ...queueOrder({
    key: `key-${++keys}`,
    userId: "rep-1",
    custNo: "C100",
    companyName: "Clinique du Parc",
    keptAt: 1_000,
    now: 2_000 + keys,
    cart: offlineCart(lines),
    payment: { method: "cod", type: "creditcard" },
  }),
  ...overrides,
});
