import { Effect, Queue, Stream } from "effect";
import { REPORTING_PREFIX, type LiveUpdate } from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { loadReportingAccount } from "./accounts.ts";
import { occupanciesOf, type LocationOccupancy } from "./occupancy.ts";

/*
 * GET /reporting/api/live: each watched location's occupancy as it changes. The figures come
 * from the database, never from this process's memory of ingested events, so every instance
 * behind a load balancer streams the same truth whichever instance took the devices' batches.
 *
 * One feed per database and process polls the occupancy of every location someone watches,
 * once a second in one query, and tells each watcher what changed for its locations (all of
 * them at first). A heartbeat every 15 s keeps proxies from closing an idle stream, and
 * re-reads the watcher's level: a level lowered to 0 ends the stream.
 */

/** The stream's path in core's reporting contract: the request deadline leaves it out. */
export const LIVE_PATH = `${REPORTING_PREFIX}/live`;
export const LIVE_POLL_MS = 1_000;
export const LIVE_HEARTBEAT_MS = 15_000;

interface Watcher {
  readonly ids: ReadonlySet<number>;
  readonly listener: (update: LocationOccupancy) => void;
  /** What this watcher was last told of each location. */
  readonly told: Map<number, string>;
}

/** What a change is: anything the screen shows except the time of computing. */
const signature = ({ at: _at, ...shown }: LocationOccupancy): string => JSON.stringify(shown);

const createFeed = (db: ShopDatabase) => {
  const watchers = new Set<Watcher>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let polling = false;
  let pollAgain = false;

  const poll = async (): Promise<void> => {
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    try {
      const ids = [...new Set([...watchers].flatMap((watcher) => [...watcher.ids]))];
      const occupancies = await occupanciesOf(db, ids, Date.now());
      for (const watcher of watchers) {
        for (const occupancy of occupancies) {
          if (!watcher.ids.has(occupancy.location)) continue;
          const shown = signature(occupancy);
          if (watcher.told.get(occupancy.location) === shown) continue;
          watcher.told.set(occupancy.location, shown);
          watcher.listener(occupancy);
        }
      }
    } catch {
      // The database is away for a moment (a restart, a failover): the next tick tries again.
    } finally {
      polling = false;
      if (pollAgain) {
        pollAgain = false;
        void poll();
      }
    }
  };

  return {
    /** Watches `ids`; the listener hears every location at once, then each change. Answers the way to stop. */
    watch: (ids: ReadonlyArray<number>, listener: (update: LocationOccupancy) => void): (() => void) => {
      const watcher: Watcher = { ids: new Set(ids), listener, told: new Map() };
      watchers.add(watcher);
      if (timer === undefined) {
        timer = setInterval(() => void poll(), LIVE_POLL_MS);
        timer.unref();
      }
      void poll();
      return () => {
        watchers.delete(watcher);
        if (watchers.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
};

const feeds = new WeakMap<ShopDatabase, ReturnType<typeof createFeed>>();

const feedOf = (db: ShopDatabase) => {
  let feed = feeds.get(db);
  if (feed === undefined) feeds.set(db, (feed = createFeed(db)));
  return feed;
};

/** The stream of a live screen of `userId`, watching `locations`. */
export const liveUpdates = (db: ShopDatabase, userId: number, locations: ReadonlyArray<number>): Stream.Stream<LiveUpdate> => {
  const occupancies = Stream.callback<LiveUpdate>((queue) =>
    Effect.acquireRelease(
      Effect.sync(() => feedOf(db).watch(locations, (update) => void Queue.offerUnsafe(queue, { type: "occupancy", ...update }))),
      (stop) => Effect.sync(stop),
    ),
  );
  const heartbeats = Stream.tick(LIVE_HEARTBEAT_MS).pipe(
    Stream.mapEffect(() => Effect.promise(() => loadReportingAccount(db, userId))),
    Stream.takeWhile((account) => account !== null && account.level > 0),
    Stream.map((): LiveUpdate => ({ type: "heartbeat", at: new Date().toISOString() })),
  );
  return Stream.merge(occupancies, heartbeats, { haltStrategy: "either" });
};
