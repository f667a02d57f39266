/*
 * A per-address limit kept in this process's memory, for the public occupancy (issue 36).
 * WHY not the database's rate_limits (auth/rate-limit.ts): that costs a write per request, and
 * the public call is built to cost the database one read per slug per 5 s whatever the number
 * of visitors. So each instance counts its own visitors: behind N instances an address gets at
 * most N times the limit, which still bounds it. Fixed windows, like rate_limits: a window's
 * count starts again from zero when it ends. Bounded: past `maxAddresses` the ended windows go,
 * then the oldest.
 */

export interface AddressLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

export interface AddressLimiter {
  /** Counts one call of `address`; answers 0 within the limit, else the seconds until its window ends. */
  readonly take: (address: string, now?: number) => number;
}

export const addressLimiter = (limit: AddressLimit, maxAddresses = 100_000): AddressLimiter => {
  const windows = new Map<string, { count: number; readonly endsAt: number }>();

  const makeRoom = (now: number) => {
    if (windows.size < maxAddresses) return;
    for (const [address, window] of windows) if (window.endsAt <= now) windows.delete(address);
    for (const address of windows.keys()) {
      if (windows.size < maxAddresses) break;
      windows.delete(address);
    }
  };

  return {
    take: (address, now = Date.now()) => {
      const window = windows.get(address);
      if (window === undefined || window.endsAt <= now) {
        if (window === undefined) makeRoom(now);
        windows.set(address, { count: 1, endsAt: now + limit.windowSeconds * 1000 });
        return 0;
      }
      window.count += 1;
      return window.count <= limit.max ? 0 : Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    },
  };
};
