import type { ShopProduct } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, isCleanError, type Cli } from "./harness.ts";

/*
 * Issue 35 items 1, 6 and 7 with the built binary against the real server: a support agent
 * acting for 100234 sees the nurse's 500 € refusal in `cart explain` (as each user sees the
 * cart, or the one `--as` names, in the user's language with --locale); `accounts pending`
 * says how long each account has waited; `maintenance --host` switches one host.
 */

const PASSWORD = "proshop-demo";

const json = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;

/** A product with no limit of its own, between 100 and 250 €, in stock. */
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

describe("support's tools (issue 35)", () => {
  let server: RunningServer;
  let support: Cli;
  let nurse: Cli;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    support = cliFor(server.url);
    nurse = cliFor(server.url);
    expect((await support.run(["login", "support@example.fr", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    expect((await nurse.run(["login", "nurse@example.fr", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("acting for 100234 with a cart over 500 €, cart explain shows the nurse's refusal", async () => {
    expect((await support.run(["on-behalf", "100234"])).code).toBe(EXIT.done);
    const listed = await support.run(["--json", "products"]);
    const product = plainProduct((json(listed.stdout)["products"] as ShopProduct[]) ?? []);
    const quantity = Math.floor(50_000 / product.price_in_cents) + 1;
    expect((await support.run(["cart", "clear"])).code).toBe(EXIT.done);
    // The agent has no maximum of its own: the add goes through.
    const added = await support.run(["cart", "add", product.part_no, String(quantity)]);
    expect(added.stderr).toBe("");
    expect(added.code).toBe(EXIT.done);

    const explained = await support.run(["cart", "explain"]);
    expect(explained.stderr).toBe("");
    expect(explained.code).toBe(EXIT.done);
    expect(explained.stdout).toContain("Seen by nurse@example.fr (Claire Martin, fr); maximum order amount: €500.00");
    expect(explained.stdout).toContain("Exceeded");
    expect(explained.stdout).not.toContain("No limit is exceeded");

    const document = json((await support.run(["--json", "cart", "explain"])).stdout);
    const views = document["views"] as { users: { email: string }[]; max_order_amount_cents: number | null; exceeded: number; limits: { code: string; exceeded: boolean }[] }[];
    const nurseView = views.find((view) => view.users.some((user) => user.email === "nurse@example.fr"));
    expect(nurseView?.max_order_amount_cents).toBe(50_000);
    expect(nurseView?.limits.filter((limit) => limit.exceeded).map((limit) => limit.code)).toEqual(["max_order_price_reached"]);
    expect(document["exceeded"]).toBeGreaterThanOrEqual(1);

    // One user, in her language: the same refusal as she is shown.
    const asNurse = await support.run(["--locale", "fr", "cart", "explain", "--as", "NURSE@example.fr"]);
    expect(asNurse.code).toBe(EXIT.done);
    expect(asNurse.stdout).toContain("Vu par nurse@example.fr (Claire Martin, fr) ; montant maximal de commande : 500,00");
    expect(asNurse.stdout).toContain("Dépassé");
    const nobody = await support.run(["cart", "explain", "--as", "nobody@example.fr"]);
    expect(nobody.code).toBe(EXIT.refused);
    expect(isCleanError(nobody.stderr)).toBe(true);
    expect(nobody.stderr).toContain("nobody@example.fr is not an approved user of company 100234; its users are: nurse@example.fr");

    // The nurse's own explain is hers, as before.
    const own = await nurse.run(["cart", "explain"]);
    expect(own.code).toBe(EXIT.done);
    expect(own.stdout).toContain("Exceeded");
    expect(own.stdout).not.toContain("Seen by");
  });

  it("accounts pending says how long each account has waited", async () => {
    const table = await support.run(["accounts", "pending"]);
    expect(table.code).toBe(EXIT.done);
    expect(table.stdout).toContain("Waiting");
    // Seeded a moment ago.
    expect(table.stdout).toMatch(/\b\d+ minutes?\b/);
    expect((await support.run(["--locale", "fr", "accounts", "pending"])).stdout).toContain("Attente");
  });

  it("maintenance --host switches one host on and off, for support of its market only", async () => {
    const on = await support.run(["maintenance", "--host", "fr.localhost", "on", "--title", "Inventaire", "--message", "<p>Retour à 14 h</p>"]);
    expect(on.stderr).toBe("");
    expect(on.code).toBe(EXIT.done);
    expect(on.stdout).toContain("Maintenance of fr.localhost (FR) is on.");
    const config = await fetch(`${server.url}/admin/config_for_hostname/fr.localhost`).then((answer) => answer.json() as Promise<Record<string, unknown>>);
    expect(config).toMatchObject({ maintenance_mode: true, organisation: { maintenance_title: "Inventaire", maintenance_message: "<p>Retour à 14 h</p>" } });
    const off = await support.run(["--json", "maintenance", "--host", "fr.localhost", "off"]);
    expect(json(off.stdout)).toMatchObject({ hostname: "fr.localhost", maintenance_mode: false });

    const foreign = await support.run(["maintenance", "--host", "es.localhost", "on"]);
    expect(foreign.code).not.toBe(EXIT.done);
    expect(isCleanError(foreign.stderr)).toBe(true);
    expect(foreign.stderr).toContain("es.localhost");
    expect((await nurse.run(["maintenance", "--host", "fr.localhost", "on"])).code).toBe(EXIT.auth);
    for (const args of [
      ["maintenance", "--host", "fr.localhost", "maybe"],
      ["maintenance", "--host", "fr.localhost", "FR", "on"],
      ["maintenance", "FR"],
      ["maintenance", "FR", "on", "--title", "x"],
    ]) {
      const wrong = await support.run(args);
      expect(wrong.code, args.join(" ")).toBe(EXIT.usage);
      expect(wrong.stderr).toContain("proshop maintenance --host <hostname> on|off");
    }
    // The market's own switch still works as before.
    expect((await support.run(["maintenance", "FR", "on"])).stdout).toContain("Maintenance of FR is on.");
    expect((await support.run(["maintenance", "FR", "off"])).stdout).toContain("Maintenance of FR is off.");
  });
});
