import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CART_RECORDING_VERSION, cartRecordingProblem, decodeCartRecording, formatMoney, initialCartState, type CartRecording } from "@proshop/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, isCleanError } from "./harness.ts";

/*
 * `proshop cart replay <file>` reads a good file with core's quick reader and leaves the rest to
 * the schema (Effect, loaded only then): a file either way replays alike, and a bad file is
 * refused with the schema's own field and problem, whichever reader saw it first.
 */

const AT = Date.parse("2026-03-15T12:00:00Z");
const by = "nurse@example.fr";
const teat = {
  part_no: "TEAT",
  part_skey: "SK-TEAT",
  SKU: "TEAT",
  SKUName: "Teat",
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

const recording = (loaded: CartRecording["events"][number]["event"] = { type: "cart.loaded", cart: null }): CartRecording => ({
  version: CART_RECORDING_VERSION,
  shop: { hostname: "localhost", locale: "fr" },
  user: { email: by },
  company: { cust_no: "100234", name: "Maternité" },
  time_zone: "Europe/Paris",
  snapshot: { taken_at: AT + 10, products: [teat], limits: {} },
  events: [
    { at: AT, by, event: { type: "cart.started", limits: {} } },
    { at: AT, by, event: loaded },
    { at: AT + 1, by, event: { type: "cart.add", part_no: "TEAT", product: 0, quantity: 2 } },
  ],
});

const cli = cliFor("http://127.0.0.1:9");
const replay = async (name: string, content: unknown, json = true) => {
  const file = join(cli.configHome, name);
  writeFileSync(file, JSON.stringify(content));
  return { file, result: await cli.run([...(json ? ["--json"] : []), "cart", "replay", file]) };
};

describe("cart replay <file>", () => {
  it("replays a file the quick reader reads and one only the schema reads (a stored cart) alike", async () => {
    const quick = await replay("quick.json", recording());
    const stored = { ...initialCartState, products: [] };
    const slow = await replay("stored-cart.json", recording({ type: "cart.loaded", cart: stored }));
    expect(quick.result.code).toBe(EXIT.done);
    expect(slow.result.code).toBe(EXIT.done);
    const saw = (stdout: string) => (JSON.parse(stdout) as { saw: { cart: { products: Array<{ part_no: string; quantity: number }> } } }).saw.cart;
    expect(saw(quick.result.stdout).products.map((line) => [line.part_no, line.quantity])).toEqual([["TEAT", 2]]);
    expect(saw(slow.result.stdout)).toEqual(saw(quick.result.stdout));
  });

  it("writes amounts in the currency the recording names, EUR for an older one that names none (issue 35 item 20)", async () => {
    const good = recording();
    const chf = await replay("chf.json", { ...good, shop: { ...good.shop, currency: "CHF" } }, false);
    expect(chf.result.code, chf.result.stderr).toBe(EXIT.done);
    expect(chf.result.stdout).toContain(formatMoney(900, "en", "CHF"));
    expect(chf.result.stdout).not.toContain("€");
    const old = await replay("eur.json", good, false);
    expect(old.result.code, old.result.stderr).toBe(EXIT.done);
    expect(old.result.stdout).toContain(formatMoney(900, "en", "EUR"));
  });

  it("refuses a bad recording with the schema's field and problem, exit 2", async () => {
    const good = recording();
    const bad: Array<[string, unknown]> = [
      ["unknown-zone", { ...good, time_zone: "Mars/Olympus" }],
      ["other-part", { ...good, events: [...good.events.slice(0, 2), { at: AT + 1, by, event: { type: "cart.add", part_no: "NIPPLE", product: 0, quantity: 2 } }] }],
      ["no-product", { ...good, events: [...good.events.slice(0, 2), { at: AT + 1, by, event: { type: "cart.add", part_no: "TEAT", product: 3, quantity: 2 } }] }],
      ["half-quantity", { ...good, events: [...good.events.slice(0, 2), { at: AT + 1, by, event: { type: "cart.add", part_no: "TEAT", product: 0, quantity: 1.5 } }] }],
      ["version-2", { ...good, version: 2 }],
      ["bad-currency", { ...good, shop: { ...good.shop, currency: "francs" } }],
      ["no-events", { ...good, events: undefined }],
      ["array", [good]],
    ];
    for (const [name, content] of bad) {
      const decoded = decodeCartRecording(JSON.parse(JSON.stringify(content)));
      if (Result.isSuccess(decoded)) throw new Error(`${name}: expected the schema to refuse it`);
      const { file, result } = await replay(`${name}.json`, content);
      expect(result.code, name).toBe(EXIT.usage);
      const error = (JSON.parse(result.stdout) as { error: { recording_problem?: unknown } }).error;
      expect(error.recording_problem, name).toEqual(cartRecordingProblem(decoded.failure));
      const human = (await cli.run(["cart", "replay", file])).stderr;
      expect(human, name).toContain(`${decoded.failure.field === "" ? "(root)" : decoded.failure.field}: ${decoded.failure.message}`);
      expect(human.trim().split("\n"), name).toHaveLength(1);
      expect(isCleanError(human), name).toBe(true);
    }
  });
});
