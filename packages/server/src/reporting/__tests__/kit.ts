import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";

/*
 * What the reporting tests share: the seeded reporting accounts' tokens, and a location with a
 * device of their own made through the API (so their counts are the test's alone).
 */

export const REPORTING = "/reporting/api";

export type Tokens = Record<keyof typeof REPORTING_EMAILS, string>;

/** Logs in every seeded reporting account but the blocked one (which cannot log in). */
export const loginReportingAccounts = async (api: ShopClient): Promise<Omit<Tokens, "blocked">> => {
  const entries = await Promise.all(
    (Object.entries(REPORTING_EMAILS) as Array<[keyof Tokens, string]>)
      .filter(([key]) => key !== "blocked")
      .map(async ([key, email]) => [key, await api.login(email)] as const),
  );
  return Object.fromEntries(entries) as Omit<Tokens, "blocked">;
};

export interface TestSite {
  readonly location: number;
  readonly device: number;
  readonly deviceToken: string;
}

/** A new location (and a people counter at it) of the admin's company, with the given settings. */
export const createSite = async (api: ShopClient, adminToken: string, location: Record<string, unknown> = {}): Promise<TestSite> => {
  const created = await api.post(`${REPORTING}/locations`, { name: `Test ${Math.random().toString(36).slice(2, 8)}`, timeZone: "Europe/Amsterdam", ...location }, { token: adminToken });
  if (created.status !== 201) throw new Error(`location: ${created.status} ${JSON.stringify(created.body)}`);
  const device = await api.post(`${REPORTING}/devices`, { device: "Test counter", device_type: "brickstream_people_counter", location: created.body.id }, { token: adminToken });
  if (device.status !== 201) throw new Error(`device: ${device.status} ${JSON.stringify(device.body)}`);
  return { location: created.body.id, device: device.body.id, deviceToken: device.body.token };
};

/** Events for POST /ingest: `[seq, ISO time, kind, count]`. */
export const events = (...list: ReadonlyArray<readonly [number, string, string, number?]>) => ({
  events: list.map(([seq, at, kind, count]) => ({ seq, at, kind, count: count ?? 1 })),
});
