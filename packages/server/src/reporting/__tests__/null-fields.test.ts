import { describe, expect, it } from "vitest";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { createSite, loginReportingAccounts, REPORTING, type TestSite, type Tokens } from "./kit.ts";

/*
 * Issue 32 item 8: a reporting PUT or POST with `null` for a field that cannot be null answered
 * 500 (`{"location":null}` on a report) or changed nothing silently; an empty PUT of a company
 * answered 500. Every such null is a 400 naming the field; an empty PUT changes nothing (200).
 */

const REPORT_FIELDS = ["report", "description", "location", "recipient", "max_rows_in_email", "interval", "period", "trigger", "format", "language", "contact_name", "contact_email", "is_active"];
const LOCATION_FIELDS = ["name", "description", "timeZone", "occ_mode", "order", "is_active", "contact_name", "contact_email"];
const DEVICE_FIELDS = ["device", "device_type", "location", "timeZone", "paused", "order", "is_active", "license_state", "receipt_footer"];
const COMPANY_FIELDS = ["name", "organisation", "city", "country"];
const USER_FIELDS = ["email", "first_name", "last_name", "level", "language", "password"];

describe.each(testDatabases())("null fields of the reporting calls ($name)", (database) => {
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  let site: TestSite;
  let report: Record<string, unknown>;
  let librarian: number;
  useTestServer(database, async (running) => {
    ({ api } = running);
    tokens = await loginReportingAccounts(api);
    site = await createSite(api, tokens.nlAdmin);
    const created = await api.post(
      `${REPORTING}/reports`,
      { report: "PEOPLECOUNTER_ENTERLEAVE", location: site.location, recipient: ["libadmin@example.nl"], format: "csv", interval: "D", period: "W", trigger: 1 },
      { token: tokens.nlAdmin },
    );
    report = created.body;
    const users = await api.get(`${REPORTING}/users`, { token: tokens.nlAdmin });
    librarian = users.body.find((user: { email: string }) => user.email === REPORTING_EMAILS.librarian).id;
  });

  /** PUTs `{ field: null }` for each field: a 400 naming it, and the record as it was. */
  const expectNullsRefused = async (path: string, fields: ReadonlyArray<string>, token: () => string) => {
    const before = await api.get(path, { token: token() });
    expect(before.status).toBe(200);
    for (const field of fields) {
      const answer = await api.put(path, { [field]: null }, { token: token() });
      expect([field, answer.status, answer.body?.error?.field]).toEqual([field, 400, field]);
      expect(answer.body.error.code).toBe("request.invalid");
    }
    expect((await api.get(path, { token: token() })).body).toEqual(before.body);
  };

  it("refuses null for every field of a report, a location, a device, a company and a user (400 naming it)", async () => {
    await expectNullsRefused(`${REPORTING}/reports/${report["id"]}`, REPORT_FIELDS, () => tokens.nlAdmin);
    await expectNullsRefused(`${REPORTING}/locations/${site.location}`, LOCATION_FIELDS, () => tokens.nlAdmin);
    await expectNullsRefused(`${REPORTING}/devices/${site.device}`, DEVICE_FIELDS, () => tokens.superAdmin);
    await expectNullsRefused(`${REPORTING}/companies/300500`, COMPANY_FIELDS, () => tokens.superAdmin);
    await expectNullsRefused(`${REPORTING}/users/${librarian}`, USER_FIELDS, () => tokens.nlAdmin);
  });

  it("still takes null where a field may be empty (a report's device, a location's optimal occupancy)", async () => {
    const device = await api.put(`${REPORTING}/reports/${report["id"]}`, { device: null }, { token: tokens.nlAdmin });
    expect(device.status, JSON.stringify(device.body)).toBe(200);
    expect(device.body.device).toBeNull();
    const optimal = await api.put(`${REPORTING}/locations/${site.location}`, { optimal_balance: null }, { token: tokens.nlAdmin });
    expect(optimal.status, JSON.stringify(optimal.body)).toBe(200);
    expect(optimal.body.optimal_balance).toBeNull();
  });

  it("refuses null for an optional field of a new record (400 naming it)", async () => {
    const location = await api.post(`${REPORTING}/locations`, { name: "Null desk", timeZone: "Europe/Amsterdam", description: null }, { token: tokens.nlAdmin });
    expect([location.status, location.body.error?.field]).toEqual([400, "description"]);
    const company = await api.post(`${REPORTING}/companies`, { name: "Null library", organisation: "NL", city: null }, { token: tokens.superAdmin });
    expect([company.status, company.body.error?.field]).toEqual([400, "city"]);
  });

  it("answers an empty update with the record unchanged (200), a company's included", async () => {
    for (const [path, token] of [
      [`${REPORTING}/companies/300500`, tokens.superAdmin],
      [`${REPORTING}/reports/${report["id"]}`, tokens.nlAdmin],
      [`${REPORTING}/locations/${site.location}`, tokens.nlAdmin],
      [`${REPORTING}/devices/${site.device}`, tokens.nlAdmin],
      [`${REPORTING}/users/${librarian}`, tokens.nlAdmin],
    ] as const) {
      const before = await api.get(path, { token });
      const answer = await api.put(path, {}, { token });
      expect([path, answer.status]).toEqual([path, 200]);
      expect(answer.body).toEqual(before.body);
    }
  });
});
