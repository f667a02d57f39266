import { Schema } from "effect";
import { OrderPaymentChoice } from "../contract/order-bodies.ts";
import { CartState } from "../entities/cart.ts";

/*
 * An order a representative placed while offline (issue 37). The web keeps these in IndexedDB
 * and sends them when the network is back; the rules of that journey are in this folder, so the
 * CLI could reuse them. Each entry says where it stands, so a tab closed half-way through
 * resumes from the last state written, never from the start.
 */

const Cents = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));
const EpochMs = Schema.Number.check(Schema.isInt());

/**
 * Where a queued order stands:
 * - `queued`: not priced by the server yet (or priced again after the server refused the total);
 * - `priced`: the server made draft `orderNr` at the confirmed figures; submitting it is next.
 *   It is written down BEFORE the submit, so a submit whose answer was lost is repeated with the
 *   same draft, body and key, which the server answers with the order it already placed;
 * - `changed`: the server priced it differently; it waits for the representative to confirm the
 *   new figures (`live`, server `total`) or to edit it in the cart;
 * - `placed`: the server placed it as `orderNr` for `total`;
 * - `refused`: refused for good, with the server's code and words (`text`, null without any).
 */
export const QueuedOrderState = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("queued") }),
  Schema.Struct({ kind: Schema.Literal("priced"), orderNr: Schema.String }),
  Schema.Struct({ kind: Schema.Literal("changed"), orderNr: Schema.String, live: CartState, total: Cents }),
  Schema.Struct({ kind: Schema.Literal("placed"), orderNr: Schema.String, total: Cents, placedAt: EpochMs }),
  Schema.Struct({ kind: Schema.Literal("refused"), code: Schema.String, text: Schema.NullOr(Schema.String) }),
]);
export type QueuedOrderState = typeof QueuedOrderState.Type;
export type QueuedOrderStateKind = QueuedOrderState["kind"];

export const QueuedOrder = Schema.Struct({
  /** Its Idempotency-Key (`crypto.randomUUID()`), also its id in the queue: one key, one order at most. */
  key: Schema.String.check(Schema.isMinLength(1)),
  /** Who queued it: only this user's session sends it (another rep on a shared device never does). */
  userId: Schema.String,
  /** The company ordered for (the web sends it as X-Customer-Number). */
  custNo: Schema.String,
  companyName: Schema.String,
  /** When the catalogue and limits the order was judged on were read (ms): shown beside it. */
  keptAt: EpochMs,
  queuedAt: EpochMs,
  /** The cart as the representative saw and confirmed it (address and shipping method chosen). */
  cart: CartState,
  payment: OrderPaymentChoice,
  /** The total the representative confirmed (cents): the server places nothing else. */
  confirmedTotal: Cents,
  state: QueuedOrderState,
});
export type QueuedOrder = typeof QueuedOrder.Type;

const decodeEntry = Schema.decodeUnknownOption(QueuedOrder);

/** A stored entry as a queued order, or null when it is not one (an older or damaged entry). */
export const decodeQueuedOrder = (stored: unknown): QueuedOrder | null => {
  const decoded = decodeEntry(stored);
  return decoded._tag === "Some" ? decoded.value : null;
};

/**
 * The valid entries of what the store held, oldest first. A malformed entry is dropped rather
 * than failing the whole queue: one bad entry must not hide the others from the representative.
 */
export const decodeQueuedOrders = (stored: unknown): QueuedOrder[] =>
  (Array.isArray(stored) ? stored : [])
    .map(decodeQueuedOrder)
    .filter((order): order is QueuedOrder => order !== null)
    .sort((a, b) => a.queuedAt - b.queuedAt);

/** Still to be sent: the sync carries it on without asking anyone. */
export const isPending = (order: QueuedOrder): boolean => order.state.kind === "queued" || order.state.kind === "priced";

/** Waits for the representative (confirm the new figures, or edit) before anything is sent. */
export const isWaitingForConfirmation = (order: QueuedOrder): boolean => order.state.kind === "changed";

/**
 * Whether the cart of the company acted for now may take the order back to edit it: only that
 * company's own order (a representative's office, or a customer's own company, queued as "").
 */
export const canEditQueuedOrderIn = (
  order: QueuedOrder,
  account: { readonly isSalesRep: boolean; readonly company: { readonly cust_no: string } | null },
): boolean => (account.isSalesRep ? account.company?.cust_no === order.custNo : order.custNo === "");

export interface QueueOrderInput {
  readonly key: string;
  readonly userId: string;
  readonly custNo: string;
  readonly companyName: string;
  readonly keptAt: number;
  readonly now: number;
  readonly cart: CartState;
  readonly payment: QueuedOrder["payment"];
}

/**
 * A new queued order for the cart the representative confirmed: its total is the one confirmed
 * (what the last step showed), so the server places nothing else without asking again.
 */
export const queueOrder = (input: QueueOrderInput): QueuedOrder => ({
  key: input.key,
  userId: input.userId,
  custNo: input.custNo,
  companyName: input.companyName,
  keptAt: input.keptAt,
  queuedAt: input.now,
  cart: input.cart,
  payment: input.payment,
  confirmedTotal: input.cart.total,
  state: { kind: "queued" },
});
