import { selectIsLoggedIn, type SessionSnapshot, type SyncKeyValueStore } from "@proshop/core";
import type { CartOwner, CartOwnerSource } from "./live-cart-sync.ts";

/*
 * Whose cart the live cart records, from the session. Apart from the live cart's sync
 * (web-live-cart.ts, loaded with the Effect services after the first paint, issue 18) because
 * it must watch the session from the tab's start: the e-mail typed at login, and a logout seen
 * before the logout's cart reset.
 */

/** Who records a cart for which company: `userId|custNo`. */
export const ownerKey = (owner: CartOwner | null): string | null => (owner === null ? null : `${String(owner.userId)}|${owner.custNo}`);

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
