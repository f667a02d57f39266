import { assign, enqueueActions, fromPromise, setup } from "xstate";
import { DEFAULT_REDIRECT, initialAccountState, type AccountState } from "../entities/account.ts";
import type { Category } from "../entities/category.ts";
import type { Company } from "../entities/company.ts";
import type { ShopProduct } from "../entities/product.ts";
import type { ShopConfig } from "../entities/shop-config.ts";
import { configProblemOf, type ConfigProblem } from "./config-problem.ts";
import { isUnanswered } from "./unanswered.ts";
import { errorNotification, type Notification } from "../notifications/notification.ts";
import { showNotification, type ShowNotification } from "../notifications/emitted.ts";
import { serverMessageOf } from "../notifications/server-message.ts";
import type { CurrentUserAnswer, LoginAnswer } from "../contract/bodies.ts";
import { redirectToRemember } from "../navigation/redirect.ts";
import {
  sessionUserFromAnswer,
  signedInAccount,
  signedOutAccount,
  withOrderForCompany,
  type SessionUser,
} from "./account.ts";

/** SPEC 8: the default reason of a forced logout. */
export const SESSION_EXPIRED_MESSAGE_ID = "session.expired";
/** SPEC 8: login failure ("check e-mail and password, use forgot password, or contact customer service"). */
export const LOGIN_FAILED_MESSAGE_ID = "session.login.failed";
/** A blocked reporting account (level 0, issue 14): told so, not the generic failure. */
export const LOGIN_BLOCKED_MESSAGE_ID = "session.login.blocked";

/** The message a refused login shows: the server's when it is one told as it is, else SPEC 8's failure. */
export const loginErrorOf = (failure: unknown): string =>
  typeof failure === "object" && failure !== null && (failure as { messageId?: unknown }).messageId === LOGIN_BLOCKED_MESSAGE_ID
    ? LOGIN_BLOCKED_MESSAGE_ID
    : LOGIN_FAILED_MESSAGE_ID;

export interface SessionInput {
  /** The hostname whose shop config is loaded (GET /config_for_hostname/{hostname}). */
  readonly hostname: string;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Why the session ended up logged out: told to the rest of the app, which resets its own state. */
export type LogoutReason = "noToken" | "logout" | "forced" | "failure";

export interface SessionContext {
  readonly hostname: string;
  readonly account: AccountState;
  /** A token is stored (its value stays in the token store, never in machine state). */
  readonly hasToken: boolean;
  readonly signedIn: SessionUser | null;
  readonly config: ShopConfig | null;
  /** Why the config could not be loaded (no shop for this host, or the call failed); null otherwise. */
  readonly configProblem: ConfigProblem | null;
  /** null until loaded; loaded only with a token (SPEC 7). */
  readonly products: ReadonlyArray<ShopProduct> | null;
  readonly categories: ReadonlyArray<Category> | null;
  /** Message id under the login form, null when there is nothing to say. */
  readonly loginError: string | null;
  readonly notification: Notification | null;
  /**
   * Whose remembered page `account.redirect` is: the user whose session was forced out, so
   * only they are sent back there; null when nobody was signed in (any user may use it).
   */
  readonly redirectOwner: string | null;
  /** False after a deliberate logout: the page the user left is not kept for whoever logs in next. */
  readonly remembersRedirect: boolean;
  /** A start call got no answer (offline, server unreachable): the session waits for a retry instead of ending. */
  readonly startUnanswered: boolean;
}

export type SessionEvent =
  | { readonly type: "session.login"; readonly email: string; readonly password: string }
  | { readonly type: "session.logout" }
  /** The server said the session is over (e.g. a 401): out, with an error toast. */
  | { readonly type: "session.forceLogout"; readonly messageId?: string }
  /**
   * Remember where to go after login (a protected path the user tried to open; the default path
   * and login pages are not kept). Ignored after a deliberate logout: the page just left is not
   * where the next user should land.
   */
  | { readonly type: "session.setRedirect"; readonly path: string }
  /**
   * The remembered page was gone to (a sales rep's deep link once the office is chosen): it is
   * forgotten, so choosing another office later does not go back there.
   */
  | { readonly type: "session.redirectUsed" }
  /** A sales rep's order-on-behalf office changed (from the order-on-behalf machine); null drops it. */
  | { readonly type: "session.setOrderForCompany"; readonly company: Company | null }
  | { readonly type: "session.dismissNotification" }
  /** Ask for the config again after it failed (the "no shop" page's retry): starts over. */
  | { readonly type: "session.retryConfig" };

export type SessionEmitted =
  | ShowNotification
  | { readonly type: "session.loggedIn"; readonly account: AccountState }
  | { readonly type: "session.loggedOut"; readonly reason: LogoutReason };

const initialContext = (input: SessionInput): SessionContext => ({
  hostname: input.hostname,
  account: initialAccountState,
  hasToken: false,
  signedIn: null,
  config: null,
  configProblem: null,
  products: null,
  categories: null,
  loginError: null,
  notification: null,
  redirectOwner: null,
  remembersRedirect: true,
  startUnanswered: false,
});

const notProvided = <TOutput, TInput = void>(slot: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`sessionMachine: actor slot "${slot}" is not provided`)));

/** The token of the login answer that led into `savingToken` (the done event of the `login` slot). */
const loginTokenOf = (event: { readonly type: string }): string => {
  const output = (event as { readonly output?: Partial<LoginAnswer> }).output;
  return typeof output?.auth === "string" ? output.auth : "";
};

const sessionExpiredToast = errorNotification(SESSION_EXPIRED_MESSAGE_ID);
const loginFailedToast = errorNotification(LOGIN_FAILED_MESSAGE_ID);

/**
 * The session (SPEC 4): from a stored token to a signed-in account, and back out.
 *
 * - Start: `readToken`. With a token, load in parallel the user (`loadUser`, GET
 *   /user/me?refresh=1), products and categories (only when not loaded yet) and the hostname's
 *   config; then logged in, with the sales-rep flag and the maximum order amount. Without a
 *   token only the config loads (logged-out screens need it too), then logged out.
 * - Any refusal while starting logs out: token cleared (`clearToken`), account reset, redirect
 *   cleared, and, when a token had been stored, the session-expired toast. A stored token's start
 *   that got no answer (offline) keeps everything and waits in `unanswered` for a retry.
 * - `session.login` calls `login`, keeps the token (`saveToken`), loads what is still missing and
 *   logs in; a refused login stays logged out with the login failure message.
 * - `session.logout` and `session.forceLogout` reset everything (the config excepted: it belongs
 *   to the hostname, not to the user); the forced one shows an error toast (default: session expired).
 * - The post-login redirect never passes from one user to the next: after `session.logout` no
 *   page is remembered until someone logs in; a page remembered after a forced logout is used
 *   only if the same user logs back in.
 * - Toasts are kept as `notification` and emitted as `notification.show`; `session.loggedIn` /
 *   `session.loggedOut` tell the other machines (cart, shop, order on behalf) to follow.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    readToken: notProvided<string | null>("readToken"),
    saveToken: notProvided<void, { readonly token: string }>("saveToken"),
    clearToken: notProvided<void>("clearToken"),
    loadUser: notProvided<CurrentUserAnswer>("loadUser"),
    loadProducts: notProvided<ReadonlyArray<ShopProduct>>("loadProducts"),
    loadCategories: notProvided<ReadonlyArray<Category>>("loadCategories"),
    loadConfig: notProvided<ShopConfig, { readonly hostname: string }>("loadConfig"),
    login: notProvided<LoginAnswer, Credentials>("login"),
  },
  guards: {
    isToken: (_, params: { token: string | null }) => params.token !== null && params.token.trim() !== "",
    needsUser: ({ context }) => context.hasToken && context.signedIn === null,
    needsProducts: ({ context }) => context.hasToken && context.products === null,
    needsCategories: ({ context }) => context.hasToken && context.categories === null,
    needsConfig: ({ context }) => context.config === null,
    configFailed: ({ context }) => context.config === null && context.configProblem !== null,
    configNeverArrived: ({ context }) => context.config === null && context.configProblem === null,
    isSignedIn: ({ context }) => context.hasToken && context.signedIn !== null,
    hadToken: ({ context }) => context.hasToken,
    startUnanswered: ({ context }) => context.hasToken && context.startUnanswered,
    remembersRedirect: ({ context }) => context.remembersRedirect,
  },
  actions: {
    rememberToken: assign({ hasToken: true }),
    /** Keeps who signed in; a login answer's token is left out on purpose (it lives in the token store). */
    storeUser: assign((_, params: { answer: CurrentUserAnswer | LoginAnswer }) => ({
      signedIn: sessionUserFromAnswer(params.answer),
    })),
    storeProducts: assign((_, params: { products: ReadonlyArray<ShopProduct> }) => ({ products: params.products })),
    storeCategories: assign((_, params: { categories: ReadonlyArray<Category> }) => ({ categories: params.categories })),
    storeConfig: assign((_, params: { config: ShopConfig }) => ({ config: params.config, configProblem: null })),
    noteConfigProblem: assign(({ context }, params: { failure: unknown }) => ({
      configProblem: configProblemOf(params.failure, context.hostname),
    })),
    clearConfigProblem: assign({ configProblem: null }),
    noteStartFailure: assign((_, params: { failure: unknown }) => ({ startUnanswered: isUnanswered(params.failure) })),
    /** The retry page (the shell shows it for a missing config with a problem) until the calls are answered. */
    awaitAnswer: assign({ config: null, configProblem: { kind: "unavailable" } as ConfigProblem, startUnanswered: false }),
    clearLoginError: assign({ loginError: null }),
    refuseLogin: assign(({ context }, params: { failure: unknown }) => ({
      loginError: loginErrorOf(params.failure),
      account: { ...context.account, response: { success: false, message: serverMessageOf(params.failure) ?? null } },
    })),
    enterAccount: enqueueActions(({ context, enqueue }) => {
      if (context.signedIn === null) return;
      // A page remembered when someone else's session ended is not theirs to land on.
      const owner = context.redirectOwner;
      const redirect = owner === null || owner === String(context.signedIn.user.id) ? context.account.redirect : DEFAULT_REDIRECT;
      const account = signedInAccount(context.signedIn, redirect);
      enqueue.assign({ account, loginError: null, redirectOwner: null, remembersRedirect: true });
      enqueue.emit({ type: "session.loggedIn", account });
    }),
    /** SPEC 4: token gone, account reset, redirect cleared, the user's data dropped. */
    resetSession: enqueueActions(({ context, enqueue }, params: { reason: LogoutReason }) => {
      const leftUserId = context.signedIn === null ? null : String(context.signedIn.user.id);
      enqueue.assign({
        account: signedOutAccount(),
        hasToken: false,
        signedIn: null,
        products: null,
        categories: null,
        // SPEC 4: a LOGOUT resets everything, the next user starts from the default page; a
        // forced logout keeps the page for the same user to come back to after logging in again.
        redirectOwner: params.reason === "logout" ? null : leftUserId,
        remembersRedirect: params.reason !== "logout",
      });
      enqueue.emit({ type: "session.loggedOut", reason: params.reason });
    }),
    setRedirect: assign(({ context }, params: { path: string }) => ({
      account: { ...context.account, redirect: redirectToRemember(params.path) ?? context.account.redirect },
    })),
    forgetRedirect: assign(({ context }) => ({ account: { ...context.account, redirect: DEFAULT_REDIRECT } })),
    setOrderForCompany: assign(({ context }, params: { company: Company | null }) => ({
      account: withOrderForCompany(context.account, params.company),
    })),
    notify: enqueueActions(({ enqueue }, params: { notification: Notification }) => {
      enqueue.assign({ notification: params.notification });
      enqueue.emit(showNotification(params.notification));
    }),
    dismissNotification: assign({ notification: null }),
  },
}).createMachine({
  id: "session",
  context: ({ input }) => initialContext(input),
  initial: "initializing",
  on: {
    "session.setRedirect": {
      guard: "remembersRedirect",
      actions: { type: "setRedirect", params: ({ event }) => ({ path: event.path }) },
    },
    "session.redirectUsed": { actions: "forgetRedirect" },
    "session.dismissNotification": { actions: "dismissNotification" },
    "session.retryConfig": { guard: "configFailed", target: ".initializing", actions: "clearConfigProblem" },
  },
  states: {
    initializing: {
      invoke: {
        src: "readToken",
        onDone: [
          {
            guard: { type: "isToken", params: ({ event }) => ({ token: event.output }) },
            target: "loading",
            actions: "rememberToken",
          },
          { target: "loading" },
        ],
        onError: { target: "loggingOut", actions: { type: "resetSession", params: { reason: "failure" } } },
      },
    },
    loading: {
      type: "parallel",
      states: {
        user: {
          initial: "checking",
          states: {
            checking: { always: [{ guard: "needsUser", target: "fetching" }, { target: "done" }] },
            fetching: {
              invoke: {
                src: "loadUser",
                onDone: { target: "done", actions: { type: "storeUser", params: ({ event }) => ({ answer: event.output }) } },
                onError: { target: "#session.failed", actions: { type: "noteStartFailure", params: ({ event }) => ({ failure: event.error }) } },
              },
            },
            done: { type: "final" },
          },
        },
        products: {
          initial: "checking",
          states: {
            checking: { always: [{ guard: "needsProducts", target: "fetching" }, { target: "done" }] },
            fetching: {
              invoke: {
                src: "loadProducts",
                onDone: { target: "done", actions: { type: "storeProducts", params: ({ event }) => ({ products: event.output }) } },
                onError: { target: "#session.failed", actions: { type: "noteStartFailure", params: ({ event }) => ({ failure: event.error }) } },
              },
            },
            done: { type: "final" },
          },
        },
        categories: {
          initial: "checking",
          states: {
            checking: { always: [{ guard: "needsCategories", target: "fetching" }, { target: "done" }] },
            fetching: {
              invoke: {
                src: "loadCategories",
                onDone: {
                  target: "done",
                  actions: { type: "storeCategories", params: ({ event }) => ({ categories: event.output }) },
                },
                onError: { target: "#session.failed", actions: { type: "noteStartFailure", params: ({ event }) => ({ failure: event.error }) } },
              },
            },
            done: { type: "final" },
          },
        },
        config: {
          initial: "checking",
          states: {
            checking: { always: [{ guard: "needsConfig", target: "fetching" }, { target: "done" }] },
            fetching: {
              invoke: {
                src: "loadConfig",
                input: ({ context }) => ({ hostname: context.hostname }),
                onDone: { target: "done", actions: { type: "storeConfig", params: ({ event }) => ({ config: event.output }) } },
                onError: {
                  target: "#session.failed",
                  actions: [
                    { type: "noteConfigProblem", params: ({ event }) => ({ failure: event.error }) },
                    { type: "noteStartFailure", params: ({ event }) => ({ failure: event.error }) },
                  ],
                },
              },
            },
            done: { type: "final" },
          },
        },
      },
      onDone: [
        { guard: "isSignedIn", target: "loggedIn" },
        { target: "loggingOut", actions: { type: "resetSession", params: { reason: "noToken" } } },
      ],
    },
    /** Starting (or finishing a login) failed: out, with the session-expired toast if a token was in play. */
    failed: {
      always: [
        { guard: "startUnanswered", target: "unanswered", actions: "awaitAnswer" },
        {
          guard: "hadToken",
          target: "loggingOut",
          actions: [
            { type: "resetSession", params: { reason: "failure" } },
            { type: "notify", params: { notification: sessionExpiredToast } },
          ],
        },
        { target: "loggingOut", actions: { type: "resetSession", params: { reason: "failure" } } },
      ],
    },
    /**
     * A stored token's start got no answer: token and account kept, the shell shows the retry
     * page (`session.retryConfig` starts over). WHY: ending the session here logged a
     * representative out for opening the app without network.
     */
    unanswered: {},
    loggedIn: {
      entry: "enterAccount",
      on: {
        "session.logout": { target: "loggingOut", actions: { type: "resetSession", params: { reason: "logout" } } },
        "session.forceLogout": {
          target: "loggingOut",
          actions: [
            { type: "resetSession", params: { reason: "forced" } },
            {
              type: "notify",
              params: ({ event }) => ({ notification: errorNotification(event.messageId ?? SESSION_EXPIRED_MESSAGE_ID) }),
            },
          ],
        },
        "session.setOrderForCompany": {
          actions: { type: "setOrderForCompany", params: ({ event }) => ({ company: event.company }) },
        },
      },
    },
    /** The account is already reset (the transition did it); this only clears the stored token. */
    loggingOut: {
      invoke: { src: "clearToken", onDone: "loggedOut", onError: "loggedOut" },
    },
    loggedOut: {
      // A stored token refused while starting (its session ended on another device: "log out
      // everywhere", a password change) leaves starting before the config may have arrived; the
      // shell waits for the config, so it is fetched here, else the tab said "Loading" for ever.
      initial: "checkingConfig",
      states: {
        // A config that failed is the "no shop" page's to retry (session.retryConfig), not fetched again here.
        checkingConfig: { always: [{ guard: "configNeverArrived", target: "fetchingConfig" }, { target: "ready" }] },
        fetchingConfig: {
          invoke: {
            src: "loadConfig",
            input: ({ context }) => ({ hostname: context.hostname }),
            onDone: { target: "ready", actions: { type: "storeConfig", params: ({ event }) => ({ config: event.output }) } },
            onError: { target: "ready", actions: { type: "noteConfigProblem", params: ({ event }) => ({ failure: event.error }) } },
          },
        },
        ready: {},
      },
      on: {
        "session.login": {
          target: "loggingIn",
          actions: "clearLoginError",
        },
      },
    },
    loggingIn: {
      initial: "authenticating",
      states: {
        authenticating: {
          invoke: {
            src: "login",
            input: ({ event }) =>
              event.type === "session.login" ? { email: event.email.trim(), password: event.password } : { email: "", password: "" },
            onDone: {
              target: "savingToken",
              actions: { type: "storeUser", params: ({ event }) => ({ answer: event.output }) },
            },
            onError: {
              target: "#session.loggedOut",
              actions: [
                { type: "refuseLogin", params: ({ event }) => ({ failure: event.error }) },
                { type: "notify", params: { notification: loginFailedToast } },
              ],
            },
          },
        },
        savingToken: {
          invoke: {
            src: "saveToken",
            input: ({ event }) => ({ token: loginTokenOf(event) }),
            onDone: { target: "#session.loading", actions: "rememberToken" },
            onError: "#session.failed",
          },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
