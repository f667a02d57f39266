import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { bucketLabel, bucketTickLabel } from "@proshop/core/counts-table";
import { translator } from "@proshop/core/messages";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { createSite, events, loginReportingAccounts, REPORTING, type TestSite, type Tokens } from "./kit.ts";

/*
 * Report definitions (issue 15): the calls with the level rules and company isolation, the
 * refused self-check kinds, the recipients checked; and the files: each format read back holds
 * the same numbers as GET /reporting/api/counts for the same range and interval.
 */

const REPORTS = `${REPORTING}/reports`;

const definition = (site: TestSite, fields: Record<string, unknown> = {}) => ({
  report: "PEOPLECOUNTER_ENTERLEAVE",
  location: site.location,
  recipient: ["libadmin@example.nl"],
  format: "xlsx",
  interval: "D",
  period: "W",
  trigger: 1,
  ...fields,
});

const download = async (url: string, token: string, body: unknown) => {
  const response = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
};

describe.each(testDatabases())("report definitions and files ($name)", (database) => {
  let url: string;
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  let site: TestSite;
  useTestServer(database, async (running) => {
    ({ api } = running);
    url = running.server.url;
    tokens = await loginReportingAccounts(api);
    site = await createSite(api, tokens.nlAdmin);
    // Around the spring change (Amsterdam, 30 March 2025): 23 local hours that Sunday.
    const answer = await api.post(
      `${REPORTING}/ingest`,
      events(
        [1, "2025-03-29T09:10:00Z", "enter", 4],
        [2, "2025-03-29T15:00:00Z", "leave", 3],
        [3, "2025-03-29T23:30:00Z", "enter", 2],
        [4, "2025-03-30T01:30:00Z", "enter", 5],
        [5, "2025-03-30T12:00:00Z", "leave", 6],
        [6, "2025-03-31T07:00:00Z", "enter", 1],
      ),
      { token: site.deviceToken },
    );
    expect(answer.status).toBe(200);
  });

  it("creates, reads, updates, lists and deletes a report with every field", async () => {
    const created = await api.post(
      REPORTS,
      definition(site, {
        description: "Weekly visitors",
        recipient: ["libadmin@example.nl", " director@library.example "],
        max_rows_in_email: 10,
        start_date: "2025-01-01",
        end_date: "2030-12-31",
        language: "nl",
        contact_name: "Lib Admin",
        contact_email: "libadmin@example.nl",
      }),
      { token: tokens.nlAdmin },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      report: "PEOPLECOUNTER_ENTERLEAVE",
      recipient: ["libadmin@example.nl", "director@library.example"],
      max_rows_in_email: 10,
      trigger: 1,
      period: "W",
      interval: "D",
      format: "xlsx",
      lastsent: null,
      last_run: null,
      language: "nl",
    });
    const id = created.body.id as number;
    expect((await api.get(`${REPORTS}/${id}`, { token: tokens.nlAdmin })).body.description).toBe("Weekly visitors");
    const updated = await api.put(`${REPORTS}/${id}`, { trigger: "M", period: "M", format: "pdf" }, { token: tokens.nlAdmin });
    expect(updated.body).toMatchObject({ trigger: "M", period: "M", format: "pdf", description: "Weekly visitors" });
    const listed = await api.get(REPORTS, { token: tokens.nlAdmin });
    expect(listed.body.map((report: { id: number }) => report.id)).toContain(id);
    expect((await api.call("DELETE", `${REPORTS}/${id}`, undefined, { token: tokens.nlAdmin })).status).toBe(204);
    expect((await api.get(`${REPORTS}/${id}`, { token: tokens.nlAdmin })).status).toBe(404);
  });

  it("refuses a save made on a version someone changed since, and lets one of two saves of one version through", async () => {
    const created = await api.post(REPORTS, definition(site, { description: "First" }), { token: tokens.nlAdmin });
    const id = created.body.id as number;
    const read = await api.get(`${REPORTS}/${id}`, { token: tokens.nlAdmin });
    const version = read.body.version as string;
    expect(read.headers.get("etag")).toBe(version);
    expect(version).toBe(created.body.version);

    // A colleague saves first; the save made on the version read before is refused, and changes nothing.
    const theirs = await api.put(`${REPORTS}/${id}`, { description: "Theirs" }, { token: tokens.nlAdmin, headers: { "if-match": version } });
    expect(theirs.status).toBe(200);
    expect(theirs.body.version).not.toBe(version);
    expect(theirs.headers.get("etag")).toBe(theirs.body.version);
    const stale = await api.put(`${REPORTS}/${id}`, { description: "Mine" }, { token: tokens.nlAdmin, headers: { "if-match": version } });
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({ code: "reports.changed", message: expect.stringContaining("rapport") });
    expect((await api.get(`${REPORTS}/${id}`, { token: tokens.nlAdmin })).body.description).toBe("Theirs");

    // Two saves of one version at once: one is saved, the other told.
    const current = theirs.body.version as string;
    const both = await Promise.all(
      ["A", "B"].map((description) => api.put(`${REPORTS}/${id}`, { description }, { token: tokens.nlAdmin, headers: { "if-match": current } })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const winner = both.find((answer) => answer.status === 200)!.body.description;
    expect((await api.get(`${REPORTS}/${id}`, { token: tokens.nlAdmin })).body.description).toBe(winner);

    // Without If-Match (or with *) the save goes through, as before versions existed.
    expect((await api.put(`${REPORTS}/${id}`, { description: "Any" }, { token: tokens.nlAdmin, headers: { "if-match": "*" } })).status).toBe(200);
    expect((await api.put(`${REPORTS}/${id}`, { description: "None" }, { token: tokens.nlAdmin })).status).toBe(200);
    // A version of another company's report is no way in: 404 before any version is compared.
    expect((await api.put(`${REPORTS}/${id}`, { description: "X" }, { token: tokens.frAdmin, headers: { "if-match": current } })).status).toBe(404);
    await api.call("DELETE", `${REPORTS}/${id}`, undefined, { token: tokens.nlAdmin });
  });

  it("refuses the two unsupported self-check kinds, saying so", async () => {
    for (const report of ["SELFCHECK_PAYMENT", "SELFCHECK_PATRON_LOGON"]) {
      const refused = await api.post(REPORTS, definition(site, { report }), { token: tokens.nlAdmin });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: "reports.unsupported", field: "report" });
      expect(refused.body.error.message).toContain("niet ondersteund"); // libadmin@example.nl reads Dutch
    }
  });

  it("checks every recipient, an ad hoc report's date and a custom period's start", async () => {
    const bad = await api.post(REPORTS, definition(site, { recipient: ["libadmin@example.nl", "not-an-address"] }), { token: tokens.nlAdmin });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "reports.field.recipient", field: "recipient.1" });
    expect((await api.post(REPORTS, definition(site, { recipient: [] }), { token: tokens.nlAdmin })).status).toBe(400);
    const adhoc = await api.post(REPORTS, definition(site, { trigger: "adhoc" }), { token: tokens.nlAdmin });
    expect(adhoc.body.error).toMatchObject({ code: "reports.field.adhoc_end_date", field: "end_date" });
    const custom = await api.post(REPORTS, definition(site, { period: "custom" }), { token: tokens.nlAdmin });
    expect(custom.body.error).toMatchObject({ code: "reports.field.custom_start", field: "start_date" });
  });

  it("keeps the levels: own reports for level 1, none for levels 3 and 4, another company's is 404", async () => {
    const mine = await api.post(REPORTS, definition(site), { token: tokens.librarian });
    expect(mine.status).toBe(201);
    const admins = await api.post(REPORTS, definition(site), { token: tokens.nlAdmin });
    const librarianList = (await api.get(REPORTS, { token: tokens.librarian })).body.map((report: { id: number }) => report.id);
    expect(librarianList).toContain(mine.body.id);
    expect(librarianList).not.toContain(admins.body.id);
    expect((await api.get(`${REPORTS}/${admins.body.id}`, { token: tokens.librarian })).status).toBe(404);
    // The company's administrator sees the librarian's report.
    expect((await api.get(`${REPORTS}/${mine.body.id}`, { token: tokens.nlAdmin })).status).toBe(200);
    for (const token of [tokens.countsOnly, tokens.kiosk]) {
      const refused = await api.get(REPORTS, { token });
      expect(refused.status).toBe(403);
    }
    // Another company's administrator: 404 for reading, changing, running, and for using the location.
    expect((await api.get(`${REPORTS}/${admins.body.id}`, { token: tokens.frAdmin })).status).toBe(404);
    expect((await api.put(`${REPORTS}/${admins.body.id}`, { description: "x" }, { token: tokens.frAdmin })).status).toBe(404);
    expect((await api.post(`${REPORTS}/${admins.body.id}/run`, {}, { token: tokens.frAdmin })).status).toBe(404);
    expect((await api.post(REPORTS, definition(site), { token: tokens.frAdmin })).status).toBe(404);
    expect((await api.get(REPORTS, { token: tokens.frAdmin })).body.map((report: { id: number }) => report.id)).not.toContain(admins.body.id);
    // The super administrator sees it.
    expect((await api.get(`${REPORTS}/${admins.body.id}`, { token: tokens.superAdmin })).status).toBe(200);
  });

  const countsOf = async (interval: string) =>
    (await api.get(`${REPORTING}/counts?location=${site.location}&kind=enter,leave&from=2025-03-29&to=2025-04-01&interval=${interval}`, { token: tokens.nlAdmin })).body as {
      buckets: string[];
      series: Array<{ kind: string; counts: number[]; total: number }>;
    };

  it.each(["h", "D"])("writes a CSV with the numbers of the counts call (interval %s), times with their offset", async (interval) => {
    const report = await api.post(REPORTS, definition(site, { format: "csv", interval }), { token: tokens.nlAdmin });
    const file = await download(`${url}${REPORTS}/${report.body.id}/run`, tokens.nlAdmin, { from: "2025-03-29", to: "2025-04-01" });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    // Named by location, kind and the period's first and last day (31 March is the last day in [29 March, 1 April)).
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="Test-\w+_People-counter-enters-and-leaves_2025-03-29_2025-03-31\.csv"; filename\*=UTF-8''Test-\w+_People-counter-enters-and-leaves_2025-03-29_2025-03-31\.csv$/);
    const rows = parse(new TextDecoder().decode(file.bytes), { bom: true }) as string[][];
    const counts = await countsOf(interval);
    expect(rows[0]).toEqual(["Start", "Enters", "Leaves"]);
    const body = rows.slice(1, -1);
    expect(body.map((row) => row[0])).toEqual(counts.buckets);
    expect(body.map((row) => Number(row[1]))).toEqual(counts.series[0]!.counts);
    expect(body.map((row) => Number(row[2]))).toEqual(counts.series[1]!.counts);
    expect(rows.at(-1)).toEqual(["Total", String(counts.series[0]!.total), String(counts.series[1]!.total)]);
    if (interval === "h") {
      expect(body).toHaveLength(24 + 23 + 24); // the spring day has 23 hours
      expect(body.map((row) => row[0])).toContain("2025-03-30T03:00:00+02:00");
    }
  });

  it("writes a real XLSX: typed dates and numbers, header, frozen panes, totals, the same numbers", async () => {
    const report = await api.post(REPORTS, definition(site, { format: "xlsx", interval: "h", language: "fr" }), { token: tokens.nlAdmin });
    const file = await download(`${url}${REPORTS}/${report.body.id}/run`, tokens.nlAdmin, { from: "2025-03-29", to: "2025-04-01" });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", xSplit: 1, ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, "Début", "Décalage UTC", "Entrées", "Sorties"]);
    const counts = await countsOf("h");
    const enters: number[] = [];
    const leaves: number[] = [];
    for (let index = 0; index < counts.buckets.length; index += 1) {
      const row = sheet.getRow(index + 2);
      expect(row.getCell(1).value).toBeInstanceOf(Date);
      expect((row.getCell(1).value as Date).toISOString().slice(0, 19)).toBe(counts.buckets[index]!.slice(0, 19));
      expect(row.getCell(2).value).toBe(counts.buckets[index]!.slice(19));
      enters.push(row.getCell(3).value as number);
      leaves.push(row.getCell(4).value as number);
    }
    expect(enters).toEqual(counts.series[0]!.counts);
    expect(leaves).toEqual(counts.series[1]!.counts);
    const totals = sheet.getRow(counts.buckets.length + 2);
    expect(totals.getCell(1).value).toBe("Total");
    expect(totals.getCell(3).value).toMatchObject({ result: counts.series[0]!.total });
    expect(totals.getCell(4).value).toMatchObject({ result: counts.series[1]!.total });
  });

  it("writes a PDF with title, company, location, period, the table's numbers and page numbers", async () => {
    const report = await api.post(REPORTS, definition(site, { format: "pdf", interval: "h", language: "nl" }), { token: tokens.nlAdmin });
    const file = await download(`${url}${REPORTS}/${report.body.id}/run`, tokens.nlAdmin, { from: "2025-03-29", to: "2025-04-01" });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const pdf = await getDocumentProxy(file.bytes);
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain("Telrapport");
    expect(text).toContain("Periode: 2025-03-29 – 2025-03-31"); // the last day included, not the exclusive end
    expect(text).toContain(`Pagina ${totalPages} van ${totalPages}`);
    const counts = await countsOf("h");
    expect(text).toMatch(new RegExp(`Totaal\\s+${counts.series[0]!.total}\\s+${counts.series[1]!.total}`));
    // Every hour's row, in order, with its two counts (the body is written as one text object a page).
    const literal = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const rows = counts.buckets.map((bucket, index) => `${literal(bucketLabel(bucket, "h", "nl"))}\\s+${counts.series[0]!.counts[index]}\\s+${counts.series[1]!.counts[index]}`);
    expect(rows).toHaveLength(71); // three days by hour, one of them 23 hours long
    expect(text).toMatch(new RegExp(rows.join("[\\s\\S]*")));
  });

  it("refuses a bad period, naming the field", async () => {
    const report = await api.post(REPORTS, definition(site), { token: tokens.nlAdmin });
    const bad = await api.post(`${REPORTS}/${report.body.id}/run`, { from: "yesterday", to: "2025-04-01" }, { token: tokens.nlAdmin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("from");
    const reversed = await api.post(`${REPORTS}/${report.body.id}/run`, { from: "2025-04-01", to: "2025-03-01" }, { token: tokens.nlAdmin });
    expect(reversed.body.error.field).toBe("to");
  });

  describe("the files' words (issue 35 item 11)", () => {
    const nl = translator("nl");
    /** A Dutch report of a week by day at a location whose name needs folding. */
    const dutchFile = async (format: "csv" | "xlsx" | "pdf") => {
      const place = await createSite(api, tokens.nlAdmin, { name: `Bibliothèque d'Étude / Zuid "${format}"` });
      const report = await api.post(REPORTS, definition(place, { format, interval: "D", language: "nl" }), { token: tokens.nlAdmin });
      expect(report.status).toBe(201);
      const file = await download(`${url}${REPORTS}/${report.body.id}/run`, tokens.nlAdmin, { from: "2026-11-23", to: "2026-11-30" });
      expect(file.status).toBe(200);
      return file;
    };

    it("names the file by location, kind and the days it covers, safely, with the reader's letters in filename*", async () => {
      const file = await dutchFile("csv");
      const name = "Bibliothèque-d-Étude-Zuid-csv_Personenteller-binnen-en-buiten_2026-11-23_2026-11-29.csv";
      expect(file.headers.get("content-disposition")).toBe(
        `attachment; filename="Bibliotheque-d-Etude-Zuid-csv_Personenteller-binnen-en-buiten_2026-11-23_2026-11-29.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      const rows = parse(new TextDecoder().decode(file.bytes), { bom: true }) as string[][];
      expect(rows[0]).toEqual([nl("reports.file.start"), nl("reporting.kind.enter"), nl("reporting.kind.leave")]);
      expect(rows).toHaveLength(1 + 7 + 1); // 23 to 29 November, then the totals
      expect(rows[7]![0]).toBe("2026-11-29T00:00:00+01:00");
      expect(rows.at(-1)![0]).toBe(nl("reports.file.total"));
    });

    it("writes a Dutch XLSX with every label in Dutch and the period's last day included", async () => {
      const file = await dutchFile("xlsx");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([nl("reports.file.title"), nl("reports.file.info")]);
      expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, nl("reports.file.start"), nl("reports.file.utc_offset"), nl("reporting.kind.enter"), nl("reporting.kind.leave")]);
      const about = workbook.worksheets[1]!;
      const lines = Array.from({ length: about.rowCount - 1 }, (_, index) => about.getRow(index + 2).values as unknown[]).map((values) => [values[1], values[2]]);
      expect(lines).toEqual([
        [nl("reports.file.company"), expect.any(String)],
        [nl("reports.file.location"), `Bibliothèque d'Étude / Zuid "xlsx"`],
        [nl("reports.file.device"), nl("reports.file.all_devices")],
        [nl("reports.file.period"), "2026-11-23 – 2026-11-29"],
        [nl("reports.file.interval"), nl("reporting.interval.D")],
        [nl("reports.file.time_zone"), "Europe/Amsterdam"],
      ]);
      expect(nl("reports.file.time_zone")).toBe("Tijdzone");
      const english = ["Time zone", "UTC", "Info", "Period", "Start"];
      for (const sheet of workbook.worksheets) {
        sheet.eachRow((row) => row.eachCell((cell) => expect(english).not.toContain(cell.value)));
      }
    });

    it("writes a PDF whose chart has dates along its x axis and whose period ends on the last day included", async () => {
      const file = await dutchFile("pdf");
      const pdf = await getDocumentProxy(file.bytes);
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain(`${nl("reports.file.period")}: 2026-11-23 – 2026-11-29`);
      // The ticks are text items of their own under the chart: a week by day has each of its days.
      const items = (await (await pdf.getPage(1)).getTextContent()).items.map((item) => ("str" in item ? item.str : ""));
      const days = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"].map((day) => bucketTickLabel(`${day}T00:00:00+01:00`, "D", "nl"));
      expect(days.filter((day) => items.includes(day))).toEqual(days);
    });
  });
});
