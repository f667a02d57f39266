import { existsSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  cartMachine,
  CartRecording,
  CartState,
  Company,
  createCartRecorder,
  CurrentUserAnswer,
  LimitViolation,
  OrderDetail,
  OrderListPage,
  OrderSubmitAnswer,
  ShopProduct,
  type CartRecorder,
} from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { EXIT } from "../exit-codes.ts";
import { cliFor, closedPort, expiredToken, isCleanError, type Cli } from "./harness.ts";

/*
 * The built `proshop` binary against the real server (127.0.0.1, port 0, in-memory PGlite,
 * seeded): log in, act on behalf, fill a cart past nurse's 500 EUR maximum, replay the live
 * cart a web session synced, decode `--json` with core's schemas, and every exit code.
 */

const PASSWORD = "proshop-demo";
const SYSTEM_NODE = "/usr/bin/node";
const decode = <S extends Schema.Top>(schema: S) => Schema.decodeUnknownSync(schema as never) as (input: unknown) => S["Type"];
const json = (stdout: string): Record<string, unknown> => JSON.parse(stdout) as Record<string, unknown>;

/** A product nothing but the max order price can refuse in the quantities the test adds. */
const unlimited = (products: readonly ShopProduct[]): ShopProduct => {
  const found = products.find(
    (p) =>
      p.online !== false &&
      !p.download_only &&
      !p.incomplete &&
      (p.bundle_info === undefined || p.bundle_info === null) &&
      (p.stock ?? 0) >= 10 &&
      p.price_in_cents >= 10_000 &&
      p.price_in_cents <= 25_000 &&
      !(p.max_order_amount && p.max_order_amount > 0) &&
      !(p.max_per_order && p.max_per_order > 0) &&
      !(p.max_per_year && p.max_per_year > 0) &&
      (p.available_from === undefined || p.available_from === null || p.available_from <= new Date().toISOString().slice(0, 10)),
  );
  if (found === undefined) throw new Error("the seed has no product for this test");
  return found;
};

describe("proshop binary", () => {
  let server: RunningServer;
  let nurse: Cli;
  let products: ShopProduct[] = [];

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    nurse = cliFor(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("says 'not logged in' with exit 3 before any login", async () => {
    const result = await nurse.run(["whoami"]);
    expect(result.code).toBe(EXIT.auth);
    expect(result.stderr).toContain("not logged in");
    expect(isCleanError(result.stderr)).toBe(true);
  });

  it("logs in with --password-stdin and keeps the token in a 0600 file", async () => {
    const result = await nurse.run(["login", "nurse@example.fr", "--password-stdin"], { input: `${PASSWORD}\n` });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toContain("nurse@example.fr");
    expect(statSync(join(nurse.configHome, "proshop", "credentials.json")).mode & 0o777).toBe(0o600);
  });

  it("refuses a wrong password with exit 3", async () => {
    const other = cliFor(server.url);
    const result = await other.run(["login", "nurse@example.fr", "--password-stdin"], { input: "wrong-password" });
    expect(result.code).toBe(EXIT.auth);
    expect(isCleanError(result.stderr)).toBe(true);
  });

  it("whoami --json is the current user, decoded with core's schema", async () => {
    const result = await nurse.run(["--json", "whoami"]);
    expect(result.code).toBe(EXIT.done);
    const document = json(result.stdout);
    const user = decode(CurrentUserAnswer)(document["user"]);
    expect(user.company?.cust_no).toBe("100234");
    expect(user.max_order_amount).toBe(500);
    expect(document["email"]).toBe("nurse@example.fr");
  });

  it("products --json lists the catalogue as core's ShopProducts", async () => {
    const result = await nurse.run(["--json", "products", "--sort", "price_in_cents:asc"]);
    expect(result.code).toBe(EXIT.done);
    const document = json(result.stdout);
    products = (document["products"] as unknown[]).map(decode(ShopProduct));
    expect(products.length).toBe(document["total"]);
    const prices = products.map((p) => p.price_in_cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("refuses an add past nurse's 500 EUR maximum with core's explanation and exit 1", async () => {
    const product = unlimited(products);
    const fits = Math.floor(50_000 / product.price_in_cents);
    // The seed left the nurse a cart (the README's support story): start from an empty one.
    expect((await nurse.run(["cart", "clear"])).code).toBe(EXIT.done);
    const first = await nurse.run(["cart", "add", product.part_no, String(fits)]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(EXIT.done);

    const refused = await nurse.run(["cart", "add", product.part_no, "1"]);
    expect(refused.code).toBe(EXIT.refused);
    expect(refused.stderr).toContain("Maximum order amount reached");
    expect(refused.stderr).toContain("€500.00");
    expect(isCleanError(refused.stderr)).toBe(true);

    const refusedJson = await nurse.run(["--json", "cart", "add", product.part_no, "1"]);
    expect(refusedJson.code).toBe(EXIT.refused);
    const error = json(refusedJson.stdout)["error"] as Record<string, unknown>;
    expect(decode(LimitViolation)(error["violation"]).code).toBe("max_order_price_reached");

    const explained = await nurse.run(["--json", "cart", "explain"]);
    expect(explained.code).toBe(EXIT.done);
    const limits = (json(explained.stdout)["limits"] as unknown[]).map(decode(LimitViolation));
    const price = limits.find((limit) => limit.code === "max_order_price_reached");
    expect(price).toMatchObject({ scope: "user", limit: 50_000, used: fits * product.price_in_cents });

    const shown = await nurse.run(["--json", "cart", "show"]);
    const cart = decode(CartState)(json(shown.stdout)["cart"]);
    expect(cart.products.map((line) => [line.part_no, line.quantity])).toEqual([[product.part_no, fits]]);
  });

  it("replays with --customer the cart a web session synced (PUT /admin/cart as the customer)", async () => {
    // The web's side: log in over HTTP, record a cart with core's machine and recorder, sync it.
    const login = await fetch(`${server.url}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nurse@example.fr", password: PASSWORD }),
    });
    const { auth } = (await login.json()) as { auth: string };
    const product = products.find((p) => p.price_in_cents > 0 && p.price_in_cents < 5_000 && (p.stock ?? 0) > 5 && !p.bundle_info)!;
    const actor = createActor(cartMachine, { input: { limits: { max_order_amount: 50_000 } } });
    const recorder: CartRecorder = createCartRecorder({
      shop: { hostname: "localhost", locale: "fr" },
      user: { email: "nurse@example.fr", user_id: "1" },
      company: { cust_no: "100234", name: "Maternité Sainte-Anne" },
    });
    recorder.attach(actor);
    actor.start();
    await waitFor(actor, (state) => state.matches({ active: "idle" }));
    actor.send({ type: "cart.add", product, quantity: 3 });
    const put = await fetch(`${server.url}/admin/cart`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${auth}`, "if-match": "*" },
      body: JSON.stringify(Schema.encodeSync(CartRecording)(recorder.recording())),
    });
    expect(put.status).toBe(200);
    actor.stop();

    const support = cliFor(server.url);
    expect((await support.run(["login", "support@example.fr", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    const human = await support.run(["cart", "replay", "--customer", "100234"]);
    expect(human.code).toBe(EXIT.done);
    expect(human.stdout).toContain(product.SKUName);
    expect(human.stdout).toContain("nurse@example.fr");

    const replayed = await support.run(["--json", "cart", "replay", "--customer", "100234", "--live"]);
    expect(replayed.code).toBe(EXIT.done);
    const document = json(replayed.stdout);
    const saw = document["saw"] as Record<string, unknown>;
    const cart = decode(CartState)(saw["cart"]);
    expect(cart.products.map((line) => [line.part_no, line.quantity])).toEqual([[product.part_no, 3]]);
    expect((document["live"] as Record<string, unknown>)["diff"]).toBeDefined();

    // The same recording from a file replays to the same cart, without the server.
    const file = join(support.configHome, "cart.json");
    writeFileSync(file, JSON.stringify(Schema.encodeSync(CartRecording)(recorder.recording())));
    const fromFile = await cliFor("http://127.0.0.1:9").run(["--json", "cart", "replay", file]);
    expect(fromFile.code).toBe(EXIT.done);
    expect(decode(CartState)((json(fromFile.stdout)["saw"] as Record<string, unknown>)["cart"])).toEqual(cart);
  });

  it("acts on behalf of a FR company as rep@example.fr and support@example.fr, not of an ES one", async () => {
    for (const email of ["rep@example.fr", "support@example.fr"]) {
      const agent = cliFor(server.url);
      expect((await agent.run(["login", email, "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
      const before = await agent.run(["cart", "show"]);
      expect(before.code).toBe(EXIT.refused);
      expect((await agent.run(["whoami"])).stdout).toContain("No company yet: choose one with proshop on-behalf <cust_no>");
      const chosen = await agent.run(["--json", "on-behalf", "100234"]);
      expect(chosen.code).toBe(EXIT.done);
      expect(decode(Company)(json(chosen.stdout)["company"]).cust_no).toBe("100234");
      const whoami = await agent.run(["--json", "whoami"]);
      expect(json(whoami.stdout)["on_behalf"]).toMatchObject({ cust_no: "100234" });
      const cart = await agent.run(["--json", "cart", "show"]);
      expect(cart.code).toBe(EXIT.done);
      const foreign = await agent.run(["on-behalf", "200100"]);
      expect(foreign.code).toBe(EXIT.auth);
      expect(isCleanError(foreign.stderr)).toBe(true);
    }
  });

  it("places the order with a printed idempotency key, then lists and shows it (--json decoded)", async () => {
    const submitted = await nurse.run(["--json", "order", "submit"]);
    expect(submitted.code).toBe(EXIT.done);
    expect(submitted.stderr).toMatch(/Idempotency key: [0-9a-f-]{36}/);
    const document = json(submitted.stdout);
    const answer = decode(OrderSubmitAnswer)(document["order"]);

    const list = await nurse.run(["--json", "orders"]);
    expect(list.code).toBe(EXIT.done);
    const page = decode(OrderListPage)(json(list.stdout));
    expect(page.orders.map((order) => order.order_number)).toContain(answer.order_nr);

    const detail = await nurse.run(["--json", "order", answer.order_nr]);
    expect(detail.code).toBe(EXIT.done);
    expect(decode(OrderDetail)(json(detail.stdout)).order_nr).toBe(answer.order_nr);

    const emptied = await nurse.run(["--json", "cart", "show"]);
    expect(decode(CartState)(json(emptied.stdout)["cart"]).products).toEqual([]);

    const unknown = await nurse.run(["order", "999999999"]);
    expect(unknown.code).toBe(EXIT.refused);
  });

  it("tells an account not validated yet that it cannot order, at its first cart change (exit 3)", async () => {
    const pending = cliFor(server.url);
    expect((await pending.run(["login", "pending@example.fr", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    expect((await pending.run(["products"])).code).toBe(EXIT.done);
    const product = products.find((p) => p.price_in_cents > 0 && p.price_in_cents < 5_000 && (p.stock ?? 0) > 5 && !p.bundle_info)!;
    const refused = await pending.run(["cart", "add", product.part_no, "1"]);
    expect(refused.code).toBe(EXIT.auth);
    expect(refused.stderr).toContain("Your account has not been validated yet, so you cannot order.");
    expect(isCleanError(refused.stderr)).toBe(true);
  });

  it("resumes with --idempotency-key by placing the draft already priced", async () => {
    const product = products.find((p) => p.price_in_cents > 0 && p.price_in_cents < 5_000 && (p.stock ?? 0) > 5 && !p.bundle_info)!;
    const added = await nurse.run(["--json", "cart", "add", product.part_no, "1"]);
    expect(added.code).toBe(EXIT.done);
    // The cart was empty after the last order, so its recording started afresh (core's
    // recordingToContinue): started, loaded, the add and its pricing, not the whole history.
    expect((json(added.stdout)["saved"] as { events: number }).events).toBeLessThanOrEqual(5);
    const priced = await nurse.run(["--json", "order", "price"]);
    expect(priced.code).toBe(EXIT.done);
    const draft = (json(priced.stdout)["order"] as { order_nr: string }).order_nr;

    const key = "3f6c2a9e-0000-4000-8000-00000000c11e";
    const resumed = await nurse.run(["--json", "order", "submit", "--idempotency-key", key]);
    expect(resumed.code).toBe(EXIT.done);
    expect(json(resumed.stdout)).toMatchObject({ idempotency_key: key, order: { order_nr: draft } });
    // Placed and emptied: nothing is left to place a second time.
    expect((await nurse.run(["order", "submit", "--idempotency-key", key])).code).toBe(EXIT.refused);
  });

  it("sends a live cart afresh when its history is too long for the server (413), keeping the cart", async () => {
    const login = await fetch(`${server.url}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nurse@example.fr", password: PASSWORD }),
    });
    const { auth } = (await login.json()) as { auth: string };
    const [first, second] = products.filter((p) => p.price_in_cents > 0 && p.price_in_cents < 5_000 && (p.stock ?? 0) > 5 && !p.bundle_info);
    const actor = createActor(cartMachine, { input: { limits: { max_order_amount: 50_000 } } });
    const recorder = createCartRecorder({ shop: { hostname: "localhost", locale: "fr" }, user: { email: "nurse@example.fr", user_id: "1" }, company: { cust_no: "100234" } });
    recorder.attach(actor);
    actor.start();
    await waitFor(actor, (state) => state.matches({ active: "idle" }));
    actor.send({ type: "cart.add", product: first!, quantity: 2 });
    actor.stop();
    // Padded with steps that change nothing up to the server's 50,000 events: one more is too many.
    const recording = recorder.recording();
    const at = recording.events.at(-1)!.at;
    const padding = Array.from({ length: 50_000 - recording.events.length }, () => ({ at, by: "nurse@example.fr", event: { type: "cart.dismissError" as const } }));
    const put = await fetch(`${server.url}/admin/cart`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${auth}`, "if-match": "*" },
      body: JSON.stringify(Schema.encodeSync(CartRecording)({ ...recording, events: [...recording.events, ...padding] })),
    });
    expect(put.status).toBe(200);

    const added = await nurse.run(["--json", "cart", "add", second!.part_no, "1"]);
    expect(added.stderr).not.toContain("Error");
    expect(added.code).toBe(EXIT.done);
    expect((json(added.stdout)["saved"] as { events: number }).events).toBeLessThanOrEqual(5);
    const shown = await nurse.run(["--json", "cart", "show"]);
    const cart = decode(CartState)(json(shown.stdout)["cart"]);
    expect(cart.products.map((line) => [line.part_no, line.quantity])).toEqual([
      [first!.part_no, 2],
      [second!.part_no, 1],
    ]);
    expect((await nurse.run(["cart", "clear"])).code).toBe(EXIT.done);
  });

  it("exits 2 for a bad flag, a missing file and a malformed recording, in one sentence (and the usage for a missing argument)", async () => {
    const cases: Array<[string[], string]> = [
      [["whoami", "--bogus"], "--bogus"],
      [["cart", "add", "88430002"], "qty"],
      [["cart", "add", "88430002", "two"], "two"],
      [["cart", "replay", join(nurse.configHome, "missing.json")], "missing.json"],
    ];
    const notJson = join(nurse.configHome, "not-json.json");
    writeFileSync(notJson, "{ this is not json");
    const malformed = join(nurse.configHome, "malformed.json");
    writeFileSync(malformed, JSON.stringify({ version: 1, shop: { hostname: "localhost" } }));
    cases.push([["cart", "replay", notJson], "not JSON"], [["cart", "replay", malformed], "not a valid cart recording"]);
    for (const [args, named] of cases) {
      const result = await nurse.run(args);
      expect(result.code, args.join(" ")).toBe(EXIT.usage);
      expect(result.stderr, args.join(" ")).toContain(named);
      // One sentence; a missing argument adds the command's usage after it (issue 35 item 2).
      const [sentence, ...usage] = result.stderr.trim().split("\n");
      expect(sentence, args.join(" ")).toContain(named);
      if (usage.length > 0) expect(usage[0], args.join(" ")).toMatch(/^\s*Usage: proshop cart add /);
      expect(isCleanError(result.stderr)).toBe(true);
    }
  });

  it("exits 3 for an expired token and 4 for a dead server", async () => {
    const expired = await nurse.run(["whoami"], { env: { PROSHOP_TOKEN: expiredToken() } });
    expect(expired.code).toBe(EXIT.auth);
    expect(expired.stderr).toContain("log in again");

    const dead = `http://127.0.0.1:${await closedPort()}`;
    const unreachable = await nurse.run(["--server", dead, "whoami"], { env: { PROSHOP_TOKEN: "opaque-token" } });
    expect(unreachable.code).toBe(EXIT.server);
    expect(unreachable.stderr).toContain("cannot be reached");
    expect(unreachable.stdout).toBe("");
    expect(isCleanError(unreachable.stderr)).toBe(true);

    const jsonError = await nurse.run(["--json", "--server", dead, "whoami"], { env: { PROSHOP_TOKEN: "opaque-token" } });
    expect(json(jsonError.stdout)["error"]).toMatchObject({ code: "cli.server.unreachable", exit_code: EXIT.server });
  });

  // `npx proshop` runs the launcher with the machine's own Node, which may be older than the
  // toolchain's (README: any Node >= 20); Debian's is at /usr/bin/node.
  it.runIf(existsSync(SYSTEM_NODE))("starts with the machine's own Node too", async () => {
    const help = await nurse.run(["--help"], { node: SYSTEM_NODE });
    expect(help.stderr).toBe("");
    expect(help.code).toBe(EXIT.done);
    expect(help.stdout).toContain("cart");
    const products = await nurse.run(["--json", "products", "--limit", "1"], { node: SYSTEM_NODE });
    expect(products.code).toBe(EXIT.done);
    expect((json(products.stdout)["products"] as unknown[]).length).toBe(1);
  });

  it("logs out and is then not logged in", async () => {
    expect((await nurse.run(["logout"])).code).toBe(EXIT.done);
    expect((await nurse.run(["whoami"])).code).toBe(EXIT.auth);
  });
});
