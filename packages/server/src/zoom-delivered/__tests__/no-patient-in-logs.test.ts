import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZOOM_PARTS } from "@proshop/fixtures/seed/catalogue/zoom-kits";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { startServer, type RunningServer } from "../../app.ts";
import { shopClient, type ShopClient } from "../../handlers/__tests__/http.ts";

/*
 * Patient data never reaches a log line: a server with its request log and info logs on, every
 * kind of answer (placed, refused, invalid, and a database failure, whose driver error quotes
 * the statement's values), and everything written to the console and to stdout/stderr read.
 */

const PATIENT = { firstName: "Gwendoline", lastName: "Kerhervé", email: "gwendoline.kerherve@example.fr", patientScanId: "SCAN-SECRET-4242" };

const order = (overrides: Record<string, unknown> = {}) => ({
  ...PATIENT,
  zip: "29200",
  street: "rue de Siam",
  number: "7",
  city: "Brest",
  state: "Finistère",
  scanner: "primescan",
  phone: "02 98 00 11 22",
  products: [{ part_no: ZOOM_PARTS.nightWhite10, quantity: 1 }],
  consents: { practice_informed: true, patient_informed: true, terms: true, net_terms: true, info_correct: true },
  ...overrides,
});

describe("zoom-delivered logs", () => {
  let server: RunningServer;
  let api: ShopClient;
  const written: string[] = [];
  const restore: Array<() => void> = [];

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", dataDir: "memory", quiet: false });
    api = shopClient(server.url);
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write.bind(stream);
      stream.write = ((chunk: unknown, ...rest: unknown[]) => {
        written.push(String(chunk));
        return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof stream.write;
      restore.push(() => (stream.write = original));
    }
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      const original = console[method];
      console[method] = (...args: unknown[]) => {
        written.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${String(arg.cause)} ${arg.stack}` : typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
      };
      restore.push(() => (console[method] = original));
    }
  });
  afterAll(async () => {
    for (const undo of restore) undo();
    await server.close();
  });

  it("keeps the patient out of every log line, even when the database fails", async () => {
    const dentist = await api.login(SEED_EMAILS.dentist);
    const headers = (key: string) => ({ "idempotency-key": key });
    expect((await api.post("/admin/zoom-delivered/deliveries", order(), { token: dentist, headers: headers("log-1") })).status).toBe(200);
    expect((await api.post("/admin/zoom-delivered/deliveries", order(), { token: dentist, headers: headers("log-2") })).status).toBe(409);
    expect((await api.post("/admin/zoom-delivered/deliveries", order({ zip: "x" }), { token: dentist, headers: headers("log-3") })).status).toBe(400);
    expect((await api.post("/admin/zoom-delivered/deliveries", order({ city: "Br\u0000est" }), { token: dentist, headers: headers("log-4") })).status).toBe(400);

    // The patient's row cannot be written: its INSERT fails, and the driver's error quotes its values.
    await server.db.execute(sql`ALTER TABLE patient_deliveries ADD CONSTRAINT no_brest CHECK (city <> 'Brest') NOT VALID`);
    try {
      const failed = await api.post("/admin/zoom-delivered/deliveries", order({ patientScanId: "SCAN-SECRET-4343" }), { token: dentist, headers: headers("log-5") });
      expect(failed.status).toBe(500);
      expect(JSON.stringify(failed.body)).not.toContain("Gwendoline");
    } finally {
      await server.db.execute(sql`ALTER TABLE patient_deliveries DROP CONSTRAINT no_brest`);
    }
    const log = written.join("\n").toLowerCase();
    expect(log).toContain("zoom-delivered: database step failed");
    for (const value of [...Object.values(PATIENT), "SCAN-SECRET-4343", "rue de Siam", "02 98 00 11 22"]) expect(log).not.toContain(value.toLowerCase());
  });
});
