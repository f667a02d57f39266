import { Context } from "effect";
import type { ShopDatabase } from "../db/client.ts";
import type { Log } from "../log.ts";
import { checkSilentDevices } from "./device-silence-alerts.ts";
import { checkOccupancyAlerts } from "./occupancy-alerts.ts";

/*
 * When alerts are looked for (issue 36), on every instance:
 *
 * - Right after an ingest counted events, its location is noted (`touched`: a set and a timer,
 *   nothing on the request's path) and looked at within `nudgeDelayMs`, off the request, with
 *   every location touched meanwhile: a burst of enters turns a location red and its alert is in
 *   the outbox within a second, while ingest pays nothing more than before.
 * - Every `sweepIntervalMs` (a minute) every watched location and device is looked at: silent
 *   devices, devices back, and any crossing a nudge missed (an instance that stopped between its
 *   ingest and its look, a new day's occupancy back at 0).
 *
 * Several instances may look at once: each crossing and each silence is decided by a conditional
 * UPDATE (occupancy-alerts.ts, device-silence-alerts.ts), so it is told once whoever looks.
 */

export interface AlertWatchOptions {
  readonly db: ShopDatabase;
  readonly log: Log;
  /** How soon after an ingest its location is looked at (default 250 ms). */
  readonly nudgeDelayMs?: number;
  /** How often everything is looked at (default one minute). */
  readonly sweepIntervalMs?: number;
}

export interface AlertWatch {
  /** An ingest counted events at `locationId`: look at it soon. */
  readonly touched: (locationId: number) => void;
  /** Looks at everything now (or as of `now`, tests): answers the alerts recorded. */
  readonly runOnce: (now?: number) => Promise<{ readonly occupancy: number; readonly devices: number }>;
  /** Stops looking; waits for a look in progress. */
  readonly stop: () => Promise<void>;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const startAlertWatch = (options: AlertWatchOptions): AlertWatch => {
  const { db, log } = options;
  const nudgeDelayMs = options.nudgeDelayMs ?? 250;
  const pending = new Set<number>();
  let nudge: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // One look at a time on this instance: a nudge and a sweep never race each other here.
  let running: Promise<unknown> = Promise.resolve();
  const serially = <A>(work: () => Promise<A>): Promise<A> => {
    const next = running.then(work);
    running = next.catch(() => undefined);
    return next;
  };

  const lookAtTouched = () => {
    nudge = undefined;
    const ids = [...pending];
    pending.clear();
    void serially(() => checkOccupancyAlerts(db, ids, Date.now())).then(
      (told) => {
        if (told > 0) log.info("occupancy alerts", { alerts: told });
      },
      (error: unknown) => log.error("occupancy alert look failed", { error: errorText(error) }),
    );
  };

  const runOnce = (now: number = Date.now()) =>
    serially(async () => {
      const occupancy = await checkOccupancyAlerts(db, null, now);
      const devices = await checkSilentDevices(db, now);
      if (occupancy + devices > 0) log.info("alerts", { occupancy, devices });
      return { occupancy, devices };
    });

  const sweep = setInterval(() => {
    runOnce().catch((error: unknown) => log.error("alert sweep failed", { error: errorText(error) }));
  }, options.sweepIntervalMs ?? 60_000);
  sweep.unref();

  return {
    touched: (locationId) => {
      if (stopped) return;
      pending.add(locationId);
      if (nudge === undefined) {
        nudge = setTimeout(lookAtTouched, nudgeDelayMs);
        nudge.unref();
      }
    },
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(sweep);
      if (nudge !== undefined) clearTimeout(nudge);
      await running;
    },
  };
};

/** The server's alert watch, for the ingest handler. */
export class AlertWatchService extends Context.Service<AlertWatchService, Pick<AlertWatch, "touched">>()("@proshop/server/AlertWatch") {}
