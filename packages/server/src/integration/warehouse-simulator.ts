import { INTEGRATION_ORDERS_MAX_LIMIT, type IntegrationOrder, type IntegrationOrderPage, type OrderListStatus, type StatusReport } from "@proshop/core";
import type { Log } from "../log.ts";

/*
 * The demo's warehouse (issue 34): in demo mode (npm start on the embedded database) it does
 * what a market's warehouse or ERP does, through the real integration API over HTTP with the
 * demo key (demo.ts), so the demo shows the whole loop: every few seconds it lists the orders
 * received, in process and shipped, and moves each on once its time has come, counted from
 * when it was placed: in process after about 20 s, shipped with a tracking number and an
 * invoice PDF after about a minute, delivered after about three.
 *
 * WHY two instances or a restart never apply a step twice: each step is reported with an
 * Idempotency-Key of its own (`demo-warehouse:<order>:<status>`) and a body that depends only on
 * the order (the time is the step's due time, the tracking number comes from the order number),
 * so a repeat gets the first answer back; the invoice is uploaded only while the order has none,
 * and the same order gives the same bytes.
 */

export interface WarehouseTimings {
  /** Between two looks at the orders. */
  readonly tickMs: number;
  /** After being placed, an order is in process after this long... */
  readonly inProcessAfterMs: number;
  /** ...shipped (with its invoice) after this long... */
  readonly shippedAfterMs: number;
  /** ...and delivered after this long. */
  readonly deliveredAfterMs: number;
}

export const DEFAULT_WAREHOUSE_TIMINGS: WarehouseTimings = { tickMs: 5_000, inProcessAfterMs: 20_000, shippedAfterMs: 60_000, deliveredAfterMs: 180_000 };

/** The steps, each from the status it starts at. */
const STEPS: ReadonlyArray<{ readonly from: OrderListStatus; readonly to: "in_process" | "shipped" | "delivered" }> = [
  { from: "received", to: "in_process" },
  { from: "in_process", to: "shipped" },
  { from: "shipped", to: "delivered" },
];

const DEMO_CARRIER = "Demo Express";

/** The demo parcel's tracking, made from the order number alone (the same on every instance). */
export const demoTracking = (orderNr: string) => {
  const number = `DX${orderNr.replace(/[^0-9A-Za-z]/g, "").toUpperCase()}FR`;
  return { carrier: DEMO_CARRIER, number, url: `https://tracking.example.com/${number}` };
};

/** A refused call, named by its method, path, status and the refusal's code. */
class CallFailed extends Error {
  override readonly name = "CallFailed";
}

export interface WarehouseSimulatorOptions {
  /** The server's own address: the simulator is a client like any warehouse. */
  readonly serverUrl: string;
  /** The integration key it calls with (the demo key). */
  readonly key: string;
  readonly log: Log;
  readonly timings?: Partial<WarehouseTimings>;
}

/** Starts the warehouse; answers the function that stops it (a call in flight is abandoned). */
export const startWarehouseSimulator = (options: WarehouseSimulatorOptions): (() => void) => {
  const timings = { ...DEFAULT_WAREHOUSE_TIMINGS, ...options.timings };
  const api = `${options.serverUrl}/integration/v1`;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;

  const call = async (path: string, init: RequestInit = {}): Promise<unknown> => {
    const answer = await fetch(`${api}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${options.key}`, ...(init.headers as Record<string, string> | undefined) },
      signal: stopping.signal,
    });
    const text = await answer.text();
    if (!answer.ok) {
      let code = "";
      try {
        code = String((JSON.parse(text) as { error?: { code?: unknown } }).error?.code ?? "");
      } catch {
        // not JSON
      }
      throw new CallFailed(`${init.method ?? "GET"} /integration/v1${path} answered ${answer.status}${code === "" ? "" : ` ${code}`}`);
    }
    return text === "" ? null : JSON.parse(text);
  };

  /** Every order in `status`, page after page. */
  const ordersIn = async (status: OrderListStatus): Promise<IntegrationOrder[]> => {
    const found: IntegrationOrder[] = [];
    let cursor: string | null = null;
    for (;;) {
      const query = new URLSearchParams({ status, limit: String(INTEGRATION_ORDERS_MAX_LIMIT) });
      if (cursor !== null) query.set("cursor", cursor);
      const page = (await call(`/orders?${query}`)) as IntegrationOrderPage;
      found.push(...page.orders);
      if (page.orders.length < INTEGRATION_ORDERS_MAX_LIMIT || page.next_cursor === null) return found;
      cursor = page.next_cursor;
    }
  };

  const delayOf = (status: "in_process" | "shipped" | "delivered"): number =>
    status === "in_process" ? timings.inProcessAfterMs : status === "shipped" ? timings.shippedAfterMs : timings.deliveredAfterMs;

  /** Moves `order` to `to` when its time has come: the invoice first when it ships (or still has none). */
  const advance = async (order: IntegrationOrder, to: "in_process" | "shipped" | "delivered", now: number): Promise<void> => {
    const due = Date.parse(order.placed_at) + delayOf(to);
    if (now < due) return;
    // Never dated before the order's last change (a person may have moved it by hand meanwhile).
    const latest = Math.max(due, ...order.history.map((entry) => Date.parse(entry.at)).filter(Number.isFinite));
    const at = new Date(latest);
    if (to !== "in_process" && order.invoice === null) {
      // Imported when first needed: pdfkit costs every server start ~0.1 s, and only the demo uses it.
      const { demoInvoicePdf } = await import("./demo-invoice.ts");
      const pdf = await demoInvoicePdf(order, new Date(Date.parse(order.placed_at) + timings.shippedAfterMs));
      await call(`/orders/${encodeURIComponent(order.order_nr)}/invoice`, { method: "PUT", headers: { "content-type": "application/pdf" }, body: pdf });
    }
    const report: StatusReport = to === "shipped" ? { status: to, at: at.toISOString(), tracking: demoTracking(order.order_nr) } : { status: to, at: at.toISOString() };
    await call(`/orders/${encodeURIComponent(order.order_nr)}/status`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `demo-warehouse:${order.order_nr}:${to}` },
      body: JSON.stringify(report),
    });
    options.log.info("demo warehouse: order moved on", { order_nr: order.order_nr, status: to });
  };

  // Failures of the last look, and of this one: one is logged when it was not there last time.
  const failures = new Set<string>();
  const seen = new Set<string>();
  /** Logs a failure once (the same one every few seconds would flood the log); never throws. */
  const noteFailure = (error: unknown): void => {
    if (stopping.signal.aborted) return;
    const message = error instanceof Error ? error.message : String(error);
    if (!failures.has(message) && !seen.has(message)) options.log.warn("demo warehouse: a call failed; trying again shortly", { error: message });
    seen.add(message);
  };

  const tick = async (): Promise<void> => {
    seen.clear();
    for (const step of STEPS) {
      let orders: IntegrationOrder[];
      try {
        orders = await ordersIn(step.from);
      } catch (error) {
        noteFailure(error);
        continue;
      }
      for (const order of orders) {
        if (stopping.signal.aborted) return;
        // One order refused (moved by hand meanwhile, say) does not hold up the others.
        await advance(order, step.to, Date.now()).catch(noteFailure);
      }
    }
    // A failure that did not happen again will be logged if it comes back.
    failures.clear();
    for (const message of seen) failures.add(message);
  };

  const schedule = () => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => void tick().finally(schedule), timings.tickMs);
    timer.unref();
  };
  schedule();
  return () => {
    stopping.abort();
    clearTimeout(timer);
  };
};
