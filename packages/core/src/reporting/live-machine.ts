import { assign, fromCallback, setup, type SnapshotFrom } from "xstate";
import type { LiveUpdate } from "../contract/reporting-bodies.ts";

/*
 * The live screens (dashboard, kiosk): one connection to GET /reporting/api/live that
 * receives every visible location's occupancy, and keeps the screen honest when it drops.
 *
 *   online.connecting --live.opened--> online.live --(no message for staleAfterMs)--> online.stale
 *        ^                                 ^   \--live.message: keep the update        |  live.message: back to live
 *        |                                 \-----------------------------------------/
 *        |                                          (still nothing after staleAfterMs more) or live.failed
 *   waiting (retry after retryBaseMs, doubling up to retryMaxMs) <------------------------'
 *   live.failed with 401/403: refused (a level lowered, a session ended); no retry.
 *
 * The server sends a heartbeat every 15 s, so the default stale time (35 s) means two were lost.
 * The connection itself is the `connect` actor slot (fetch + stream reader on the web): it
 * sends `live.opened`, `live.message` and `live.failed` back.
 */

export type LiveOccupancy = Omit<Extract<LiveUpdate, { type: "occupancy" }>, "type">;

export interface LiveInput {
  readonly staleAfterMs?: number;
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
}

export interface LiveContext {
  /** The latest occupancy of each location, by location id. */
  readonly locations: Readonly<Record<string, LiveOccupancy>>;
  /** Failed connections in a row (0 once connected). */
  readonly attempt: number;
  /** The HTTP status that ended the stream for good (401, 403), null otherwise. */
  readonly refusedStatus: number | null;
  readonly staleAfterMs: number;
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
}

export type LiveEvent =
  | { readonly type: "live.opened" }
  | { readonly type: "live.message"; readonly update: LiveUpdate }
  /** The connection failed or ended; `status` when the server refused it. */
  | { readonly type: "live.failed"; readonly status?: number | null };

export const LIVE_DEFAULTS = { staleAfterMs: 35_000, retryBaseMs: 1_000, retryMaxMs: 30_000 } as const;

/** The wait before reconnection attempt `attempt` (1, 2, ...): base, doubling, capped. */
export const liveRetryDelayMs = (attempt: number, baseMs: number, maxMs: number): number =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));

const isRefusal = (status: number | null | undefined): boolean => status === 401 || status === 403;

export const liveMachine = setup({
  types: {
    context: {} as LiveContext,
    events: {} as LiveEvent,
    input: {} as LiveInput,
  },
  actors: {
    connect: fromCallback<LiveEvent>(() => {
      throw new Error('liveMachine: actor slot "connect" is not provided');
    }),
  },
  delays: {
    staleAfter: ({ context }) => context.staleAfterMs,
    retryDelay: ({ context }) => liveRetryDelayMs(context.attempt, context.retryBaseMs, context.retryMaxMs),
  },
  guards: {
    isRefused: ({ event }) => event.type === "live.failed" && isRefusal(event.status),
  },
  actions: {
    connected: assign({ attempt: 0 }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    receive: assign({
      locations: ({ context, event }) => {
        if (event.type !== "live.message" || event.update.type !== "occupancy") return context.locations;
        const { type: _type, ...occupancy } = event.update;
        return { ...context.locations, [String(occupancy.location)]: occupancy };
      },
    }),
    keepRefusal: assign({ refusedStatus: ({ event }) => (event.type === "live.failed" ? (event.status ?? null) : null) }),
  },
}).createMachine({
  id: "live",
  context: ({ input }) => ({
    locations: {},
    attempt: 0,
    refusedStatus: null,
    staleAfterMs: input.staleAfterMs ?? LIVE_DEFAULTS.staleAfterMs,
    retryBaseMs: input.retryBaseMs ?? LIVE_DEFAULTS.retryBaseMs,
    retryMaxMs: input.retryMaxMs ?? LIVE_DEFAULTS.retryMaxMs,
  }),
  initial: "online",
  states: {
    online: {
      invoke: { src: "connect" },
      initial: "connecting",
      on: {
        "live.failed": [{ guard: "isRefused", target: "refused", actions: "keepRefusal" }, { target: "waiting" }],
      },
      states: {
        connecting: {
          on: {
            "live.opened": { target: "live", actions: "connected" },
            "live.message": { target: "live", actions: ["connected", "receive"] },
          },
          after: { staleAfter: "#live.waiting" },
        },
        live: {
          on: { "live.message": { target: "live", reenter: true, actions: "receive" } },
          after: { staleAfter: "stale" },
        },
        stale: {
          on: { "live.message": { target: "live", actions: "receive" } },
          after: { staleAfter: "#live.waiting" },
        },
      },
    },
    waiting: {
      entry: "countAttempt",
      after: { retryDelay: "online" },
    },
    refused: {},
  },
});

export type LiveSnapshot = SnapshotFrom<typeof liveMachine>;

export type LiveStatus = "connecting" | "live" | "stale" | "reconnecting" | "refused";

/** What the screen says about its data: connecting, live, stale (old figures shown), reconnecting, refused. */
export const selectLiveStatus = (snapshot: LiveSnapshot): LiveStatus => {
  if (snapshot.matches("refused")) return "refused";
  if (snapshot.matches("waiting")) return "reconnecting";
  if (snapshot.matches({ online: "live" })) return "live";
  if (snapshot.matches({ online: "stale" })) return "stale";
  return snapshot.context.attempt > 0 ? "reconnecting" : "connecting";
};

/** The locations received so far, by name. */
export const selectLiveLocations = (snapshot: LiveSnapshot): ReadonlyArray<LiveOccupancy> =>
  Object.values(snapshot.context.locations).sort((a, b) => a.name.localeCompare(b.name));
