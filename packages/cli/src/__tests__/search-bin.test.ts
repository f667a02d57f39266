import { ShopProduct } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, type Cli } from "./harness.ts";

/*
 * Issue 33 item 16, in the terminal: `proshop products --search` finds the French shop's teats
 * typed without their accent or in capitals as it finds "tétine" (core's search, as the web's).
 */

const decodeProducts = Schema.decodeUnknownSync(Schema.Array(ShopProduct));

describe("proshop products --search", () => {
  let server: RunningServer;
  let nurse: Cli;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    nurse = cliFor(server.url);
    const login = await nurse.run(["login", "nurse@example.fr", "--password-stdin"], { input: "proshop-demo\n" });
    expect(login.code).toBe(EXIT.done);
  });
  afterAll(async () => {
    await server?.close();
  });

  const found = async (keyword: string): Promise<string[]> => {
    const result = await nurse.run(["--json", "products", "--search", keyword]);
    expect(result.code, result.stderr).toBe(EXIT.done);
    const document = JSON.parse(result.stdout) as { products: unknown };
    return decodeProducts(document.products)
      .map((product) => product.part_no)
      .sort();
  };

  it("finds the same products for 'tetine' and 'TETINE' as for 'tétine'", async () => {
    const accented = await found("tétine");
    expect(accented.length).toBeGreaterThanOrEqual(8);
    expect(await found("tetine")).toEqual(accented);
    expect(await found("TETINE")).toEqual(accented);
  });
});
