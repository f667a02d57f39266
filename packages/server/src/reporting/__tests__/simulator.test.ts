import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../app.ts";

/*
 * The demo's device simulator (npm start on the embedded database): the seeded devices send
 * counts through the real ingest call, so the live screens move.
 */
describe("reporting simulator", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory", reportingSimulator: true });
  });
  afterAll(() => server?.close());

  it("sends the seeded devices' counts through POST /reporting/api/ingest every few seconds", async () => {
    const sent = async () =>
      ((await server.db.execute(sql`SELECT count(DISTINCT device_id)::int AS devices FROM reporting_events`)) as unknown as { rows: Array<{ devices: number }> })
        .rows[0]!.devices;
    const deadline = Date.now() + 30_000;
    while ((await sent()) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sent()).toBeGreaterThanOrEqual(2);
    const [seen] = (
      (await server.db.execute(sql`SELECT count(*)::int AS devices FROM reporting_devices WHERE last_known_ip IS NOT NULL`)) as unknown as {
        rows: Array<{ devices: number }>;
      }
    ).rows;
    expect(seen!.devices).toBeGreaterThanOrEqual(2);
  });

  it("has one gate send running totals, from a zero baseline", async () => {
    const kinds = async () =>
      (
        (await server.db.execute(
          sql`SELECT DISTINCT e.kind FROM reporting_events e JOIN reporting_devices d ON d.id = e.device_id WHERE d.name = 'Portique entrée principale' ORDER BY 1`,
        )) as unknown as { rows: Array<{ kind: string }> }
      ).rows.map((row) => row.kind);
    const deadline = Date.now() + 30_000;
    while ((await kinds()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await kinds()).toEqual(["enter_total", "leave_total"]);
  });
});
