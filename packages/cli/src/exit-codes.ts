/**
 * The exit codes of `proshop` (README, "The support CLI"). Scripts branch on them, so they never
 * change meaning.
 */
export const EXIT = {
  /** The command did what was asked. */
  done: 0,
  /** A business rule refused it (a cart limit, a coupon, an order the server would not place). */
  refused: 1,
  /** The command line was wrong: unknown flag, missing argument, missing or malformed file. */
  usage: 2,
  /** Not logged in, the session expired, or this account may not do that. */
  auth: 3,
  /** The server could not be reached or answered something that is not the shop's API. */
  server: 4,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
