import { formatMoney, type ShopProduct } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, type Cli } from "./harness.ts";

/*
 * Issue 35 item 20 with the built binary against the real server: support's commands write
 * amounts in the currency the market's configuration names, as the web does, never a fixed EUR:
 * `accounts max-order`, `cart explain` (each user's maximum, the limits and their fixes),
 * `cart replay --customer`, `zoom list` and `zoom show`, and a limit the server finds when an
 * order is resumed. The French market is set to CHF here.
 */

const PASSWORD = "proshop-demo";

const chf = (cents: number) => formatMoney(cents, "en", "CHF");

const json = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;

/** A product with no limit of its own, between 100 and 250, in stock. */
const plainProduct = (products: readonly ShopProduct[]): ShopProduct => {
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

const zoomOrder = {
  firstName: "Camille",
  lastName: "Durand",
  zip: "69003",
  street: "rue Paul Bert",
  number: "42",
  city: "Lyon",
  state: "Rhône",
  scanner: "trios",
  patientScanId: "CHF-1",
  email: "camille.durand@example.fr",
  phone: "0612345678",
  products: [{ part_no: "77120010", quantity: 1 }],
  consents: { practice_informed: true, patient_informed: true, terms: true, net_terms: true, info_correct: true },
};

describe("support's CLI in the market's currency (issue 35 item 20)", () => {
  let server: RunningServer;
  let support: Cli;
  let zoomTotal: number;
  let zoomNr: string;

  const login = async (email: string): Promise<Cli> => {
    const cli = cliFor(server.url);
    const result = await cli.run(["login", email, "--password-stdin"], { input: PASSWORD });
    expect(result.code, result.stderr).toBe(EXIT.done);
    return cli;
  };

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    // The French market's configuration names another currency than the default.
    await server.db.execute("UPDATE organisations SET currency = 'CHF' WHERE id = 'FR'");
    support = await login("support@example.fr");
    // A Zoom! Delivered order of the French dentist, placed over HTTP as the web does.
    const auth = ((await (await fetch(`${server.url}/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "dentist@example.fr", password: PASSWORD }) })).json()) as { auth: string }).auth;
    const placed = await fetch(`${server.url}/admin/zoom-delivered/deliveries`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${auth}`, "idempotency-key": "chf-1" },
      body: JSON.stringify(zoomOrder),
    });
    expect(placed.status).toBe(200);
    zoomNr = ((await placed.json()) as { order_nr: string }).order_nr;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("says a user's new maximum order amount in the market's currency", async () => {
    const set = await support.run(["accounts", "max-order", "nurse@example.fr", "600"]);
    expect(set.stderr).toBe("");
    expect(set.code).toBe(EXIT.done);
    expect(set.stdout).toContain(chf(60_000));
    expect(set.stdout).not.toContain("€");
    // Back to the seeded 500, which the next test explains.
    expect((await support.run(["accounts", "max-order", "nurse@example.fr", "500"])).code).toBe(EXIT.done);
  });

  it("explains the cart and replays it with the market's amounts: each user's maximum, the limits and what to remove", async () => {
    expect((await support.run(["on-behalf", "100234"])).code).toBe(EXIT.done);
    const product = plainProduct((json((await support.run(["--json", "products"])).stdout)["products"] as ShopProduct[]) ?? []);
    const quantity = Math.floor(50_000 / product.price_in_cents) + 1;
    expect((await support.run(["cart", "clear"])).code).toBe(EXIT.done);
    const added = await support.run(["cart", "add", product.part_no, String(quantity)]);
    expect(added.code, added.stderr).toBe(EXIT.done);
    expect(added.stdout).toContain(chf(product.price_in_cents * quantity));

    const explained = await support.run(["cart", "explain"]);
    expect(explained.stderr).toBe("");
    expect(explained.code).toBe(EXIT.done);
    expect(explained.stdout).toContain(`Seen by nurse@example.fr (Claire Martin, fr); maximum order amount: ${chf(50_000)}`);
    // The limit's own row and its fix: how much to remove, in the same currency.
    expect(explained.stdout).toContain(chf(product.price_in_cents * quantity - 50_000));
    expect(explained.stdout).not.toContain("€");

    const replayed = await support.run(["cart", "replay", "--customer", "100234"]);
    expect(replayed.stderr).toBe("");
    expect(replayed.code).toBe(EXIT.done);
    expect(replayed.stdout).toContain(chf(product.price_in_cents * quantity));
    expect(replayed.stdout).not.toContain("€");
    // The CLI's recording names the market's currency, for a replay of the file without the server.
    const recorded = json((await support.run(["--json", "cart", "replay", "--customer", "100234"])).stdout);
    expect((recorded["recording"] as { shop: { currency?: string } }).shop.currency).toBe("CHF");
    expect((await support.run(["on-behalf", "--clear"])).code).toBe(EXIT.done);
  });

  it("lists and shows Zoom! deliveries with the market's amounts", async () => {
    const document = json((await support.run(["--json", "zoom", "show", zoomNr])).stdout);
    zoomTotal = document["total"] as number;
    expect(zoomTotal).toBeGreaterThan(0);

    const listed = await support.run(["zoom", "list"]);
    expect(listed.stderr).toBe("");
    expect(listed.code).toBe(EXIT.done);
    expect(listed.stdout).toContain(chf(zoomTotal));
    expect(listed.stdout).not.toContain("€");

    const shown = await support.run(["zoom", "show", zoomNr]);
    expect(shown.stderr).toBe("");
    expect(shown.code).toBe(EXIT.done);
    expect(shown.stdout).toContain(chf(zoomTotal));
    expect(shown.stdout).toContain(chf(document["tax"] as number));
    expect(shown.stdout).not.toContain("€");
  });

  it("words a limit the server finds on a resumed submit in the market's currency", async () => {
    const nurse = await login("nurse@example.fr");
    const product = plainProduct((json((await nurse.run(["--json", "products"])).stdout)["products"] as ShopProduct[]) ?? []);
    // Just under her 500 maximum, priced by the server: the draft a resumed submit places.
    const quantity = Math.floor(50_000 / product.price_in_cents);
    expect((await nurse.run(["cart", "clear"])).code).toBe(EXIT.done);
    expect((await nurse.run(["cart", "add", product.part_no, String(quantity)])).code).toBe(EXIT.done);
    expect((await nurse.run(["order", "price"])).code).toBe(EXIT.done);
    // The price rises before the resumed submit: the server's pricing finds the maximum broken
    // (the CLI's own check reads the cart as priced), and its refusal is the CLI's to word.
    const raised = product.price_in_cents * 2;
    await server.db.execute(`UPDATE products SET price_cents = ${raised} WHERE organisation_id = 'FR' AND part_no = '${product.part_no}'`);
    try {
      const refused = await nurse.run(["order", "submit", "--idempotency-key", "chf-resumed"]);
      expect(refused.code, refused.stderr).toBe(EXIT.refused);
      expect(refused.stderr).toContain(chf(50_000));
      expect(refused.stderr).toContain(chf(raised * quantity));
      expect(refused.stderr).not.toContain("€");
    } finally {
      await server.db.execute(`UPDATE products SET price_cents = ${product.price_in_cents} WHERE organisation_id = 'FR' AND part_no = '${product.part_no}'`);
    }
  });
});
