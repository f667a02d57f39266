import { formatMoney, supportContactLine, supportContactOf, translator } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, type Cli } from "./harness.ts";

/*
 * Issue 35 items 18 and 20 with the built binary against the real server: amounts in the currency
 * the market's configuration names (not always EUR), and `whoami` giving the market's own support
 * line, address and hours, worded as the contact page and the e-mails word them.
 */

const PASSWORD = "proshop-demo";

describe("proshop and the market's configuration", () => {
  let server: RunningServer;
  let dutch: Cli;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    // A market whose configuration names another currency than the default.
    await server.db.execute("UPDATE organisations SET currency = 'CHF' WHERE id = 'NL'");
    dutch = cliFor(server.url);
    expect((await dutch.run(["login", "vroedvrouw@example.nl", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("shows prices and order totals in the market's currency", async () => {
    const products = await dutch.run(["--locale", "nl", "--json", "products", "--limit", "1"]);
    expect(products.code).toBe(EXIT.done);
    const [product] = (JSON.parse(products.stdout) as { products: Array<{ price_in_cents: number }> }).products;
    const table = await dutch.run(["--locale", "nl", "products", "--limit", "1"]);
    expect(table.stderr).toBe("");
    expect(table.stdout).toContain(formatMoney(product!.price_in_cents, "nl", "CHF"));
    expect(table.stdout).not.toContain("€");

    const orders = await dutch.run(["--locale", "nl", "orders"]);
    expect(orders.code).toBe(EXIT.done);
    expect(orders.stdout).toContain("CHF");
    expect(orders.stdout).not.toContain("€");
  });

  it("gives the market's own support line, address and hours in whoami", async () => {
    const rows = (await server.db.execute("SELECT support_phone, support_email, support_hours FROM organisations WHERE id = 'NL'")).rows as Array<{
      support_phone: string;
      support_email: string;
      support_hours: string;
    }>;
    const line = supportContactLine(translator("nl"), "nl", supportContactOf(rows[0]));
    expect(line).toContain(rows[0]!.support_email);
    const whoami = await dutch.run(["--locale", "nl", "whoami"]);
    expect(whoami.code).toBe(EXIT.done);
    expect(whoami.stdout.replace(/\s+/g, " ")).toContain(line!.replace(/\s+/g, " "));
  });
});
