import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CART_RECORDING_VERSION, type CartRecording } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, isCleanError, type Cli } from "./harness.ts";

/*
 * Issue 35, items 2 to 5: what the support CLI says to the people who run it, with the built
 * binary against the real server. A missing option is named with the command's usage; a report
 * file's format follows its extension; tables fit a 120-column terminal; whoami names a
 * reporting account's level; a replay names the product and quantity of a refused change; the
 * --help examples run on the demo.
 */

const PASSWORD = "proshop-demo";
const WIDTH = 120;

describe("proshop says exactly what it means (issue 35)", () => {
  let server: RunningServer;
  let support: Cli;
  let superadmin: Cli;
  let nurse: Cli;
  let pdfReport: number;
  const folder = mkdtempSync(join(tmpdir(), "proshop-words-"));

  const login = async (cli: Cli, email: string) => {
    const result = await cli.run(["login", email, "--password-stdin"], { input: PASSWORD });
    expect(result.code, result.stderr).toBe(EXIT.done);
    return result;
  };

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    support = cliFor(server.url);
    superadmin = cliFor(server.url);
    nurse = cliFor(server.url);
    await login(support, "support@example.fr");
    await login(nurse, "nurse@example.fr");
    // A scheduled report whose own format is PDF, as the library's administrator sets it up.
    const auth = await fetch(`${server.url}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "libadmin@example.nl", password: PASSWORD }),
    });
    const headers = { authorization: `Bearer ${((await auth.json()) as { auth: string }).auth}`, "content-type": "application/json" };
    const locations = (await (await fetch(`${server.url}/reporting/api/locations`, { headers })).json()) as Array<{ id: number }>;
    const created = await fetch(`${server.url}/reporting/api/reports`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        report: "PEOPLECOUNTER_ENTERLEAVE",
        location: locations[0]!.id,
        recipient: ["libadmin@example.nl", "a-long-address-for-the-table@example.nl", "another-long-recipient-address@example.nl"],
        format: "pdf",
        interval: "D",
        period: "W",
        trigger: 1,
      }),
    });
    expect(created.status).toBe(201);
    pdfReport = ((await created.json()) as { id: number }).id;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  describe("a missing required option (item 2)", () => {
    it("names the option and shows the command's usage, exit 2", async () => {
      const refuse = await support.run(["accounts", "refuse", "pending@example.fr"]);
      expect(refuse.code).toBe(EXIT.usage);
      expect(isCleanError(refuse.stderr)).toBe(true);
      expect(refuse.stderr).not.toContain("Say what to do");
      expect(refuse.stderr).toContain("proshop accounts refuse needs the option --reason <text>.");
      expect(refuse.stderr).toContain("Usage: proshop accounts refuse <email|cust_no> --reason <text> [options]");

      const run = await support.run(["report", "run", "1"]);
      expect(run.code).toBe(EXIT.usage);
      expect(run.stderr).toContain("proshop report run needs the option --output <file>.");
      expect(run.stderr).toContain("Usage: proshop report run <id> --output <file> [options]");
    });

    it("says it in the chosen language, and as one JSON error with the usage", async () => {
      const french = await support.run(["--locale", "fr", "accounts", "refuse", "pending@example.fr"]);
      expect(french.code).toBe(EXIT.usage);
      expect(french.stderr).toContain("proshop accounts refuse demande l'option --reason <text>.");
      expect(french.stderr).toContain("Utilisation : proshop accounts refuse");
      const json = await support.run(["--json", "report", "run", "1"]);
      expect(json.code).toBe(EXIT.usage);
      expect(JSON.parse(json.stdout)).toMatchObject({
        error: { code: "cli.usage.missing_option", option: "--output <file>", usage: "proshop report run <id> --output <file> [options]", exit_code: EXIT.usage },
      });
    });
  });

  describe("a report file's format (item 3)", () => {
    beforeAll(async () => {
      await login(superadmin, "superadmin@example.com");
    });

    it("follows the file's extension over the report's own format", async () => {
      const file = join(folder, "r1.csv");
      const result = await superadmin.run(["--json", "report", "run", String(pdfReport), "-o", file]);
      expect(result.code, result.stderr).toBe(EXIT.done);
      expect(JSON.parse(result.stdout).content_type).toMatch(/^text\/csv/);
      expect(readFileSync(file).subarray(0, 4).toString()).not.toBe("%PDF");

      const workbook = join(folder, "R1.XLSX");
      expect((await superadmin.run(["report", "run", String(pdfReport), "-o", workbook])).code).toBe(EXIT.done);
      expect(readFileSync(workbook).subarray(0, 2).toString()).toBe("PK");
    });

    it("takes --format for a name without a known extension, and the report's format without either", async () => {
      const text = join(folder, "week.txt");
      expect((await superadmin.run(["report", "run", String(pdfReport), "--format", "csv", "-o", text])).code).toBe(EXIT.done);
      expect(readFileSync(text, "utf8")).not.toMatch(/^%PDF/);
      const plain = join(folder, "week");
      expect((await superadmin.run(["report", "run", String(pdfReport), "-o", plain])).code).toBe(EXIT.done);
      expect(readFileSync(plain).subarray(0, 4).toString()).toBe("%PDF");
    });

    it("refuses a --format that contradicts the extension, exit 2, and writes nothing", async () => {
      const file = join(folder, "contradiction.csv");
      const result = await superadmin.run(["report", "run", String(pdfReport), "--format", "pdf", "-o", file]);
      expect(result.code).toBe(EXIT.usage);
      expect(isCleanError(result.stderr)).toBe(true);
      expect(result.stderr).toContain(`${file} names a csv file but --format asks for pdf`);
      expect(existsSync(file)).toBe(false);
    });
  });

  describe("tables in a 120-column terminal (item 4)", () => {
    const widest = (stdout: string) => Math.max(...stdout.split("\n").map((line) => [...line].length));

    it("fit accounts pending and report list to COLUMNS, cutting text with an ellipsis", async () => {
      // A long company name, as real ones are.
      await server.db.execute("UPDATE companies SET name = 'Pharmacie du Parc et de la Grande Rue, officine de garde du dimanche' WHERE cust_no = '100236'");
      const wide = await support.run(["accounts", "pending"]);
      expect(wide.code).toBe(EXIT.done);
      expect(widest(wide.stdout)).toBeGreaterThan(WIDTH); // nothing cut without a terminal or COLUMNS

      const fitted = await support.run(["accounts", "pending"], { env: { COLUMNS: String(WIDTH) } });
      expect(fitted.code).toBe(EXIT.done);
      expect(widest(fitted.stdout)).toBeLessThanOrEqual(WIDTH);
      expect(fitted.stdout).toContain("…");
      expect(fitted.stdout).toContain("pending@example.fr"); // the address to copy is never cut
      expect(fitted.stdout).toContain("100236");

      const json = await support.run(["--json", "accounts", "pending"], { env: { COLUMNS: String(WIDTH) } });
      expect(json.stdout).toContain("Pharmacie du Parc et de la Grande Rue, officine de garde du dimanche");

      const reports = await superadmin.run(["report", "list"], { env: { COLUMNS: String(WIDTH) } });
      expect(reports.code, reports.stderr).toBe(EXIT.done);
      expect(widest(reports.stdout)).toBeLessThanOrEqual(WIDTH);
      const allReports = await superadmin.run(["report", "list"]);
      expect(widest(allReports.stdout)).toBeGreaterThan(WIDTH);
      expect(allReports.stdout).toContain("another-long-recipient-address@example.nl");
    });
  });

  describe("words that name people and things (item 5)", () => {
    it("whoami and login name a reporting account's level, not 'Customer'", async () => {
      const reporting = cliFor(server.url);
      const logged = await login(reporting, "superadmin@example.com");
      expect(logged.stdout).toContain("Reporting area: Super administrator (level 5)");
      expect(logged.stdout).not.toContain("Customer");
      const whoami = await reporting.run(["whoami"]);
      expect(whoami.code, whoami.stderr).toBe(EXIT.done);
      expect(whoami.stdout).toContain("superadmin@example.com");
      expect(whoami.stdout).toContain("Reporting area: Super administrator (level 5)");
      expect(whoami.stdout).not.toContain("Customer");
      const dutch = await reporting.run(["--locale", "nl", "whoami"]);
      expect(dutch.stdout).toContain("Telportaal:");
      const json = await reporting.run(["--json", "whoami"]);
      expect(JSON.parse(json.stdout)).toMatchObject({ email: "superadmin@example.com", reporting: { level: 5 } });
      // A shop account keeps its shop role.
      expect((await nurse.run(["whoami"])).stdout).toContain("Customer");
    });

    it("names the product and quantity of each change refused at the time in a replay", async () => {
      const at = Date.parse("2026-03-15T12:00:00Z");
      const by = "nurse@example.fr";
      const teat = {
        part_no: "88440001",
        part_skey: "SK-TEAT",
        SKU: "TEAT",
        SKUName: "Tétine débit lent",
        SKUDescription: "",
        ctn: "CTN-TEAT",
        stock: 99,
        price: 4.5,
        price_in_cents: 450,
        price_as_string: "4,50 €",
        category: { id: 1, key: "teats", link: "teats" },
        filters: [],
        language: "fr",
        organisation: { id: 1 },
      };
      const recording = {
        version: CART_RECORDING_VERSION,
        shop: { hostname: "localhost", locale: "fr" },
        user: { email: by },
        company: { cust_no: "100234", name: "Maternité" },
        time_zone: "Europe/Paris",
        snapshot: { taken_at: at + 10, products: [teat], limits: { max_order_amount: 1000 } },
        events: [
          { at, by, event: { type: "cart.started", limits: { max_order_amount: 1000 } } },
          { at, by, event: { type: "cart.loaded", cart: null } },
          { at: at + 1, by, event: { type: "cart.add", part_no: "88440001", product: 0, quantity: 2 } },
          { at: at + 2, by, event: { type: "cart.add", part_no: "88440001", product: 0, quantity: 3 } },
          { at: at + 3, by, event: { type: "cart.setQuantity", lineId: "88440001", quantity: 7 } },
        ],
      } as unknown as CartRecording;
      const file = join(folder, "refused.json");
      writeFileSync(file, JSON.stringify(recording));
      const result = await nurse.run(["cart", "replay", file]);
      expect(result.code, result.stderr).toBe(EXIT.done);
      expect(result.stdout).toContain("Changes refused at the time: 2");
      expect(result.stdout).toContain("add 3 × Tétine débit lent (88440001)");
      expect(result.stdout).toContain("quantity of Tétine débit lent (88440001) set to 7");
      const json = JSON.parse((await nurse.run(["--json", "cart", "replay", file])).stdout) as { saw: { refused_steps: unknown[] } };
      expect(json.saw.refused_steps).toMatchObject([
        { product: { part_no: "88440001", name: "Tétine débit lent" }, quantity: 3 },
        { product: { part_no: "88440001" }, quantity: 7 },
      ]);
    });

    it("runs the --help examples that read the demo as they are written", async () => {
      // The order, the reorder and the catalogue filters of the help text exist in the demo.
      for (const args of [
        ["order", "100002"],
        ["order", "price"],
        ["cart", "reorder", "100001", "--dry-run"],
        ["products", "--category", "BOTTLES_TEATS", "--filter", "Sans BPA", "--sort", "price_in_cents:asc"],
        ["products", "--search", "biberon"],
      ]) {
        const result = await nurse.run(args);
        expect(result.code, `${args.join(" ")}: ${result.stderr}`).toBe(EXIT.done);
      }
      const add = await nurse.run(["cart", "add", "88430002", "1"]);
      expect([EXIT.done, EXIT.refused], add.stderr).toContain(add.code);
      expect(add.stderr).not.toContain("no product");
      const onBehalf = await support.run(["on-behalf", "100234"]);
      expect(onBehalf.code, onBehalf.stderr).toBe(EXIT.done);
    });
  });
});
