import { startServer, type RunningServer } from "@proshop/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, type Cli } from "./harness.ts";

/*
 * Issue 33 item 15, in the terminal: a count agrees with its number ("(1 order)", not
 * "(1 orders)"; "1 produit sur 8" in French), through core's plural rules.
 */

describe("proshop's counted words", () => {
  let server: RunningServer;
  let rep: Cli;
  let nurse: Cli;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    rep = cliFor(server.url);
    nurse = cliFor(server.url);
    expect((await rep.run(["login", "rep@example.fr", "--password-stdin"], { input: "proshop-demo\n" })).code).toBe(EXIT.done);
    expect((await nurse.run(["login", "nurse@example.fr", "--password-stdin"], { input: "proshop-demo\n" })).code).toBe(EXIT.done);
    // The midwives' practice has one order: the rep's, placed on its behalf (fixtures' seed).
    expect((await rep.run(["on-behalf", "100235"])).code).toBe(EXIT.done);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("says '1 order', not '1 orders', under the list of a company's only order", async () => {
    const result = await rep.run(["orders"]);
    expect(result.code, result.stderr).toBe(EXIT.done);
    expect(result.stdout).toContain("Page 1 of 1 (1 order).");
    const french = await rep.run(["orders"], { env: { PROSHOP_LOCALE: "fr" } });
    expect(french.stdout).toContain("Page 1 sur 1 (1 commande).");
  });

  it("agrees the products shown with their number, in English and in French", async () => {
    const one = await nurse.run(["products", "--search", "tétine", "--limit", "1"]);
    expect(one.code, one.stderr).toBe(EXIT.done);
    expect(one.stdout).toMatch(/\n1 of \d+ products\.\n?$/);
    const french = await nurse.run(["products", "--search", "tétine", "--limit", "1"], { env: { PROSHOP_LOCALE: "fr" } });
    expect(french.stdout).toMatch(/\n1 produit sur \d+\.\n?$/);
    const two = await nurse.run(["products", "--search", "tétine", "--limit", "2"], { env: { PROSHOP_LOCALE: "fr" } });
    expect(two.stdout).toMatch(/\n2 produits sur \d+\.\n?$/);
  });
});
