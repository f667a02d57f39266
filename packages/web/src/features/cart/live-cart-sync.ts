import {
  cartToContinue,
  createCartRecorder,
  isWorthSaving,
  lastChangeAt,
  initialCartState,
  mergeLiveCartChanges,
  NO_LIVE_CART_ETAG,
  recordingToContinue,
  replayCartRecording,
  sharedSteps,
  type CartEvent,
  type CartMachineContext,
  type CartRecorder,
  type CartRecordedEvent,
  type CartRecording,
  type CartState,
  type LiveCart,
  type LiveCartInfo,
  type RecordedCartStep,
} from "@proshop/core";
import { nextTask } from "../../app/next-task.ts";
import { ownerKey } from "./cart-owner.ts";
import type { LocalRecordings } from "./local-recordings.ts";
import { bringCartTo } from "./restore-cart.ts";

/*
 * The live cart of the web (issue 5). While someone is signed in and a company is chosen, core's
 * recorder keeps the recording of the cart machine's changes; the tab keeps a copy in storage
 * and PUTs it to the server a moment after the last change, so support and representatives see
 * the cart live. When the cart starts (login, reload, another company chosen) the tab continues
 * the company's cart from its own copy or from the server's, whichever was changed last
 * (core's live-cart-rule.ts). A failed write is retried quietly with a growing delay; the local copy
 * stays marked unsaved until the server has it, so nothing is lost.
 */

/** Whose cart the tab works on: the signed-in user and the company the cart orders for. */
export interface CartOwner {
  readonly custNo: string;
  readonly companyName: string;
  readonly userId: string | number | null;
  /** The signed-in user's e-mail (who makes each change); "" while unknown. */
  readonly email: string;
  /** A representative or support agent working for a customer company. */
  readonly actingOnBehalf: boolean;
}

/** Tells the sync whose cart it is; null while nobody is signed in or no company is chosen. */
export interface CartOwnerSource {
  current(): CartOwner | null;
  subscribe(listener: () => void): () => void;
  /** The server said who this user is (the PUT's `updated_by`): remember it for the next loads. */
  learnEmail?(userId: string | number, email: string): void;
}

/** A failed call: `status` null means no answer (network down). */
export interface LiveCartCallFailure {
  readonly status: number | null;
  readonly messageId?: string;
}

/** The two live-cart calls, for the active company. */
export interface LiveCartApi {
  /** PUT /admin/cart. `keepalive`: the page is going away, the request must outlive it. */
  save(recording: CartRecording, options: { readonly keepalive: boolean; readonly ifMatch?: string | undefined }): Promise<LiveCartInfo>;
  /** GET /admin/cart; null when the company has no live cart (404). */
  load(): Promise<LiveCart | null>;
}

/** What the sync needs of the cart actor (the web's `ActorRefFrom<typeof cartMachine>` fits). */
export interface SyncedCartActor {
  send(event: CartEvent): void;
  getSnapshot(): { readonly context: CartMachineContext; readonly value: unknown; matches(value: unknown): boolean };
  subscribe(listener: () => void): { unsubscribe(): void };
  on(type: "cart.recorded", handler: (event: CartRecordedEvent) => void): { unsubscribe(): void };
}

/**
 * - `off`: nobody signed in, or a representative without a company: nothing recorded or sent.
 * - `starting`: reading the company's cart (local copy, then the server's).
 * - `saved`: the server has every change; `unsaved`: a write is waiting for the pause after a change.
 * - `saving`: a write is under way; `retrying`: the last one failed and will be tried again.
 * - `failed`: the server refused the last write (it is tried again after the next change).
 */
export type LiveCartStatus = "off" | "starting" | "saved" | "unsaved" | "saving" | "retrying" | "failed";

export interface LiveCartState {
  readonly status: LiveCartStatus;
  /** The company whose cart is recorded, or null. */
  readonly custNo: string | null;
  /** Message id of the last failure, or null. */
  readonly error: string | null;
  /** Writes that failed in a row. */
  readonly failures: number;
}

export interface LiveCartSync {
  getState(): LiveCartState;
  subscribe(listener: () => void): () => void;
  /** The recording of the current cart, or null while `off`. */
  recording(): CartRecording | null;
  /** Sends the unsaved changes now (page going away: `keepalive`). */
  flush(options?: { readonly keepalive?: boolean }): void;
  /** Looks for a newer cart on the server (the tab came back to the front). */
  refresh(): Promise<void>;
  /** Resolves once the current start (local copy and server's cart) is done. */
  ready(): Promise<void>;
  stop(): void;
}

export interface LiveCartSyncOptions {
  readonly cart: SyncedCartActor;
  readonly owner: CartOwnerSource;
  readonly api: LiveCartApi;
  readonly store: LocalRecordings;
  readonly hostname: string;
  /** The shop's language now (`fr`...), written into a new recording. */
  readonly locale: () => string;
  /** The shop config's currency now (`CHF`...), written into a new recording; null while unknown (issue 35 item 20). */
  readonly currency?: () => string | null;
  readonly now?: () => number;
  /** Pause after the last change before the PUT. */
  readonly debounceMs?: number;
  /** Ends the current task (the browser's `nextTask`); tests on fake timers give one that resolves at once. */
  readonly yieldTask?: () => Promise<void>;
  /** First retry delay, doubled after each failure up to `maxRetryMs`. */
  readonly firstRetryMs?: number;
  readonly maxRetryMs?: number;
  /** Local copies are written this long after a step (and at once on page hide, start and stop). */
  readonly persistMs?: number;
}

/** PUTs replayed on a newer cart in a row before the tab gives up (412 each time). */
const MAX_STALE_RETRIES = 5;

const statusOf = (error: unknown): number | null =>
  typeof error === "object" && error !== null && "status" in error ? (error as LiveCartCallFailure).status : null;

/** No answer, a server error, a time-out or too many requests: worth another try. Refusals are not. */
export const isRetryableFailure = (error: unknown): boolean => {
  const status = statusOf(error);
  return status === null || status >= 500 || status === 408 || status === 429;
};

const messageIdOf = (error: unknown): string => {
  const id = typeof error === "object" && error !== null && "messageId" in error ? (error as LiveCartCallFailure).messageId : undefined;
  return typeof id === "string" && id !== "" ? id : "content.wrong_services";
};

/** A cart emptied for a company whose cart this tab never held. */
const emptyCart: CartState = initialCartState;

export const createLiveCartSync = (options: LiveCartSyncOptions): LiveCartSync => {
  const { cart, api, store } = options;
  const now = options.now ?? Date.now;
  const debounceMs = options.debounceMs ?? 1000;
  const yieldTask = options.yieldTask ?? nextTask;
  const firstRetryMs = options.firstRetryMs ?? 1000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const persistMs = options.persistMs ?? 300;

  let state: LiveCartState = { status: "off", custNo: null, error: null, failures: 0 };
  const listeners = new Set<() => void>();
  const setState = (patch: Partial<LiveCartState>): void => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  /** Bumped on every owner change: answers for an earlier owner are ignored. */
  let generation = 0;
  let owner: CartOwner | null = null;
  let recorder: CartRecorder | null = null;
  let detach: (() => void) | null = null;
  let starting: Promise<void> = Promise.resolve();

  /** `recorder.size` after the last step worth saving, and when the server last got the recording. */
  let wantedSize = 0;
  let savedSize = 0;
  let inFlight = false;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let persistTimer: ReturnType<typeof setTimeout> | undefined;
  /** No write before this time (epoch ms of `now`) after a failure. */
  let retryAt = 0;
  /**
   * The server's version this tab last read or wrote (sent as `If-Match`; unknown until the
   * server answered once) and that version's recording: the steps after the ones the tab's
   * recording shares with it are this tab's own, replayed on a newer cart after a 412.
   */
  let version: string | undefined;
  let basedOn: CartRecording | null = null;
  /** 412s in a row; bounded, so two tabs never argue for ever. */
  let staleRetries = 0;
  /** The last change a recording started afresh no longer holds (see `attach`). */
  let baseChangeAt = Number.NEGATIVE_INFINITY;

  const unsaved = (): boolean => wantedSize > savedSize;

  const persistLocal = (recording = recorder?.recording()): void => {
    clearTimeout(persistTimer);
    persistTimer = undefined;
    if (recording === undefined || owner === null) return;
    store.write(owner.custNo, {
      recording,
      unsaved: unsaved(),
      ...(Number.isFinite(baseChangeAt) ? { changedAt: baseChangeAt } : {}),
    });
  };

  const schedulePersist = (): void => {
    if (persistTimer === undefined) persistTimer = setTimeout(() => persistLocal(), persistMs);
  };

  const scheduleSave = (delayMs: number): void => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => save(false), Math.max(delayMs, retryAt - now()));
  };

  const save = (keepalive: boolean): void => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    if (recorder === null || owner === null || !unsaved()) return;
    // One write at a time: a change during it is sent when it answers.
    if (inFlight) return;
    const gen = generation;
    const sentSize = recorder.size;
    const recording = recorder.recording();
    const who = owner;
    inFlight = true;
    persistLocal(recording);
    setState({ status: state.failures > 0 ? "retrying" : "saving" });
    api.save(recording, { keepalive, ifMatch: version }).then(
      (info) => {
        inFlight = false;
        if (gen !== generation) return;
        savedSize = Math.max(savedSize, sentSize);
        retryAt = 0;
        staleRetries = 0;
        version = info.version ?? version;
        basedOn = recording;
        if (who.email === "" && info.updated_by !== null && who.userId !== null) {
          options.owner.learnEmail?.(who.userId, info.updated_by);
          recorder?.setBy(info.updated_by);
        }
        persistLocal();
        setState({ status: unsaved() ? "unsaved" : "saved", error: null, failures: 0 });
        if (unsaved()) scheduleSave(debounceMs);
      },
      (error: unknown) => {
        inFlight = false;
        if (gen !== generation) return;
        const failures = state.failures + 1;
        if ((statusOf(error) === 412 || statusOf(error) === 428) && owner !== null && staleRetries < MAX_STALE_RETRIES) {
          staleRetries++;
          void replayOnFresh(owner, gen);
          return;
        }
        if (statusOf(error) === 413 && recorder !== null && owner !== null && recorder.size > 2) {
          // Too long a history for the server: start afresh from the cart as it is (its
          // `cart.loaded`), which replays to the same cart, and send that.
          const who = owner;
          const changedAt = Math.max(baseChangeAt, lastChangeAt(recorder.recording()));
          detachRecorder();
          attach(who, null, { unsaved: true, changedAt });
          scheduleSave(0);
          return;
        }
        if (isRetryableFailure(error)) {
          retryAt = now() + Math.min(firstRetryMs * 2 ** (failures - 1), maxRetryMs);
          setState({ status: "retrying", error: messageIdOf(error), failures });
          scheduleSave(0);
        } else {
          // A refusal (session gone, company switched, recording too large): another try would
          // get the same answer. The local copy keeps the changes; the next change tries again.
          setState({ status: "failed", error: messageIdOf(error), failures });
        }
      },
    );
  };

  const onStep = (step: RecordedCartStep): void => {
    if (recorder === null) return;
    if (isWorthSaving(step.event.type)) {
      wantedSize = recorder.size;
      if (!inFlight && state.status !== "retrying") setState({ status: "unsaved" });
      scheduleSave(debounceMs);
    }
    schedulePersist();
  };

  /** Steps of the cart machine, only while the owner they are recorded for is still the one signed in. */
  const recordedCart = (forOwner: string | null) => ({
    on: (type: "cart.recorded", handler: (event: CartRecordedEvent) => void) =>
      cart.on(type, (event) => {
        if (ownerKey(options.owner.current()) === forOwner) handler(event);
      }),
    getSnapshot: () => cart.getSnapshot(),
  });

  /**
   * Records from now on, continuing `from` unless it replays to an empty cart (core's
   * `recordingToContinue`); the time of the dropped recording's last change is kept in
   * `baseChangeAt` for the rule.
   */
  const attach = (who: CartOwner, given: CartRecording | null, how: { readonly unsaved: boolean; readonly changedAt?: number; readonly cart?: CartState }): void => {
    const fromUnsaved = how.unsaved;
    const from = recordingToContinue(given, given === null ? null : (how.cart ?? replayCartRecording(given).cart));
    baseChangeAt = how.changedAt ?? Number.NEGATIVE_INFINITY;
    if (from === null) baseChangeAt = Math.max(baseChangeAt, lastChangeAt(given));
    const currency = options.currency?.() ?? null;
    const next = createCartRecorder({
      shop: { hostname: options.hostname, locale: options.locale(), ...(currency === null ? {} : { currency }) },
      user: from?.user ?? { email: who.email, ...(who.userId === null ? {} : { user_id: who.userId }) },
      company: { cust_no: who.custNo, name: who.companyName },
      by: who.email,
      now,
      ...(from === null ? {} : { from }),
    });
    recorder = next;
    const unsubscribeSteps = next.subscribe(onStep);
    const detachActor = next.attach(recordedCart(ownerKey(who)));
    // The continued steps are what the server (or the local copy) already holds; an unsaved
    // source is sent whole.
    savedSize = fromUnsaved ? 0 : next.size;
    wantedSize = fromUnsaved ? next.size : savedSize;
    detach = () => {
      detachActor();
      unsubscribeSteps();
    };
    store.setCurrent(who.custNo);
    persistLocal();
  };

  const detachRecorder = (): void => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    persistLocal();
    detach?.();
    detach = null;
    recorder = null;
    retryAt = 0;
  };

  /** Resolves when the machine can take a `cart.replace` (past loading, no call under way), or after 5 s. */
  const whenIdle = (): Promise<void> =>
    new Promise((resolve) => {
      const isIdle = () => cart.getSnapshot().matches({ active: "idle" });
      if (isIdle()) return resolve();
      const timer = setTimeout(done, 5000);
      const subscription = cart.subscribe(() => {
        if (isIdle()) done();
      });
      function done() {
        clearTimeout(timer);
        subscription.unsubscribe();
        resolve();
      }
    });

  /**
   * After a 412: someone saved since the version this tab's change was made on. Reads the cart
   * again, replays this tab's own steps on it (core's `mergeLiveCartChanges`), shows that cart
   * and sends it with the new version, so neither edit is lost.
   */
  const replayOnFresh = async (who: CartOwner, gen: number): Promise<void> => {
    let fresh: LiveCart | null;
    try {
      fresh = await api.load();
    } catch (error) {
      if (gen !== generation) return;
      setState({ status: "retrying", error: messageIdOf(error), failures: state.failures + 1 });
      retryAt = now() + firstRetryMs;
      scheduleSave(0);
      return;
    }
    await whenIdle();
    if (gen !== generation || recorder === null) return;
    const mine = recorder.recording();
    const merged = mergeLiveCartChanges(fresh?.recording ?? null, mine, sharedSteps(basedOn, mine));
    version = fresh === null ? NO_LIVE_CART_ETAG : fresh.version;
    basedOn = fresh?.recording ?? null;
    detachRecorder();
    const target = replayCartRecording(merged).cart;
    bringCartTo(cart, target);
    attach(who, merged, { unsaved: true, cart: target });
    scheduleSave(0);
  };

  /** Continues the server's cart when it was changed after ours (the rule), else keeps ours. */
  const followServer = async (who: CartOwner, gen: number): Promise<void> => {
    let server: LiveCart | null = null;
    try {
      server = await api.load();
    } catch {
      // Unreachable or refused: keep the local cart; its next change is sent as usual.
      return;
    }
    if (gen !== generation || recorder === null) return;
    // Whichever cart continues, the next write is made on this version.
    version = server === null ? NO_LIVE_CART_ETAG : server.version;
    basedOn = server?.recording ?? null;
    if (server === null) return;
    if (cartToContinue(recorder.recording(), server.recording, baseChangeAt) !== "server") return;
    // The replay in a task of its own, not in the one that read and decoded the answer (issue 38).
    await yieldTask();
    await whenIdle();
    if (gen !== generation || recorder === null) return;
    if (cartToContinue(recorder.recording(), server.recording, baseChangeAt) !== "server") return;
    detachRecorder();
    const target = replayCartRecording(server.recording).cart;
    bringCartTo(cart, target);
    attach(who, server.recording, { unsaved: false, cart: target });
  };

  const start = async (who: CartOwner, gen: number): Promise<void> => {
    setState({ status: "starting", custNo: who.custNo, error: null, failures: 0 });
    // The read (a decode) and the replay each in a task of their own: with the services' start
    // they were one 30-40 ms task after the Effect chunk came (issue 18).
    await yieldTask();
    await whenIdle();
    if (gen !== generation) return;
    const local = store.read(who.custNo);
    await yieldTask();
    await whenIdle();
    if (gen !== generation) return;
    // The machine's stored cart is this company's only if the tab last showed this company.
    const heldBefore = store.current();
    const machineHoldsIt = heldBefore === who.custNo || (heldBefore === null && !who.actingOnBehalf);
    const target = local === null ? null : replayCartRecording(local.recording).cart;
    if (target !== null) bringCartTo(cart, target);
    else if (!machineHoldsIt) bringCartTo(cart, emptyCart);
    // A kept cart no copy holds was filled before any recorder (early-changes.ts): the server has not got it.
    const keptUnsaved = target === null && machineHoldsIt && cart.getSnapshot().context.cart.products.length > 0;
    attach(who, local?.recording ?? null, {
      unsaved: local?.unsaved ?? keptUnsaved,
      ...(local?.changedAt === undefined ? {} : { changedAt: local.changedAt }),
      ...(target === null ? {} : { cart: target }),
    });
    // The local copy's write and the server's read in tasks of their own (issue 38: one 190 ms task at 4x).
    await yieldTask();
    if (gen !== generation) return;
    await followServer(who, gen);
    if (gen !== generation) return;
    setState({ status: unsaved() ? "unsaved" : "saved" });
    if (unsaved()) scheduleSave(debounceMs);
  };

  const ownerChanged = (): void => {
    const next = options.owner.current();
    if (ownerKey(next) === ownerKey(owner)) {
      // Same user and company; the e-mail may have become known.
      if (next !== null && owner !== null && next.email !== owner.email && next.email !== "") recorder?.setBy(next.email);
      owner = next;
      return;
    }
    generation++;
    detachRecorder();
    version = undefined;
    basedOn = null;
    staleRetries = 0;
    // Signed out: a copy the server has is not left in this browser.
    if (owner !== null && next === null && !unsaved()) store.remove(owner.custNo);
    owner = next;
    wantedSize = 0;
    savedSize = 0;
    if (next === null) {
      setState({ status: "off", custNo: null, error: null, failures: 0 });
      starting = Promise.resolve();
      return;
    }
    starting = start(next, generation);
  };

  const unsubscribeOwner = options.owner.subscribe(ownerChanged);
  ownerChanged();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    recording: () => recorder?.recording() ?? null,
    flush(flushOptions = {}) {
      persistLocal();
      save(flushOptions.keepalive === true);
    },
    async refresh() {
      await starting;
      if (owner === null || recorder === null || inFlight || unsaved()) return;
      await followServer(owner, generation);
    },
    ready: () => starting,
    stop() {
      unsubscribeOwner();
      generation++;
      detachRecorder();
      clearTimeout(persistTimer);
      listeners.clear();
    },
  };
};
