import { LimitViolation, ShopProduct, translator } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, isCleanError, type Cli } from "./harness.ts";

/*
 * A representative acting for a company whose licence was refused (seed: 100237) cannot fill
 * its cart from the terminal either (issue 33 item 10): core's cart rules refuse the add, as
 * the web does, with the same explanation.
 */

const PASSWORD = "proshop-demo";
const REFUSED = { custNo: "100237", name: "Crèche Les Petits Pas" };
const json = (stdout: string): Record<string, unknown> => JSON.parse(stdout) as Record<string, unknown>;
const en = translator("en");

describe("proshop, acting for a company whose licence was refused", () => {
  let server: RunningServer;
  let rep: Cli;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    rep = cliFor(server.url);
    expect((await rep.run(["login", "rep@example.fr", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    expect((await rep.run(["on-behalf", REFUSED.custNo])).code).toBe(EXIT.done);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses cart add with the licence's refusal (exit 1), and leaves the cart empty", async () => {
    const listed = json((await rep.run(["--json", "products"])).stdout);
    const product = (listed["products"] as unknown[])
      .map((p) => Schema.decodeUnknownSync(ShopProduct)(p))
      .find((p) => p.price_in_cents > 0 && (p.stock ?? 0) > 5 && !p.bundle_info)!;

    const refused = await rep.run(["cart", "add", product.part_no, "1"]);
    expect(refused.code).toBe(EXIT.refused);
    expect(refused.stderr).toContain(en("limits.license_refused.title"));
    expect(refused.stderr).toContain(en("limits.license_refused.detail", { company: REFUSED.name }));
    expect(isCleanError(refused.stderr)).toBe(true);

    const refusedJson = await rep.run(["--json", "cart", "add", product.part_no, "1"]);
    expect(refusedJson.code).toBe(EXIT.refused);
    const error = json(refusedJson.stdout)["error"] as Record<string, unknown>;
    expect(Schema.decodeUnknownSync(LimitViolation)(error["violation"]).code).toBe("license_refused");
  });
});
