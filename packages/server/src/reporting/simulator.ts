import { REPORTING_SEED_DEVICES, REPORTING_SEED_LOCATIONS, type ReportingSeedDevice } from "@proshop/fixtures/seed/reporting/index";
import type { IngestEvent } from "@proshop/core";

/*
 * The demo's device simulator (issue 14): in demo mode (npm start on the embedded database) the
 * seeded devices send counts every few seconds through the real POST /reporting/api/ingest with
 * their demo tokens, exactly as a device would, so the dashboard and the kiosk move. Visitors
 * come faster than in life while the location is open, and at half that pace when it is closed
 * (so the demo moves at any hour). Events outside a location's counting hours are stored but
 * not counted, as the rules say. One gate reports running totals (issue 36) as many real ones do.
 */

export const SIMULATOR_TICK_MS = 5_000;
/** A demo should move while someone watches: visitors come this many times faster than on a busy day... */
const DEMO_PACE = 3;
/** ...and stay this long on average. */
const AVERAGE_STAY_MS = 20 * 60_000;
/** Share of the daytime rate while the location is closed (so the demo moves at any hour). */
const CLOSED_PACE = 0.5;
/** The demo gates that send running totals (`enter_total`, `leave_total`) rather than counts. */
const RUNNING_TOTAL_DEVICES: ReadonlySet<string> = new Set(["fr-confluence-gate"]);

/** A whole number whose average is `mean`. */
const sample = (mean: number): number => {
  let count = 0;
  for (let left = mean; left > 0; left -= 1) if (Math.random() < Math.min(1, left)) count += 1;
  return count;
};

const isOpen = (device: ReportingSeedDevice, at: Date): boolean => {
  const location = REPORTING_SEED_LOCATIONS.find((candidate) => candidate.key === device.locationKey)!;
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: location.timeZone, hourCycle: "h23", weekday: "short", hour: "numeric" }).formatToParts(at);
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.find((part) => part.type === "weekday")!.value);
  const hour = Number(parts.find((part) => part.type === "hour")!.value);
  const hours = location.openingHours[weekday] ?? null;
  return hours !== null && hour >= hours[0] && hour < hours[1];
};

/** Starts sending; answers the function that stops it. */
export const startDeviceSimulator = (serverUrl: string): (() => void) => {
  // Each run numbers its events from its start time, so a restart never repeats a seq.
  let seq = Date.now() * 1_000;
  const inside = new Map<string, number>();
  const totals = new Map<string, { readonly enter: number; readonly leave: number }>();

  const batchOf = (device: ReportingSeedDevice, at: Date): IngestEvent[] => {
    const location = REPORTING_SEED_LOCATIONS.find((candidate) => candidate.key === device.locationKey)!;
    const perHour = ((location.visitorsPerDay * device.share) / 10) * DEMO_PACE * (isOpen(device, at) ? 1 : CLOSED_PACE);
    const mean = (perHour * SIMULATOR_TICK_MS) / 3_600_000;
    const event = (kind: IngestEvent["kind"], count: number): IngestEvent => ({ seq: ++seq, at: at.toISOString(), kind, count });
    if (device.type === "selfcheck") {
      const checkouts = sample(mean * 0.3);
      const checkins = sample(mean * 0.25);
      return [...(checkouts > 0 ? [event("checkout", checkouts)] : []), ...(checkins > 0 ? [event("checkin", checkins)] : [])];
    }
    const present = inside.get(device.key) ?? 0;
    const enters = sample(mean);
    const leaves = Math.min(present, sample((present * SIMULATOR_TICK_MS) / AVERAGE_STAY_MS));
    inside.set(device.key, present + enters - leaves);
    if (RUNNING_TOTAL_DEVICES.has(device.key)) {
      const before = totals.get(device.key);
      const after = { enter: (before?.enter ?? 0) + enters, leave: (before?.leave ?? 0) + leaves };
      totals.set(device.key, after);
      // Each run's counter starts at zero, as a gate's after a restart: a baseline, or a reset after the last run's totals.
      const opening = before === undefined ? [event("enter_total", 0), event("leave_total", 0)] : [];
      return enters + leaves === 0 ? opening : [...opening, event("enter_total", after.enter), event("leave_total", after.leave)];
    }
    return [...(enters > 0 ? [event("enter", enters)] : []), ...(leaves > 0 ? [event("leave", leaves)] : [])];
  };

  const tick = async () => {
    const at = new Date();
    await Promise.all(
      REPORTING_SEED_DEVICES.map(async (device) => {
        const events = batchOf(device, at);
        if (events.length === 0) return;
        try {
          const answer = await fetch(`${serverUrl}/reporting/api/ingest`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${device.token}` },
            body: JSON.stringify({ events }),
          });
          await answer.arrayBuffer();
        } catch {
          // The server is stopping, or an administrator rotated the demo token: try again next time.
        }
      }),
    );
  };

  const timer = setInterval(() => void tick(), SIMULATOR_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
};
