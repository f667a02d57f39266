import { selectIsLoggedIn, type SessionSnapshot, type SyncKeyValueStore } from "@proshop/core";
import { browserKeyValueStore } from "../../app/key-value-store.ts";
import { createLiveCartSync, type CartOwner, type CartOwnerSource, type LiveCartApi, type LiveCartSync, type SyncedCartActor } from "./live-cart-sync.ts";
import { localRecordings } from "./local-recordings.ts";

/*
 * The live cart's wiring in the browser: whose cart it is (the session), the two calls (core's
 * ApiClient, and a keepalive fetch when the page goes away), the storage, and the page's
 * visibility (hidden: send now; visible again: look for a newer cart on the server).
 */

/** What the owner source reads of the session actor. */
export interface OwnerSession {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): { unsubscribe(): void };
  on(type: "session.loggedIn" | "session.loggedOut", handler: () => void): { unsubscribe(): void };
  readonly system: { inspect(observer: (event: { type: string; actorRef?: unknown; event?: unknown }) => void): { unsubscribe(): void } };
}

const EMAIL_PREFIX = "proshop.liveCart.email.";

/**
 * The cart's owner from the session: the signed-in user and the active company (a
 * representative's chosen one). The session keeps no e-mail (GET /user/me has none), so the one
 * typed at login is remembered by user id for later loads; the server's answer to a write
 * (`updated_by`) fills it in when that is missing.
 */
export const sessionCartOwner = (session: OwnerSession, store: SyncKeyValueStore): CartOwnerSource & { stop(): void } => {
  let typedEmail = "";
  // Between the logout and the session's next snapshot, the owner is already gone.
  let signedOut = false;
  const readEmail = (userId: string | number): string => {
    try {
      return store.getItem(EMAIL_PREFIX + String(userId)) ?? "";
    } catch {
      return "";
    }
  };
  const writeEmail = (userId: string | number, email: string): void => {
    try {
      store.setItem(EMAIL_PREFIX + String(userId), email);
    } catch {
      // Storage full or off: the e-mail is learnt again from the next write.
    }
  };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscriptions = [
    session.system.inspect((inspection) => {
      const event = inspection.event as { type?: unknown; email?: unknown } | undefined;
      if (inspection.type === "@xstate.event" && inspection.actorRef === session && event?.type === "session.login" && typeof event.email === "string") {
        typedEmail = event.email.trim();
      }
    }),
    session.on("session.loggedOut", () => {
      signedOut = true;
      notify();
    }),
    session.on("session.loggedIn", () => {
      signedOut = false;
      const userId = session.getSnapshot().context.account.user_id;
      if (typedEmail !== "" && userId !== null) writeEmail(userId, typedEmail);
      typedEmail = "";
      notify();
    }),
    session.subscribe(notify),
  ];
  return {
    current(): CartOwner | null {
      const snapshot = session.getSnapshot();
      if (signedOut || !selectIsLoggedIn(snapshot)) return null;
      const { account } = snapshot.context;
      const company = account.company;
      if (company === null || company.cust_no === "") return null;
      return {
        custNo: company.cust_no,
        companyName: company.Name,
        userId: account.user_id,
        email: account.user_id === null ? "" : readEmail(account.user_id),
        actingOnBehalf: account.isSalesRep,
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    learnEmail: writeEmail,
    stop() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      listeners.clear();
    },
  };
};

/**
 * The calls through core's ApiClient once the tab's Effect services have arrived (issue 18:
 * they load after the first paint). A save asked for before waits for them; on a page going
 * away they are long there, and the keepalive request still leaves within the event.
 */
export const deferredLiveCartApi = (ready: Promise<LiveCartApi>): LiveCartApi => ({
  save: (recording, options) => ready.then((api) => api.save(recording, options)),
  load: () => ready.then((api) => api.load()),
});

export interface WebLiveCartOptions {
  readonly cart: SyncedCartActor;
  readonly session: OwnerSession;
  readonly hostname: string;
  readonly store?: SyncKeyValueStore;
  readonly api: LiveCartApi;
  readonly debounceMs?: number;
}

/** The tab's live cart: created beside the cart actor, stopped with it. */
export const createWebLiveCart = (options: WebLiveCartOptions): LiveCartSync => {
  const store = options.store ?? browserKeyValueStore();
  const owner = sessionCartOwner(options.session, store);
  const sync = createLiveCartSync({
    cart: options.cart,
    owner,
    api: options.api,
    store: localRecordings(store),
    hostname: options.hostname,
    locale: () => document.documentElement.lang || "fr",
    ...(options.debounceMs === undefined ? {} : { debounceMs: options.debounceMs }),
  });
  const onHide = () => sync.flush({ keepalive: true });
  const onVisibility = () => {
    if (document.visibilityState === "hidden") onHide();
    else void sync.refresh();
  };
  window.addEventListener("pagehide", onHide);
  document.addEventListener("visibilitychange", onVisibility);
  return {
    ...sync,
    stop() {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
      sync.stop();
      owner.stop();
    },
  };
};
