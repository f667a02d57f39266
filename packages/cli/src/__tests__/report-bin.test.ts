import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type RunningServer } from "@proshop/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, type Cli } from "./harness.ts";

/*
 * `proshop report` with the built binary against the real server (issue 15): support staff
 * (level 5) list the scheduled reports and write one's file; a level 1 account may not.
 */

const PASSWORD = "proshop-demo";

describe("proshop report", () => {
  let server: RunningServer;
  let support: Cli;
  let reportId: number;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
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
      body: JSON.stringify({ report: "PEOPLECOUNTER_ENTERLEAVE", location: locations[0]!.id, recipient: ["libadmin@example.nl"], format: "csv", interval: "D", period: "W", trigger: 1 }),
    });
    expect(created.status).toBe(201);
    reportId = ((await created.json()) as { id: number }).id;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it("lists the reports as a table and as JSON", async () => {
    const table = await support.run(["report", "list"]);
    expect(table.code).toBe(EXIT.done);
    expect(table.stdout).toContain("libadmin@example.nl");
    const json = await support.run(["--json", "report", "list"]);
    expect(json.code).toBe(EXIT.done);
    const ids = (JSON.parse(json.stdout) as { reports: Array<{ id: number }> }).reports.map((report) => report.id);
    expect(ids).toContain(reportId);
  });

  it("writes a report's file for a period, in the format asked for", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "proshop-report-")), "week.xlsx");
    const result = await support.run(["--json", "report", "run", String(reportId), "--from", "2025-03-24", "--to", "2025-03-31", "--format", "xlsx", "-o", file]);
    expect(result.code).toBe(EXIT.done);
    expect(JSON.parse(result.stdout)).toMatchObject({ file, content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
    expect(readFileSync(file).subarray(0, 2).toString()).toBe("PK"); // a zip: a real workbook
  });

  it("refuses an unknown report (exit 1) and a level 1 account (exit 3)", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "proshop-report-")), "none.csv");
    expect((await support.run(["report", "run", "999999", "-o", file])).code).toBe(EXIT.refused);
    const librarian = cliFor(server.url);
    expect((await librarian.run(["login", "librarian@example.nl", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    const refused = await librarian.run(["report", "list"]);
    expect(refused.code).toBe(EXIT.auth);
    expect(refused.stderr).toContain("level 5");
  });
});
