import {
  cartMachine,
  memoryKeyValueStore,
  type CartRecording,
  type CartState,
  type Coupon,
  type LiveCart,
  type LiveCartInfo,
  type OrderRefresh,
  watchCartSaves,
} from "@proshop/core";
import { vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { createLiveCartSync, type CartOwner, type CartOwnerSource, type LiveCartApi } from "../live-cart-sync.ts";
import { localRecordings } from "../local-recordings.ts";

/*
 * The live cart sync over a real cart machine, with a fake of the two ApiClient calls the test
 * answers by hand (`answerSave`), an owner the test switches, a memory storage and a clock the
 * test moves with vitest's fake timers.
 */

export const NURSE: CartOwner = { custNo: "100234", companyName: "Maternité", userId: 42, email: "nurse@example.fr", actingOnBehalf: false };
export const REP_FOR_NURSE: CartOwner = { custNo: "100234", companyName: "Maternité", userId: 7, email: "rep@example.fr", actingOnBehalf: true };
export const REP_FOR_OTHER: CartOwner = { custNo: "100235", companyName: "Clinique", userId: 7, email: "rep@example.fr", actingOnBehalf: true };

interface PendingSave {
  readonly recording: CartRecording;
  readonly keepalive: boolean;
  /** The `If-Match` the tab sent (the version its change was made on). */
  readonly ifMatch: string | undefined;
  readonly resolve: (info: LiveCartInfo) => void;
  readonly reject: (error: unknown) => void;
}

/** A fake of ApiClient's putCart / getCart for one company's cart. */
export const fakeLiveCartApi = () => {
  const saves: PendingSave[] = [];
  let server: LiveCart | null = null;
  let loadFailure: unknown = null;
  /** The server's version: bumped by every stored cart, as the server's ETag changes. */
  let versions = 0;
  const nextVersion = () => `"v${++versions}"`;
  const api: LiveCartApi = {
    save: (recording, options) =>
      new Promise<LiveCartInfo>((resolve, reject) => {
        saves.push({ recording, keepalive: options.keepalive, ifMatch: options.ifMatch, resolve, reject });
      }),
    load: () => (loadFailure !== null ? Promise.reject(loadFailure) : Promise.resolve(server)),
  };
  return {
    api,
    saves,
    /** Answers the oldest unanswered PUT: stored (the server keeps it) or failed with this status. */
    answerSave(outcome: "ok" | { readonly status: number | null; readonly messageId?: string }) {
      const pending = saves.find((save) => !(save as { answered?: boolean }).answered);
      if (pending === undefined) throw new Error("no PUT is waiting for an answer");
      (pending as { answered?: boolean }).answered = true;
      if (outcome === "ok") {
        server = { cust_no: pending.recording.company.cust_no, updated_at: new Date().toISOString(), updated_by: "x", events: pending.recording.events.length, version: nextVersion(), recording: pending.recording };
        pending.resolve({ cust_no: server.cust_no, updated_at: server.updated_at, updated_by: null, events: server.events, version: server.version! });
      } else pending.reject(outcome);
    },
    setServerCart(recording: CartRecording | null) {
      server =
        recording === null
          ? null
          : { cust_no: recording.company.cust_no, updated_at: new Date().toISOString(), updated_by: null, events: recording.events.length, version: nextVersion(), recording };
    },
    failLoads(error: unknown) {
      loadFailure = error;
    },
    get server() {
      return server;
    },
  };
};

export const mutableOwner = (initial: CartOwner | null) => {
  let owner = initial;
  const listeners = new Set<() => void>();
  const source: CartOwnerSource = {
    current: () => owner,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    set(next: CartOwner | null) {
      owner = next;
      for (const listener of listeners) listener();
    },
  };
};

/** A cart actor like the web's: stored cart in memory, coupons known by code, no pricing answers. */
export const startCartActor = (options: { readonly stored?: CartState | null; readonly coupons?: Record<string, Coupon> } = {}) => {
  let stored: CartState | null = options.stored ?? null;
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise<CartState | null, { key: string }>(async () => stored),
        checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(async ({ input }) => options.coupons?.[input.code] ?? null),
        priceOrder: fromPromise<OrderRefresh, { cart: CartState }>(() => new Promise<never>(() => undefined)),
      },
    }),
    { input: { now: () => Date.now() } },
  );
  watchCartSaves(actor, (event) => {
    stored = event.cart;
  });
  actor.start();
  return { actor, stored: () => stored };
};

export const startSync = (options: {
  readonly owner?: CartOwner | null;
  readonly api?: ReturnType<typeof fakeLiveCartApi>;
  readonly store?: ReturnType<typeof memoryKeyValueStore>;
  readonly cart?: ReturnType<typeof startCartActor>;
  /** The start's task breaks; by default they resolve at once (fake timers would hold a real one). */
  readonly yieldTask?: () => Promise<void>;
} = {}) => {
  const api = options.api ?? fakeLiveCartApi();
  const owner = mutableOwner(options.owner === undefined ? NURSE : options.owner);
  const store = options.store ?? memoryKeyValueStore();
  const cart = options.cart ?? startCartActor();
  const sync = createLiveCartSync({
    cart: cart.actor,
    owner: owner.source,
    api: api.api,
    store: localRecordings(store),
    hostname: "fr.localhost",
    locale: () => "fr",
    debounceMs: 1000,
    firstRetryMs: 1000,
    maxRetryMs: 8000,
    yieldTask: options.yieldTask ?? (() => Promise.resolve()),
  });
  return { api, owner, store, cart, sync, local: localRecordings(store) };
};

/** Lets pending timers at 0 ms and the promises they settle run (vitest's fake timers). */
export const settle = () => vi.advanceTimersByTimeAsync(0);

/** The cart's lines as `[part_no, quantity]`. */
export const linesOf = (cart: ReturnType<typeof startCartActor>) =>
  cart.actor.getSnapshot().context.cart.products.map((line) => [line.part_no, line.quantity]);

/** A tab whose sync has started and read the server's cart. */
export const startedTab = async (options: Parameters<typeof startSync>[0]) => {
  const harness = startSync(options);
  await settle();
  await harness.sync.ready();
  return harness;
};
