import { instantOfLocal, zonedParts } from "../reporting/time-zone.ts";

/*
 * When support hears of the accounts waiting for approval (issue 35 item 6): a digest to each
 * market's support address once a working day (Monday to Friday) at 8:00 the market's time,
 * listing the accounts registered before that hour; and how long each has waited, as the
 * digest and `proshop accounts pending` say it.
 */

/** The local hour the digest is due from. */
export const PENDING_DIGEST_HOUR = 8;

/** One working day's digest: its local day (`YYYY-MM-DD`) and the instant of its 8:00. */
export interface PendingDigestSlot {
  readonly day: string;
  readonly at: number;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/**
 * The digest due at `now` in `timeZone`: today's from 8:00 on a working day, else none (before
 * 8:00, and on Saturdays and Sundays: Monday's digest lists the weekend's registrations). A
 * scheduler that looks every few minutes thus finds the same slot all day, and sends it once.
 */
export const pendingDigestSlot = (now: number, timeZone: string): PendingDigestSlot | null => {
  const local = zonedParts(now, timeZone);
  if (local.weekday === 0 || local.weekday === 6) return null;
  if (local.hour < PENDING_DIGEST_HOUR) return null;
  return {
    day: `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`,
    at: instantOfLocal({ year: local.year, month: local.month, day: local.day, hour: PENDING_DIGEST_HOUR }, timeZone),
  };
};

/** How long an account has waited, in the largest unit that reads well: minutes, hours (under two days), days. */
export interface WaitedFor {
  readonly unit: "minutes" | "hours" | "days";
  readonly count: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const waitedFor = (registeredAt: string | number, now: number): WaitedFor => {
  const since = typeof registeredAt === "number" ? registeredAt : Date.parse(registeredAt);
  // A clock a little behind the server's never says "-1 minutes".
  const elapsed = Math.max(0, now - (Number.isNaN(since) ? now : since));
  if (elapsed < HOUR_MS) return { unit: "minutes", count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < 2 * DAY_MS) return { unit: "hours", count: Math.floor(elapsed / HOUR_MS) };
  return { unit: "days", count: Math.floor(elapsed / DAY_MS) };
};

/** The message id of a waited duration (`supportTools.waited.<unit>`, counted by `count`). */
export const waitedForMessageId = (waited: WaitedFor): string => `supportTools.waited.${waited.unit}`;
