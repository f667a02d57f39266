import { assign, fromPromise, setup, type SnapshotFrom } from "xstate";
import type { ReportingMe } from "../contract/reporting-bodies.ts";
import { LOGIN_BLOCKED_MESSAGE_ID } from "../session/machine.ts";

/*
 * The reporting area's session: who is signed in and at which level (GET /reporting/api/me,
 * never the token's claim), or why not.
 *
 *   checking --me--> signedIn --reporting.logout--> signedOut
 *      |  \--401 or no token--> signedOut --reporting.login--> authenticating --> checking
 *      \--403 (no level, blocked)--> noAccess --reporting.logout--> signedOut
 *
 * Side effects are the slots `loadMe` (GET /me with the stored token; rejects with the call's
 * failure), `login` (POST /auth/login, which stores the token) and `logout` (forgets it).
 */

export interface ReportingCredentials {
  readonly email: string;
  readonly password: string;
}

export interface ReportingSessionContext {
  readonly me: ReportingMe | null;
  /** Message id of why the account may not use the area (noAccess), or of a refused log-in. */
  readonly problem: string | null;
}

export type ReportingSessionEvent =
  | { readonly type: "reporting.login"; readonly email: string; readonly password: string }
  | { readonly type: "reporting.logout" }
  /** The server said the session is over (a 401 on some call). */
  | { readonly type: "reporting.expired" };

export const REPORTING_LOGIN_FAILED = "reporting.web.login.failed";
export const REPORTING_NO_ACCESS = "reporting.account.no_access";

const failureOf = (error: unknown): { readonly status: number | null; readonly messageId: string | null } => {
  const failure = error as { readonly status?: unknown; readonly messageId?: unknown } | null;
  return {
    status: typeof failure?.status === "number" ? failure.status : null,
    messageId: typeof failure?.messageId === "string" ? failure.messageId : null,
  };
};

/** The message of a refused /me: a blocked account is told so, any other 403 is "no access". */
const noAccessMessage = (error: unknown): string =>
  failureOf(error).messageId === LOGIN_BLOCKED_MESSAGE_ID ? LOGIN_BLOCKED_MESSAGE_ID : REPORTING_NO_ACCESS;

/** The message of a refused log-in: blocked is told as such, anything else is the generic failure. */
export const reportingLoginProblem = (error: unknown): string =>
  failureOf(error).messageId === LOGIN_BLOCKED_MESSAGE_ID ? LOGIN_BLOCKED_MESSAGE_ID : REPORTING_LOGIN_FAILED;

const notProvided = <Output, Input = void>(slot: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`reportingSessionMachine: actor slot "${slot}" is not provided`)));

export const reportingSessionMachine = setup({
  types: {
    context: {} as ReportingSessionContext,
    events: {} as ReportingSessionEvent,
  },
  actors: {
    loadMe: notProvided<ReportingMe>("loadMe"),
    login: notProvided<void, ReportingCredentials>("login"),
    logout: notProvided<void>("logout"),
  },
  guards: {
    isRefused: ({ event }) => failureOf((event as { readonly error?: unknown }).error).status === 403,
  },
}).createMachine({
  id: "reportingSession",
  context: { me: null, problem: null },
  initial: "checking",
  states: {
    checking: {
      invoke: {
        src: "loadMe",
        onDone: { target: "signedIn", actions: assign({ me: ({ event }) => event.output, problem: null }) },
        onError: [
          { guard: "isRefused", target: "noAccess", actions: assign({ me: null, problem: ({ event }) => noAccessMessage(event.error) }) },
          { target: "signedOut", actions: assign({ me: null }) },
        ],
      },
    },
    signedIn: {
      on: {
        "reporting.logout": "loggingOut",
        "reporting.expired": "loggingOut",
      },
    },
    noAccess: {
      on: { "reporting.logout": "loggingOut" },
    },
    signedOut: {
      on: { "reporting.login": { target: "authenticating", actions: assign({ problem: null }) } },
    },
    authenticating: {
      invoke: {
        src: "login",
        input: ({ event }) => (event.type === "reporting.login" ? { email: event.email.trim(), password: event.password } : { email: "", password: "" }),
        onDone: "checking",
        onError: { target: "signedOut", actions: assign({ problem: ({ event }) => reportingLoginProblem(event.error) }) },
      },
    },
    loggingOut: {
      entry: assign({ me: null, problem: null }),
      invoke: { src: "logout", onDone: "signedOut", onError: "signedOut" },
    },
  },
});

export type ReportingSessionSnapshot = SnapshotFrom<typeof reportingSessionMachine>;
