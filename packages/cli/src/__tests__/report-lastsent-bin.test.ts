import { formatDateTime } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, type Cli } from "./harness.ts";

/*
 * Issue 35 item 9 with the built binary: `report list` says when a report was last sent as the
 * reader's local date and time in their language (it printed an ISO instant), a "send now"
 * counts as sent, and `report nightly` says when a period sent now is not sent again.
 */

const PASSWORD = "proshop-demo";

describe("proshop report list: last sent, and nightly skips", () => {
  let server: RunningServer;
  let support: Cli;
  let reportId: number;
  let lastsent: string;

  beforeAll(async () => {
    // The server's own report loop would otherwise claim the run the CLI's nightly pass schedules,
    // and the pass would work none (seen with four test files at a time).
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory", reportJobs: { job: { pollIntervalMs: 3_600_000 } } });
    support = cliFor(server.url);
    expect((await support.run(["login", "superadmin@example.com", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    const login = await fetch(`${server.url}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "libadmin@example.nl", password: PASSWORD }),
    });
    const token = ((await login.json()) as { auth: string }).auth;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const locations = (await (await fetch(`${server.url}/reporting/api/locations`, { headers })).json()) as Array<{ id: number }>;
    const created = await fetch(`${server.url}/reporting/api/reports`, {
      method: "POST",
      headers,
      body: JSON.stringify({ report: "PEOPLECOUNTER_ENTERLEAVE", location: locations[0]!.id, recipient: ["lastsent-cli@example.nl"], format: "csv", interval: "D", period: "W", trigger: 1 }),
    });
    expect(created.status).toBe(201);
    reportId = ((await created.json()) as { id: number }).id;
    const sent = await fetch(`${server.url}/reporting/api/reports/${reportId}/send`, { method: "POST", headers, body: JSON.stringify({ from: "2025-03-24", to: "2025-03-31" }) });
    expect(sent.status).toBe(200);
    lastsent = ((await sent.json()) as { lastsent: string }).lastsent;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it("prints the last send as a local date and time in the reader's language", async () => {
    const table = await support.run(["--locale", "nl", "report", "list"], { env: { COLUMNS: "400" } });
    expect(table.code).toBe(EXIT.done);
    const line = table.stdout.split("\n").find((row) => row.includes("lastsent-cli@example.nl"))!;
    expect(line).toContain(formatDateTime(lastsent, "nl", { withTime: true }));
    expect(line).not.toContain(lastsent);
    expect(line).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    // JSON stays the machine's instant.
    const json = await support.run(["--json", "report", "list"]);
    const listed = (JSON.parse(json.stdout) as { reports: Array<{ id: number; lastsent: string }> }).reports.find((report) => report.id === reportId);
    expect(listed?.lastsent).toBe(lastsent);
  });

  it("says that the nightly pass skipped the week already sent now", async () => {
    const pass = await support.run(["report", "nightly", "--date", "2025-03-31"]);
    expect(pass.code).toBe(EXIT.done);
    expect(pass.stdout).toMatch(/already sent to the same recipients: not sent again/);
    const json = await support.run(["--json", "report", "list"]);
    const listed = (JSON.parse(json.stdout) as { reports: Array<{ id: number; last_run: { status: string } | null }> }).reports.find((report) => report.id === reportId);
    expect(listed?.last_run?.status).toBe("skipped");
  });
});
