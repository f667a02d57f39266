/**
 * Section 8b, scheduled reports (issue 15), through the real server (HTTP):
 * - building one year by hour of one seeded location in each format (POST /reports/{id}/run):
 *   median time and file size, beside the floor of the same run, GET /counts for the same range
 *   and interval (the numbers alone, as JSON);
 * - the catalogue (GET /admin/product, a customer's call) while three year-by-hour PDFs are built
 *   at once, beside its floor, the same calls with nothing built (issue 32: at most 2x);
 * - a nightly pass of N due reports on PostgreSQL (POST /reports/nightly: schedule, build, one
 *   outbox message per recipient, exactly once), in reports per second, beside the floor of the
 *   same run: building the same N files through /run, one after the other, with no enqueue.
 *   (The SMTP leg is the outbox delivery's, measured by its own tests; here the messages wait in
 *   the outbox: SMTP_URL is not set.)
 */
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { postgresUrl, type BenchDatabase } from "../shop/databases.ts";
import { logIn, startShopServer } from "../shop/processes.ts";
import { formatCount, formatMillis, formatRatio, skippedRow, summarise, verdictOf, type Row } from "../table.ts";
import type { SectionResult } from "./section.ts";

const SECTION = "8b reports";
/** Issue 38: a file through /run (the worker pool users' builds take) at most this many times the /counts floor. */
const MOST_OF_FLOOR: Partial<Record<"csv" | "xlsx" | "pdf", number>> = { xlsx: 3, pdf: 10 };

const post = (url: string, path: string, token: string, body: unknown) =>
  fetch(`${url}${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });

const timed = async <A>(work: () => Promise<A>): Promise<{ ms: number; value: A }> => {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
};

/** The catalogue's latency idle, then while three year-by-hour PDFs of `reportId` are built at once. */
const catalogueBesidePdfs = async (kind: string, url: string, reportToken: string, reportId: number, from: string, to: string): Promise<Row[]> => {
  const nurse = await logIn(url, "nurse@example.fr", SEED_PASSWORD);
  const catalogue = async () =>
    (await timed(async () => (await fetch(`${url}/admin/product`, { headers: { authorization: `Bearer ${nurse}` } })).arrayBuffer())).ms;
  for (let warm = 0; warm < 5; warm++) await catalogue();
  const idle: number[] = [];
  for (let call = 0; call < 30; call++) idle.push(await catalogue());
  let building = true;
  const started = performance.now();
  const runs = Promise.all(
    [1, 2, 3].map(async () => {
      const answer = await post(url, `/reporting/api/reports/${reportId}/run`, reportToken, { from, to, format: "pdf" });
      if (answer.status !== 200) throw new Error(`run pdf: ${answer.status}`);
      return answer.arrayBuffer();
    }),
  ).finally(() => {
    building = false;
  });
  const during: number[] = [];
  while (building) during.push(await catalogue());
  await runs;
  const wall = performance.now() - started;
  const floor = summarise(idle);
  const loaded = summarise(during);
  const ratio = loaded.median / floor.median;
  return [
    {
      section: SECTION,
      figure: `${kind}: floor: GET /admin/product (a customer's catalogue), nothing built`,
      median: formatMillis(floor.median),
      spread: `p95 ${formatMillis(floor.p95)}, n=${floor.count}`,
      goal: "",
      ratio: "",
      verdict: "info",
    },
    {
      section: SECTION,
      figure: `${kind}: GET /admin/product while three year-by-hour PDFs are built at once (all three in ${(wall / 1000).toFixed(1)} s)`,
      median: formatMillis(loaded.median),
      spread: `p95 ${formatMillis(loaded.p95)}, max ${formatMillis(Math.max(...during))}, n=${loaded.count}`,
      goal: "<= 2x",
      ratio: `loaded/floor ${formatRatio(ratio)}`,
      verdict: verdictOf(ratio <= 2),
    },
  ];
};

/** Answers the JSON of a call that must succeed (the bench's own set-up). */
const created = async <A>(answer: Promise<Response>, what: string): Promise<A> => {
  const response = await answer;
  if (response.status !== 201) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as A;
};

/**
 * `count` active daily reports for the nightly pass, made by the operator (level 5): a company
 * keeps at most 100 reports (MAX_REPORTS_PER_COMPANY) and mails at most 50 outside addresses a day,
 * so they are spread over new companies of the demo's organisation, 100 each, one location and
 * one recipient per company.
 */
const nightlyReportsOf = async (url: string, support: string, admin: string, count: number): Promise<number[]> => {
  const me = (await (await fetch(`${url}/reporting/api/me`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { company: { organisation: string } };
  const ids: number[] = [];
  for (let company = 0; ids.length < count; company++) {
    const made = await created<{ id: string }>(post(url, "/reporting/api/companies", support, { name: `Bench library ${company}`, organisation: me.company.organisation }), "company");
    const location = await created<{ id: number }>(
      post(url, "/reporting/api/locations", support, { name: `Bench ${company}`, timeZone: "Europe/Amsterdam", company: made.id }),
      "location",
    );
    for (let index = 0; index < 100 && ids.length < count; index++) {
      const report = await created<{ id: number }>(
        post(url, "/reporting/api/reports", support, {
          report: "PEOPLECOUNTER_ENTERLEAVE",
          location: location.id,
          recipient: [`bench-${company}@library.example`],
          format: "csv",
          interval: "h",
          period: "D",
          trigger: "D",
        }),
        "report",
      );
      ids.push(report.id);
    }
  }
  return ids;
};

const measure = async (database: BenchDatabase, rounds: number, nightlyReports: number | null): Promise<Row[]> => {
  const kind = database.kind;
  const shop = await startShopServer(database);
  const rows: Row[] = [];
  try {
    const admin = await logIn(shop.url, REPORTING_EMAILS.nlAdmin, SEED_PASSWORD);
    const locations = (await (await fetch(`${shop.url}/reporting/api/locations`, { headers: { authorization: `Bearer ${admin}` } })).json()) as Array<{ id: number; name: string }>;
    const centrale = locations.find((each) => each.name.startsWith("Centrale")) ?? locations[0]!;
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const created = await post(shop.url, "/reporting/api/reports", admin, {
      report: "PEOPLECOUNTER_ENTERLEAVE",
      location: centrale.id,
      recipient: [REPORTING_EMAILS.nlAdmin],
      format: "csv",
      interval: "h",
      period: "Y",
      trigger: "Y",
      is_active: false,
    });
    const reportId = ((await created.json()) as { id: number }).id;
    const floor: number[] = [];
    for (let round = -1; round < rounds; round++) {
      const { ms, value } = await timed(async () =>
        (await fetch(`${shop.url}/reporting/api/counts?location=${centrale.id}&kind=enter,leave&from=${yearAgo}&to=${today}&interval=h`, { headers: { authorization: `Bearer ${admin}` } })).arrayBuffer(),
      );
      if (round >= 0 && value.byteLength > 0) floor.push(ms);
    }
    const floorSample = summarise(floor);
    rows.push({
      section: SECTION,
      figure: `${kind}: floor: GET /counts, one year by hour, JSON`,
      median: formatMillis(floorSample.median),
      spread: `p95 ${formatMillis(floorSample.p95)}, n=${floorSample.count}`,
      goal: "",
      ratio: "",
      verdict: "info",
    });
    for (const format of ["csv", "xlsx", "pdf"] as const) {
      const times: number[] = [];
      let size = 0;
      for (let round = -1; round < rounds; round++) {
        const { ms, value } = await timed(async () => {
          const answer = await post(shop.url, `/reporting/api/reports/${reportId}/run`, admin, { from: yearAgo, to: today, format });
          if (answer.status !== 200) throw new Error(`run ${format}: ${answer.status}`);
          return new Uint8Array(await answer.arrayBuffer());
        });
        size = value.length;
        if (round >= 0) times.push(ms);
      }
      const sample = summarise(times);
      const ratio = sample.median / floorSample.median;
      const most = MOST_OF_FLOOR[format];
      rows.push({
        section: SECTION,
        figure: `${kind}: build one year by hour (8,760 rows) as ${format.toUpperCase()}, ${formatCount(size / 1024)} KiB`,
        median: formatMillis(sample.median),
        spread: `p95 ${formatMillis(sample.p95)}, n=${sample.count}`,
        goal: most === undefined ? "" : `<= ${most}x floor`,
        ratio: `build/floor ${formatRatio(ratio)}`,
        verdict: most === undefined ? "info" : verdictOf(ratio <= most),
      });
    }
    rows.push(...(await catalogueBesidePdfs(kind, shop.url, admin, reportId, yearAgo, today)));
    if (nightlyReports !== null) {
      const support = await logIn(shop.url, REPORTING_EMAILS.superAdmin, SEED_PASSWORD);
      const ids = await nightlyReportsOf(shop.url, support, admin, nightlyReports);
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const buildFloor = await timed(async () => {
        for (const id of ids) await (await post(shop.url, `/reporting/api/reports/${id}/run`, support, { from: yesterday, to: today })).arrayBuffer();
      });
      const nightly = await timed(async () => (await (await post(shop.url, "/reporting/api/reports/nightly", support, {})).json()) as { scheduled: number; worked: number });
      const again = (await (await post(shop.url, "/reporting/api/reports/nightly", support, {})).json()) as { scheduled: number };
      rows.push(
        {
          section: SECTION,
          figure: `${kind}: floor: build the same ${nightlyReports} day reports through /run, one by one`,
          median: `${formatCount(nightlyReports / (buildFloor.ms / 1000))} reports/s`,
          spread: `${(buildFloor.ms / 1000).toFixed(2)} s`,
          goal: "",
          ratio: "",
          verdict: "info",
        },
        {
          section: SECTION,
          figure: `${kind}: nightly pass, ${nightlyReports} due reports (schedule, build, outbox, exactly once; second pass scheduled ${again.scheduled})`,
          median: `${formatCount(nightly.value.worked / (nightly.ms / 1000))} reports/s`,
          spread: `${nightly.value.worked} worked in ${(nightly.ms / 1000).toFixed(2)} s`,
          goal: "",
          ratio: `nightly/floor ${formatRatio(nightly.value.worked / nightly.ms / (nightlyReports / buildFloor.ms))}`,
          verdict: again.scheduled === 0 ? "info" : "MISSED",
        },
      );
    }
  } finally {
    await shop.stop();
  }
  return rows;
};

export const benchReportFiles = async (
  options: { readonly smoke: boolean },
  databases: { readonly pglite: BenchDatabase; readonly postgres: BenchDatabase | null },
): Promise<SectionResult> => {
  const rounds = options.smoke ? 1 : 5;
  const nightly = options.smoke ? 20 : 1_000;
  const rows = await measure(databases.pglite, rounds, null);
  if (databases.postgres === null) {
    rows.push(skippedRow(SECTION, "postgres: report files and the nightly pass", postgresUrl() === null ? "TEST_DATABASE_URL is not set" : "no database"));
  } else {
    rows.push(...(await measure(databases.postgres, rounds, nightly)));
  }
  return { rows, notes: ["reports: the files take their numbers from the counts computation (server/src/reporting/counts.ts); the nightly pass is the job table of server/src/reporting/report-runs.ts."] };
};
