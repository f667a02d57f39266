import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { createSite, events, loginReportingAccounts, REPORTING, type TestSite, type Tokens } from "./kit.ts";

/*
 * Report files are built off the request loop (issue 32, item 1): in a bounded pool of worker
 * threads, at most a few at once per instance and per company (429 `reports.busy` past that),
 * with a bounded size per format (413 `reports.too_large` naming the limit), streamed back.
 */

const REPORTS = `${REPORTING}/reports`;
const YEAR = { from: "2025-01-01", to: "2026-01-01" };
const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const run = async (url: string, id: number, token: string, body: Record<string, unknown>) => {
  const response = await fetch(`${url}${REPORTS}/${id}/run`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, json: () => JSON.parse(new TextDecoder().decode(bytes)) };
};

describe.each(testDatabases())("report builds off the request loop ($name)", (database) => {
  let url: string;
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  let site: TestSite;
  let hourly: number;
  let nurse: string;
  let server: RunningServer;
  useTestServer(
    database,
    async (running) => {
      ({ api, server } = running);
      url = running.server.url;
      tokens = await loginReportingAccounts(api);
      nurse = await api.login("nurse@example.fr");
      site = await createSite(api, tokens.nlAdmin);
      const ingested = await api.post(`${REPORTING}/ingest`, events([1, "2025-02-03T09:10:00Z", "enter", 4], [2, "2025-07-01T15:00:00Z", "leave", 3]), {
        token: site.deviceToken,
      });
      expect(ingested.status).toBe(200);
      const report = await api.post(
        REPORTS,
        { report: "PEOPLECOUNTER_ENTERLEAVE", location: site.location, recipient: ["libadmin@example.nl"], format: "pdf", interval: "h", period: "Y", trigger: 1 },
        { token: tokens.librarian },
      );
      expect(report.status).toBe(201);
      hourly = report.body.id;
    },
    { reportBuilds: { threads: 1, perInstance: 4, perCompany: 3 } },
  );

  it("keeps the catalogue's latency within 2x of idle while three year-by-hour PDFs are built", async () => {
    const catalogue = async () => {
      const start = performance.now();
      const answer = await api.get("/admin/product", { token: nurse });
      expect(answer.status).toBe(200);
      return performance.now() - start;
    };
    for (let warm = 0; warm < 5; warm++) await catalogue();
    const idle: number[] = [];
    for (let call = 0; call < 20; call++) idle.push(await catalogue());

    let building = true;
    const runs = Promise.all([1, 2, 3].map(() => run(url, hourly, tokens.librarian, { ...YEAR, format: "pdf" }))).finally(() => {
      building = false;
    });
    const during: number[] = [];
    while (building) during.push(await catalogue());
    const files = await runs;

    for (const file of files) {
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      const pdf = await getDocumentProxy(file.bytes);
      expect(pdf.numPages).toBeGreaterThan(100); // 8,760 hourly rows
      const { text } = await extractText(pdf, { mergePages: false });
      expect(text.at(-1)).toContain(`${pdf.numPages}`);
    }
    expect(during.length).toBeGreaterThanOrEqual(10);
    expect(median(during)).toBeLessThanOrEqual(2 * Math.max(median(idle), 2));
  });

  it("refuses a build past the company's bound with 429 reports.busy and Retry-After, and builds again once one ends", async () => {
    const runs = await Promise.all([1, 2, 3, 4].map(() => run(url, hourly, tokens.librarian, { ...YEAR, format: "pdf" })));
    const statuses = runs.map((each) => each.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = runs.find((each) => each.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.json().error).toMatchObject({ code: "reports.busy" });
    expect((await run(url, hourly, tokens.librarian, { ...YEAR, format: "csv" })).status).toBe(200);
  });

  it("refuses a file larger than its format's bound with 413 naming the limit; a smaller format of the same rows is built", async () => {
    const twoYears = { from: "2024-01-01", to: "2026-01-01" };
    const refused = await run(url, hourly, tokens.librarian, { ...twoYears, format: "pdf" });
    expect(refused.status).toBe(413);
    expect(refused.json().error).toMatchObject({ code: "reports.too_large", format: "pdf", rows: 17_544, max_rows: 10_000 });
    expect(refused.json().error.message).toMatch(/PDF.*10[ .,\u202f]?000|10[ .,\u202f]?000.*PDF/);
    const csv = await run(url, hourly, tokens.librarian, { ...twoYears, format: "csv" });
    expect(csv.status).toBe(200);
    expect(new TextDecoder().decode(csv.bytes).trim().split("\r\n")).toHaveLength(1 + 17_544 + 1);
  });

  it("streams the file: no Content-Length, chunked, the whole CSV arrives", async () => {
    const csv = await run(url, hourly, tokens.librarian, { ...YEAR, format: "csv" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-length")).toBeNull();
    expect(csv.headers.get("transfer-encoding")).toBe("chunked");
    const lines = new TextDecoder().decode(csv.bytes).trim().split("\r\n");
    expect(lines).toHaveLength(1 + 8_760 + 1);
    expect(lines.at(-1)!.split(",").slice(1)).toEqual(["4", "3"]);
  });

  it("builds the nightly runs in the same worker threads", async () => {
    const daily = await api.post(
      REPORTS,
      { report: "PEOPLECOUNTER_ENTERLEAVE", location: site.location, recipient: ["libadmin@example.nl"], format: "pdf", interval: "h", period: "D", trigger: "D" },
      { token: tokens.librarian },
    );
    expect(daily.status).toBe(201);
    const before = server.reportBuilds.load().completed;
    const support = await api.login("superadmin@example.com");
    const nightly = await api.post(`${REPORTS}/nightly`, { date: "2025-07-02" }, { token: support });
    expect(nightly.status).toBe(200);
    expect(nightly.body.worked).toBeGreaterThanOrEqual(1);
    expect(server.reportBuilds.load().completed - before).toBe(nightly.body.worked);
  });
});
