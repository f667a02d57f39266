import { availableParallelism } from "node:os";

/*
 * A small queue in front of password hashing (issue 11, item 17). Each argon2id run takes
 * 19 MiB and a core for ~15 ms; 50 log-ins at once would take every core from the catalogue
 * calls. So at most RUNNING checks run at once and the others wait for their turn, at most
 * WAITING of them and at most MAX_WAIT_MS each; beyond that a check is refused (the server
 * answers 503 with Retry-After, errors.ts). Waiting costs nothing, while every refusal invites
 * a flood tool's next request at once: 50 clients logging in again as soon as they are answered
 * made hundreds of 503s a second, and their parsing took the catalogue's turn on the request
 * loop (issue 32 item 10). So the room is larger, and bounded in time.
 */

/** Thrown when a lane is full or a turn waited too long; the global error middleware answers it with 503. */
export class PasswordChecksBusy extends Error {
  readonly retryAfterSeconds = 1;
  constructor() {
    super("Too many password checks at once");
    this.name = "PasswordChecksBusy";
  }
}

/**
 * Which line a turn waits in. "slowed" (log-ins of accounts under attack, login-limit.ts) waits
 * behind every "usual" turn and in a room of its own, so an attack on some accounts neither
 * delays nor fills the line of every other log-in (issue 32 item 2).
 */
export type PasswordLane = "usual" | "slowed";

export interface PasswordQueue {
  /** Waits for a free slot and answers its release; rejects with PasswordChecksBusy when the lane's room is full. */
  readonly acquire: (lane?: PasswordLane) => Promise<() => void>;
  /** Runs `work` in a slot (acquire, work, release). */
  readonly run: <A>(work: () => Promise<A>) => Promise<A>;
}

export interface PasswordQueueLimits {
  /** Turns at once. */
  readonly running: number;
  /** Turns waiting per lane; one more is refused at once. */
  readonly waiting: number;
  /** A turn not given within this time is refused (default: never). */
  readonly maxWaitMs?: number;
}

export const makePasswordQueue = (limits: PasswordQueueLimits): PasswordQueue => {
  let running = 0;
  const waiting: Record<PasswordLane, Array<() => void>> = { usual: [], slowed: [] };
  const release = () => {
    // Hand the slot straight to the next waiter (it keeps `running` as it is), after the I/O
    // already waiting: other requests get the event loop between two password turns.
    const next = waiting.usual.shift() ?? waiting.slowed.shift();
    if (next === undefined) running--;
    else setImmediate(next);
  };
  /** Resolves when `release` hands this waiter the slot; rejects when MAX_WAIT_MS passes first. */
  const waitInLine = (line: Array<() => void>) =>
    new Promise<void>((resolve, reject) => {
      const timer = limits.maxWaitMs === undefined ? undefined : setTimeout(() => {
        const at = line.indexOf(waiter);
        // Already handed the slot (its start is on its way): take it.
        if (at === -1) return;
        line.splice(at, 1);
        reject(new PasswordChecksBusy());
      }, limits.maxWaitMs);
      const waiter = () => {
        clearTimeout(timer);
        resolve();
      };
      line.push(waiter);
    });
  const acquire = async (lane: PasswordLane = "usual"): Promise<() => void> => {
    const line = waiting[lane];
    if (running < limits.running) running++;
    else if (line.length < limits.waiting) await waitInLine(line);
    else throw new PasswordChecksBusy();
    let released = false;
    return () => {
      if (!released) (released = true), release();
    };
  };
  return {
    acquire,
    run: async (work) => {
      const done = await acquire();
      try {
        return await work();
      } finally {
        done();
      }
    },
  };
};

/**
 * One core is left to the event loop (and the embedded database, which runs on it): one check at
 * a time on the two-core machines the shop runs on, two at most. 100 wait per lane (a log-in's
 * turn takes 20-50 ms), each five seconds at most (a busy machine gives the checks little CPU).
 */
export const PASSWORD_CHECKS_RUNNING = Math.min(2, Math.max(1, availableParallelism() - 1));
export const PASSWORD_CHECKS_WAITING = 100;
export const PASSWORD_CHECK_MAX_WAIT_MS = 5_000;

const SERVER_LIMITS: PasswordQueueLimits = { running: PASSWORD_CHECKS_RUNNING, waiting: PASSWORD_CHECKS_WAITING, maxWaitMs: PASSWORD_CHECK_MAX_WAIT_MS };

/** The server's one queue: every hash and check of a password goes through it (passwords.ts). */
export const passwordQueue = makePasswordQueue(SERVER_LIMITS);

/**
 * Log-ins as a whole (handlers/auth.ts), same limits: a log-in's database work (limits, account,
 * answer) also takes the embedded database's one thread, so a flood is admitted two at a time
 * and the catalogue calls get their turn in between.
 */
export const loginQueue = makePasswordQueue(SERVER_LIMITS);
