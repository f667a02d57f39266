import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localMinuteOfDay } from "@proshop/core";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { testDatabases, type CreatedTestDatabase } from "../../__tests__/databases.ts";
import { startServer, type RunningServer } from "../../app.ts";
import { outbox, reportingAlerts, reportingDevices, reportingLocations } from "../../db/schema.ts";
import { shopClient, type ShopClient } from "../../handlers/__tests__/http.ts";
import { ALERT_MAIL_KIND } from "../alert-mail.ts";
import { createSite, events, loginReportingAccounts, REPORTING, type TestSite, type Tokens } from "./kit.ts";

/*
 * A location's alerts (issue 36) through the real API: an ingest burst turns a site red and its
 * recipients get one mail each (in their language, with the figure and local time) and the
 * history one row; more enters tell nothing new; leaves back under orange tell that; red again
 * within a quarter of an hour tells nothing. A device silent during counting hours is reported
 * once, and back once when it sends again. On PostgreSQL two instances on one database tell
 * each crossing once. Bad recipients are 400, another company's alerts 404.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitUntil = async <A>(read: () => Promise<A>, done: (value: A) => boolean, what: string, timeoutMs = 10_000): Promise<A> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 400)}`);
    await sleep(50);
  }
};

/** Thresholds of the test sites: red from 9 people inside, orange from 5. */
const THRESHOLDS = { optimal_balance: 10, balance_orange: 50, balance_red: 90 };
/** An account with English as its language, one with Dutch, and an address of no account (the NL market's Dutch). */
const RECIPIENTS = [REPORTING_EMAILS.superAdmin, REPORTING_EMAILS.librarian, "duty-desk@example.org"];

/** `HH:MM` of a minute of the day. */
const clock = (minute: number) => `${String(Math.floor((minute % 1440) / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

describe.each(testDatabases())("reporting alerts ($name)", (database) => {
  let created: CreatedTestDatabase;
  let server: RunningServer;
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  beforeAll(async () => {
    created = await database.create();
    // The sweep is left to the tests (runOnce); a nudge follows an ingest within 50 ms.
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, seed: true, ...created.options, alerts: { nudgeDelayMs: 50, sweepIntervalMs: 3_600_000 } });
    api = shopClient(server.url);
    tokens = await loginReportingAccounts(api);
  });
  afterAll(async () => {
    await server?.close();
    await created?.drop();
  });

  const alertsOf = (location: number) =>
    server.db.select().from(reportingAlerts).where(eq(reportingAlerts.locationId, location)).orderBy(asc(reportingAlerts.id));
  /** The alert mails naming the site (each test's site has its own random name). */
  const mailsOf = async (name: string) =>
    (await server.db.select().from(outbox).where(eq(outbox.kind, ALERT_MAIL_KIND)).orderBy(asc(outbox.id))).filter((mail) => mail.subject.includes(name));
  const nameOf = async (site: TestSite) => (await api.get(`${REPORTING}/locations/${site.location}`, { token: tokens.nlAdmin })).body.name as string;

  let seq = 1;
  const ingest = async (site: TestSite, kind: "enter" | "leave", count: number, url = server.url) => {
    const answer = await shopClient(url).post(`${REPORTING}/ingest`, events([seq++, new Date().toISOString(), kind, count]), { token: site.deviceToken });
    expect([answer.status, answer.body.accepted]).toEqual([200, 1]);
  };

  it("refuses a bad alert recipient with 400 naming it, and keeps good ones trimmed and once each", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const bad = await api.put(`${REPORTING}/locations/${site.location}`, { alert_recipients: ["ops@example.nl", "not an address"] }, { token: tokens.nlAdmin });
    expect([bad.status, bad.body.error.code, bad.body.error.field]).toEqual([400, "reports.field.recipient", "alert_recipients.1"]);
    expect(bad.body.error.message).toBe("Give a valid e-mail address for each recipient.");
    const created = await api.post(`${REPORTING}/locations`, { name: "Alert check", timeZone: "Europe/Amsterdam", alert_recipients: ["x@"] }, { token: tokens.nlAdmin });
    expect([created.status, created.body.error.field]).toEqual([400, "alert_recipients.0"]);
    const good = await api.put(`${REPORTING}/locations/${site.location}`, { alert_recipients: [" ops@example.nl ", "OPS@example.nl", "desk@example.nl"] }, { token: tokens.nlAdmin });
    expect([good.status, good.body.alert_recipients]).toEqual([200, ["ops@example.nl", "desk@example.nl"]]);
    const interval = await api.put(`${REPORTING}/devices/${site.device}`, { expected_interval_minutes: 0 }, { token: tokens.nlAdmin });
    expect([interval.status, interval.body.error.field]).toEqual([400, "expected_interval_minutes"]);
    const set = await api.put(`${REPORTING}/devices/${site.device}`, { expected_interval_minutes: 15 }, { token: tokens.nlAdmin });
    expect([set.status, set.body.expected_interval_minutes, set.body.silent_since]).toEqual([200, 15, null]);
  });

  it("tells an ingest burst's red crossing once, back under orange once, and nothing red again within 15 minutes", async () => {
    const site = await createSite(api, tokens.nlAdmin, { ...THRESHOLDS, alert_recipients: RECIPIENTS });
    const name = await nameOf(site);
    // A burst of enters: 9 of 10 is red. The alert follows the ingest without any sweep.
    for (let i = 0; i < 9; i++) await ingest(site, "enter", 1);
    const mails = await waitUntil(() => mailsOf(name), (found) => found.length >= 3, "the red alert's mails");
    await sleep(200);
    expect((await mailsOf(name)).length).toBe(3);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([...RECIPIENTS].sort());
    const to = (address: string) => mails.find((mail) => mail.toAddress === address)!;
    expect(to(REPORTING_EMAILS.superAdmin).subject).toBe(`${name}: the occupancy is red`);
    expect(to(REPORTING_EMAILS.librarian).subject).toBe(`${name}: de bezetting is rood`);
    expect(to("duty-desk@example.org").subject).toBe(`${name}: de bezetting is rood`);
    expect(to(REPORTING_EMAILS.superAdmin).bodyText).toContain("9 people inside, 90% of the optimal occupancy (10)");
    // Of no market, as a scheduled report's: the shop's support agents do not read a library's alerts.
    expect(to("duty-desk@example.org").organisationId).toBeNull();
    let alerts = await alertsOf(site.location);
    expect(alerts.map((alert) => [alert.kind, alert.occupancy, alert.recipients])).toEqual([["occupancy_red", 9, RECIPIENTS]]);
    // The local time of the crossing, in the location's zone.
    const localTime = new Intl.DateTimeFormat("en", { timeStyle: "short", timeZone: "Europe/Amsterdam" }).format(alerts[0]!.at);
    expect(to(REPORTING_EMAILS.superAdmin).bodyText).toContain(localTime);

    // More enters: still red, nothing new.
    await ingest(site, "enter", 3);
    await sleep(150);
    await server.alerts.runOnce();
    expect((await alertsOf(site.location)).length).toBe(1);
    expect((await mailsOf(name)).length).toBe(3);

    // Orange (6 of 10) is not back yet; green (4) is.
    await ingest(site, "leave", 6);
    await server.alerts.runOnce();
    expect((await alertsOf(site.location)).length).toBe(1);
    await ingest(site, "leave", 2);
    alerts = await waitUntil(() => alertsOf(site.location), (found) => found.length >= 2, "the back alert");
    expect(alerts.map((alert) => [alert.kind, alert.occupancy])).toEqual([["occupancy_red", 9], ["occupancy_back", 4]]);
    const back = await waitUntil(() => mailsOf(name), (found) => found.length >= 6, "the back mails");
    expect(back.slice(3).find((mail) => mail.toAddress === REPORTING_EMAILS.superAdmin)!.subject).toBe(`${name}: the occupancy is back under orange`);

    // Red again within the quarter of an hour: nothing.
    await ingest(site, "enter", 6);
    await sleep(150);
    await server.alerts.runOnce();
    expect((await alertsOf(site.location)).length).toBe(2);
    // A quarter of an hour after the last red alert, still red: told again.
    await server.db
      .update(reportingLocations)
      .set({ lastRedAlertAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(reportingLocations.id, site.location));
    await server.alerts.runOnce();
    expect((await alertsOf(site.location)).map((alert) => alert.kind)).toEqual(["occupancy_red", "occupancy_back", "occupancy_red"]);
    expect((await mailsOf(name)).length).toBe(9);

    // The history through the API, newest first, for those who see counts.
    const history = await api.get(`${REPORTING}/locations/${site.location}/alerts`, { token: tokens.librarian });
    expect(history.status).toBe(200);
    expect(history.body.map((alert: { kind: string }) => alert.kind)).toEqual(["occupancy_red", "occupancy_back", "occupancy_red"]);
    expect(history.body[2]).toMatchObject({ location: site.location, occupancy: 9, device: null, recipients: RECIPIENTS });
    const limited = await api.get(`${REPORTING}/locations/${site.location}/alerts?limit=1`, { token: tokens.countsOnly });
    expect(limited.body.length).toBe(1);
  });

  it("answers another company's alerts 404 and a live-counts kiosk 403", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const other = await api.get(`${REPORTING}/locations/${site.location}/alerts`, { token: tokens.frAdmin });
    expect([other.status, other.body.error.code]).toEqual([404, "reporting.not_found.location"]);
    const kiosk = await api.get(`${REPORTING}/locations/${site.location}/alerts`, { token: tokens.kiosk });
    expect(kiosk.status).toBe(403);
    const own = await api.get(`${REPORTING}/locations/${site.location}/alerts`, { token: tokens.superAdmin });
    expect([own.status, own.body]).toEqual([200, []]);
  });

  it("reports a device silent during counting hours once, and back once when it sends again", async () => {
    const site = await createSite(api, tokens.nlAdmin, { alert_recipients: [REPORTING_EMAILS.librarian] });
    const name = await nameOf(site);
    await api.put(`${REPORTING}/devices/${site.device}`, { expected_interval_minutes: 5 }, { token: tokens.nlAdmin });
    await ingest(site, "enter", 1);
    expect((await server.alerts.runOnce()).devices).toBe(0);
    // Six minutes later nothing came: silent (the location counts around the clock).
    const later = Date.now() + 6 * 60_000;
    await server.alerts.runOnce(later);
    await server.alerts.runOnce(later + 60_000);
    let alerts = await alertsOf(site.location);
    expect(alerts.map((alert) => [alert.kind, alert.deviceId, alert.recipients])).toEqual([["device_silent", site.device, [REPORTING_EMAILS.librarian]]]);
    const listed = await api.get(`${REPORTING}/devices/${site.device}`, { token: tokens.nlAdmin });
    expect(listed.body.silent_since).toBe(listed.body.last_seen_at);
    const devices = await api.get(`${REPORTING}/devices`, { token: tokens.nlAdmin });
    expect(devices.body.find((device: { id: number }) => device.id === site.device).silent_since).not.toBeNull();
    const silentMail = (await mailsOf(name)).map((mail) => mail.subject);
    expect(silentMail).toEqual([`${name}: Test counter stuurt niets`]);

    // It sends again: back, once.
    await ingest(site, "enter", 1);
    await server.alerts.runOnce();
    await server.alerts.runOnce();
    alerts = await alertsOf(site.location);
    expect(alerts.map((alert) => alert.kind)).toEqual(["device_silent", "device_back"]);
    expect((await mailsOf(name)).map((mail) => mail.subject)).toEqual([`${name}: Test counter stuurt niets`, `${name}: Test counter stuurt weer`]);
    const [device] = await server.db.select().from(reportingDevices).where(eq(reportingDevices.id, site.device));
    expect(device!.silentSince).toBeNull();
    const history = await api.get(`${REPORTING}/locations/${site.location}/alerts`, { token: tokens.nlAdmin });
    // (The silent alert was noticed at the test's "six minutes later", so it is listed first.)
    expect(history.body.find((alert: { kind: string }) => alert.kind === "device_back")).toMatchObject({ device: site.device, device_name: "Test counter", occupancy: null });
  });

  it("lets a device be silent outside counting hours", async () => {
    const inSixMinutes = Date.now() + 6 * 60_000;
    const minute = localMinuteOfDay(inSixMinutes, "Europe/Amsterdam");
    // Counting hours from an hour after that moment to two hours after: it lies outside them.
    const site = await createSite(api, tokens.nlAdmin, { ignore_before: clock(minute + 60), ignore_after: clock(minute + 120) });
    await api.put(`${REPORTING}/devices/${site.device}`, { expected_interval_minutes: 5 }, { token: tokens.nlAdmin });
    const answer = await api.post(`${REPORTING}/ingest`, events([1, new Date().toISOString(), "enter", 1]), { token: site.deviceToken });
    expect(answer.status).toBe(200);
    await server.alerts.runOnce(inSixMinutes);
    expect(await alertsOf(site.location)).toEqual([]);
    const [device] = await server.db.select().from(reportingDevices).where(and(eq(reportingDevices.id, site.device)));
    expect(device!.silentSince).toBeNull();
  });

  it.runIf(database.name === "postgres")("tells each crossing once with two instances on one database", async () => {
    const second = await startServer({ port: 0, host: "127.0.0.1", quiet: true, seed: false, ...created.options, jwtSecret: null, alerts: { nudgeDelayMs: 0, sweepIntervalMs: 3_600_000 } });
    try {
      const site = await createSite(api, tokens.nlAdmin, { ...THRESHOLDS, alert_recipients: [REPORTING_EMAILS.librarian, "duty-desk@example.org"] });
      const name = await nameOf(site);
      const both = () => Promise.all([server.alerts.runOnce(), second.alerts.runOnce(), server.alerts.runOnce(), second.alerts.runOnce()]);
      // The burst arrives through both instances at once; both look right after, and again.
      await Promise.all(Array.from({ length: 10 }, (_, i) => ingest(site, "enter", 1, i % 2 === 0 ? server.url : second.url)));
      await both();
      await sleep(150);
      await both();
      expect((await alertsOf(site.location)).map((alert) => alert.kind)).toEqual(["occupancy_red"]);
      expect((await mailsOf(name)).length).toBe(2);
      await Promise.all(Array.from({ length: 8 }, (_, i) => ingest(site, "leave", 1, i % 2 === 0 ? server.url : second.url)));
      await both();
      await sleep(150);
      await both();
      expect((await alertsOf(site.location)).map((alert) => alert.kind)).toEqual(["occupancy_red", "occupancy_back"]);
      expect((await mailsOf(name)).length).toBe(4);
      // A silent device, looked at by both at once: reported once.
      await api.put(`${REPORTING}/devices/${site.device}`, { expected_interval_minutes: 5 }, { token: tokens.nlAdmin });
      const later = Date.now() + 6 * 60_000;
      await Promise.all([server.alerts.runOnce(later), second.alerts.runOnce(later), server.alerts.runOnce(later), second.alerts.runOnce(later)]);
      expect((await alertsOf(site.location)).map((alert) => alert.kind)).toEqual(["occupancy_red", "occupancy_back", "device_silent"]);
      expect((await mailsOf(name)).length).toBe(6);
    } finally {
      await second.close();
    }
  });
});
