import { describe, expect, it } from "vitest";
import { SESSION_USER_MAX_AGE_MS, recentSessionUser, rememberSessionUser } from "../session-user-cache.ts";

describe("session user cache", () => {
  it("answers a user read less than its maximum age ago, then reads again", () => {
    const db = {};
    rememberSessionUser(db, 7, { id: 7, role: "customer" }, 1_000);
    expect(recentSessionUser(db, 7, 1_000 + SESSION_USER_MAX_AGE_MS - 1)).toEqual({ id: 7, role: "customer" });
    expect(recentSessionUser(db, 7, 1_000 + SESSION_USER_MAX_AGE_MS)).toBeUndefined();
  });

  it("keeps each database's users apart and knows nobody it was not told of", () => {
    const first = {};
    const second = {};
    rememberSessionUser(first, 1, { id: 1 }, 0);
    expect(recentSessionUser(second, 1, 0)).toBeUndefined();
    expect(recentSessionUser(first, 2, 0)).toBeUndefined();
  });
});
