import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CartState, OrderListPage } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, isCleanError, type Cli } from "./harness.ts";

/*
 * `proshop cart import <file.csv>` and `proshop cart reorder <order_nr>` (issue 17), run as the
 * built binary against the real server: the preview of every line (--dry-run changes nothing),
 * the lines added through the cart machine and saved as the live cart (support's replay shows
 * them), support acting on behalf of the company, and the exit codes.
 */

const PASSWORD = "proshop-demo";
const json = (stdout: string) => JSON.parse(stdout) as Record<string, any>; // oxlint-disable-line no-explicit-any
const lines = (cart: unknown) => Schema.decodeUnknownSync(CartState)(cart).products.map((line) => [line.part_no, line.quantity]);
const outcomes = (document: Record<string, any>) => // oxlint-disable-line no-explicit-any
  (document["preview"]["lines"] as Array<{ reference: string; outcome: string; quantity: number; problem: { code: string } | null; violation: { code: string } | null }>).map(
    (line) => [line.reference, line.outcome, line.quantity, line.problem?.code ?? line.violation?.code ?? null],
  );

/** The five lines the nurse pastes on the web, as a `;` CSV with a BOM and a header (Excel in French). */
const FIVE_LINES = "\uFEFFRéférence;Quantité\r\n88430035;5\r\nSCF430/10;1\r\nINCONNU-42;3\r\n88430012;30\r\n88430023;1\r\n";

describe("proshop cart import and cart reorder", () => {
  let server: RunningServer;
  let nurse: Cli;
  let folder: string;
  const file = (name: string, text: string): string => {
    const path = join(folder, name);
    writeFileSync(path, text);
    return path;
  };

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    folder = mkdtempSync(join(tmpdir(), "proshop-cart-import-"));
    nurse = cliFor(server.url);
    expect((await nurse.run(["login", "nurse@example.fr", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    expect((await nurse.run(["cart", "clear"])).code).toBe(EXIT.done);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("previews a CSV file with --dry-run: every line's outcome, and the cart does not change", async () => {
    const csv = file("five.csv", FIVE_LINES);
    const preview = await nurse.run(["--json", "cart", "import", csv, "--dry-run"]);
    expect(preview.code).toBe(EXIT.done);
    const document = json(preview.stdout);
    expect(document).toMatchObject({ dry_run: true, applied: false, preview: { added: 3, added_in_part: 1, refused: 1, units: 27 } });
    expect(outcomes(document)).toEqual([
      ["88430035", "added", 5, null],
      ["SCF430/10", "added", 1, null],
      ["INCONNU-42", "refused", 0, "unknown_reference"],
      ["88430012", "added_in_part", 20, "max_product_amount_reached"],
      ["88430023", "added", 1, null],
    ]);
    // Each line explains itself in the chosen language.
    expect(document["preview"]["lines"][3]["text"]["outcome"]).toBe("Added in part: 20 of 30");
    expect(preview.stderr).toContain("Preview only (--dry-run)");
    expect(lines(json((await nurse.run(["--json", "cart", "show"])).stdout)["cart"])).toEqual([]);

    // The same in French, as a table.
    const human = await nurse.run(["cart", "import", csv, "--dry-run"], { env: { PROSHOP_LOCALE: "fr" } });
    expect(human.code).toBe(EXIT.done);
    expect(human.stdout).toContain("Ajoutée en partie : 20 sur 30");
    expect(human.stdout).toContain("« INCONNU-42 »");
    expect(human.stdout).toContain("3 ajoutées, 1 ajoutée en partie, 1 refusée.");
  });

  it("adds the lines through the cart machine, prices and saves the live cart, which support's replay shows", async () => {
    const imported = await nurse.run(["--json", "cart", "import", file("five.csv", FIVE_LINES)]);
    expect(imported.code).toBe(EXIT.done);
    const document = json(imported.stdout);
    expect(document).toMatchObject({ dry_run: false, applied: true });
    const expected = [
      ["88430035", 5],
      ["88430003", 1],
      ["88430012", 20],
      ["88430023", 1],
    ];
    expect(lines(document["cart"])).toEqual(expected);
    // Priced by the server: every line has its status.
    expect((document["cart"]["products"] as Array<{ status: string | null }>).every((line) => line.status === "CAN_ORDER_ALL")).toBe(true);
    expect(imported.stderr).toContain("27 items added to the cart.");

    const support = cliFor(server.url);
    expect((await support.run(["login", "support@example.fr", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    const replay = await support.run(["--json", "cart", "replay", "--customer", "100234"]);
    expect(replay.code).toBe(EXIT.done);
    expect(lines(json(replay.stdout)["saw"]["cart"])).toEqual(expected);
  });

  it("orders a past order again: today's stock and limits, the product out of stock listed with the reason", async () => {
    expect((await nurse.run(["cart", "clear"])).code).toBe(EXIT.done);
    const page = Schema.decodeUnknownSync(OrderListPage)(json((await nurse.run(["--json", "orders"])).stdout));
    // Newest first: the last one is last year's, with the manual pump set out of stock since.
    const orderNr = page.orders.at(-1)!.order_number;

    const dry = await nurse.run(["--json", "cart", "reorder", orderNr, "--dry-run"]);
    expect(dry.code).toBe(EXIT.done);
    expect(outcomes(json(dry.stdout)).sort()).toEqual([
      ["88430001", "added", 1, null],
      ["88430007", "refused", 0, "product_out_of_stock"],
      ["88430012", "added", 4, null],
    ]);

    const reordered = await nurse.run(["--json", "cart", "reorder", orderNr]);
    expect(reordered.code).toBe(EXIT.done);
    expect(lines(json(reordered.stdout)["cart"]).sort()).toEqual([
      ["88430001", 1],
      ["88430012", 4],
    ]);
    // Today's limits: once more would take the double pump over the 500 EUR maximum.
    const again = await nurse.run(["--json", "cart", "reorder", orderNr, "--dry-run"]);
    expect(outcomes(json(again.stdout)).find(([reference]) => reference === "88430001")).toEqual(["88430001", "refused", 0, "max_order_price_reached"]);
  });

  it("works for support acting on behalf of the company", async () => {
    const support = cliFor(server.url);
    expect((await support.run(["login", "support@example.fr", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    // Without a company chosen: refused, as every cart command.
    expect((await support.run(["cart", "import", file("one.csv", "88430028\t2\n")])).code).toBe(EXIT.refused);
    expect((await support.run(["on-behalf", "100234"])).code).toBe(EXIT.done);
    expect((await support.run(["cart", "clear"])).code).toBe(EXIT.done);
    const imported = await support.run(["--json", "cart", "import", file("one.csv", "88430028\t2\n")]);
    expect(imported.code).toBe(EXIT.done);
    expect(lines(json(imported.stdout)["cart"])).toEqual([["88430028", 2]]);
    const orderNr = Schema.decodeUnknownSync(OrderListPage)(json((await support.run(["--json", "orders"])).stdout)).orders.at(-1)!.order_number;
    const reordered = await support.run(["--json", "cart", "reorder", orderNr]);
    expect(reordered.code).toBe(EXIT.done);
    expect(lines(json(reordered.stdout)["cart"]).map(([partNo]) => partNo).sort()).toEqual(["88430001", "88430012", "88430028"]);
    // The nurse sees what support put in her company's cart.
    expect(lines(json((await nurse.run(["--json", "cart", "show"])).stdout)["cart"])).toHaveLength(3);
  });

  it("refuses, changing nothing, when no line can go into the cart (exit 1), and an order of another company (exit 1)", async () => {
    expect((await nurse.run(["cart", "clear"])).code).toBe(EXIT.done);
    const none = await nurse.run(["--json", "cart", "import", file("none.csv", "INCONNU;1\n88430058;2\n")]);
    expect(none.code).toBe(EXIT.refused);
    expect(json(none.stdout)["error"]).toMatchObject({ code: "quickOrder.cli.nothing", exit_code: EXIT.refused });
    expect(isCleanError(none.stderr)).toBe(true);
    expect(lines(json((await nurse.run(["--json", "cart", "show"])).stdout)["cart"])).toEqual([]);

    const spanish = cliFor(server.url);
    expect((await spanish.run(["login", "matrona@example.es", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    const theirs = Schema.decodeUnknownSync(OrderListPage)(json((await spanish.run(["--json", "orders"])).stdout)).orders[0]!.order_number;
    const foreign = await nurse.run(["cart", "reorder", theirs]);
    expect(foreign.code).toBe(EXIT.refused);
    expect(isCleanError(foreign.stderr)).toBe(true);
  });

  it("exits 2 for a missing file, a file of more than 500 lines, an empty file, and no order number", async () => {
    const missing = await nurse.run(["cart", "import", join(folder, "nope.csv")]);
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.stderr.trim()).toBe(`proshop: There is no file ${join(folder, "nope.csv")}.`);
    const long = await nurse.run(["cart", "import", file("long.csv", Array.from({ length: 501 }, () => "88430028;1").join("\n"))]);
    expect(long.code).toBe(EXIT.usage);
    expect(long.stderr).toContain("more than 500 lines");
    expect(isCleanError(long.stderr)).toBe(true);
    expect((await nurse.run(["cart", "import", file("empty.csv", "\uFEFF\r\n")])).code).toBe(EXIT.usage);
    expect((await nurse.run(["cart", "reorder"])).code).toBe(EXIT.usage);
    expect((await nurse.run(["cart", "import"])).code).toBe(EXIT.usage);
  });
});
