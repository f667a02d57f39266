import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZoomDeliveryDetail, ZoomDeliveryListPage } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { EXIT } from "../exit-codes.ts";
import { cliFor, isCleanError, type Cli } from "./harness.ts";

/*
 * `proshop zoom list` and `proshop zoom show` as support staff use them, with the built binary
 * against the real server: a French dentist's deliveries (placed over HTTP as the web does),
 * read by the French support agent (patient shown, each read audited), refused to another
 * market's agent (not found) and to a company that is not a Zoom! practice; `--json` decoded
 * with core's schemas; a patient name carrying terminal escapes printed harmless.
 */

const PASSWORD = "proshop-demo";

const order = (scanId: string, firstName: string) => ({
  firstName,
  lastName: "Durand",
  zip: "69003",
  street: "rue Paul Bert",
  number: "42",
  city: "Lyon",
  state: "Rhône",
  scanner: "trios",
  patientScanId: scanId,
  email: "camille.durand@example.fr",
  phone: "0612345678",
  products: [{ part_no: "77120010", quantity: 1 }],
  consents: { practice_informed: true, patient_informed: true, terms: true, net_terms: true, info_correct: true },
});

describe("proshop zoom", () => {
  let server: RunningServer;
  let support: Cli;
  let orderNr: string;
  let escaped: string;

  const login = async (cli: Cli, email: string) => {
    const result = await cli.run(["login", email, "--password-stdin"], { input: `${PASSWORD}\n` });
    expect(result.code, result.stderr).toBe(EXIT.done);
  };

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    const auth = async (email: string) =>
      ((await (await fetch(`${server.url}/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) })).json()) as { auth: string }).auth;
    const dentist = await auth("dentist@example.fr");
    const place = async (body: unknown, key: string) => {
      const answer = await fetch(`${server.url}/admin/zoom-delivered/deliveries`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${dentist}`, "idempotency-key": key },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { order_nr: string }).order_nr;
    };
    orderNr = await place(order("CLI-1", "Camille"), "cli-1");
    escaped = await place(order("CLI-2", "Malory"), "cli-2");
    // The API refuses control characters in what it stores (issue 11), so a name from before that
    // rule is written behind its back: the CLI must still print it harmless.
    await server.db.execute("UPDATE patient_deliveries SET first_name = 'Mal\u001b[2J\u001b]0;pwned\u0007ory' WHERE scan_id = 'CLI-2'");
    support = cliFor(server.url);
    await login(support, "support@example.fr");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("lists the market's deliveries for support with the patients, each read audited", async () => {
    const result = await support.run(["--json", "zoom", "list"]);
    expect(result.code, result.stderr).toBe(EXIT.done);
    const list = Schema.decodeUnknownSync(ZoomDeliveryListPage)(JSON.parse(result.stdout));
    expect(list.deliveries.find((delivery) => delivery.order_nr === orderNr)).toMatchObject({ patient_name: "Camille Durand", practice: { cust_no: "100240" } });
    const reads = (await server.db.execute(
      "SELECT details->>'order_nr' AS order_nr FROM audit WHERE action = 'zoom_delivered.patient_read' AND on_behalf_cust_no = '100240'",
    )) as unknown as { rows: { order_nr: string }[] };
    expect(reads.rows.map((row) => row.order_nr)).toContain(orderNr);

    const table = await support.run(["zoom", "list"]);
    expect(table.code).toBe(EXIT.done);
    expect(table.stdout).toContain("Camille Durand");
    expect(table.stdout).toContain("Cabinet dentaire du Parc (100240)");
    // A 120-column terminal: the table fits, the widest text is cut, the order number never (issue 35).
    const fitted = await support.run(["zoom", "list"], { env: { COLUMNS: "120" } });
    expect(Math.max(...table.stdout.split("\n").map((line) => [...line].length))).toBeGreaterThan(120);
    expect(Math.max(...fitted.stdout.split("\n").map((line) => [...line].length))).toBeLessThanOrEqual(120);
    expect(fitted.stdout).toContain("…");
    expect(fitted.stdout).toContain(orderNr);
  });

  it("shows one delivery with its scan, consents and patient, and keeps terminal escapes out", async () => {
    const json = await support.run(["--json", "zoom", "show", orderNr]);
    expect(json.code, json.stderr).toBe(EXIT.done);
    const detail = Schema.decodeUnknownSync(ZoomDeliveryDetail)(JSON.parse(json.stdout));
    expect(detail.patient).toMatchObject({ first_name: "Camille", scan_id: "CLI-1", zip: "69003" });

    const shown = await support.run(["zoom", "show", orderNr]);
    expect(shown.code).toBe(EXIT.done);
    for (const text of ["Camille Durand", "TRIOS (3Shape)", "CLI-1", "42 rue Paul Bert, 69003 Lyon", "Zoom! NiteWhite 10 % – kit de nuit"]) expect(shown.stdout).toContain(text);
    // Who placed it, by name and e-mail, not a user id (issue 35).
    expect(detail.placed_by).toMatchObject({ name: "Hélène Roussel", email: "dentist@example.fr", on_behalf: false });
    expect(shown.stdout).toMatch(/Placed by\s+Hélène Roussel <dentist@example\.fr>\n/);

    const hostile = await support.run(["zoom", "show", escaped]);
    expect(hostile.code).toBe(EXIT.done);
    expect(hostile.stdout).toContain("Mal [2J ]0;pwned ory Durand");
    expect(hostile.stdout).not.toMatch(/[\u001b\u0007]/);
  });

  it("answers another market's agent 'not found' (exit 1), and a company that is not a Zoom! practice 'forbidden' (exit 3)", async () => {
    // A support agent of the Spanish market (same password as the seeded accounts).
    await server.db.execute(
      "INSERT INTO users (email, password_hash, role, company_cust_no, organisation_id, is_valid) SELECT 'soporte@example.es', password_hash, 'support', '200100', 'ES', true FROM users WHERE email = 'support@example.fr'",
    );
    await server.db.execute("INSERT INTO rep_companies (user_id, organisation_id) SELECT id, 'ES' FROM users WHERE email = 'soporte@example.es'");
    const soporte = cliFor(server.url);
    await login(soporte, "soporte@example.es");
    const shown = await soporte.run(["--json", "zoom", "show", orderNr]);
    expect(shown.code).toBe(EXIT.refused);
    expect(JSON.parse(shown.stdout).error.code).toBe("zoomDelivered.not_found");
    expect(isCleanError(shown.stderr)).toBe(true);
    const listed = await soporte.run(["--json", "zoom", "list"]);
    expect(Schema.decodeUnknownSync(ZoomDeliveryListPage)(JSON.parse(listed.stdout)).deliveries).toEqual([]);

    const nurse = cliFor(server.url);
    await login(nurse, "nurse@example.fr");
    const refused = await nurse.run(["zoom", "list"]);
    expect(refused.code).toBe(EXIT.auth);
    expect(refused.stderr).toContain("Zoom! Delivered");
    expect(isCleanError(refused.stderr)).toBe(true);
  });
});
