import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CART_RECORDING_VERSION, type ShopProduct } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor } from "./harness.ts";

/*
 * Issue 11 item 7: a customer's recording must not write into support's terminal. The built
 * binary replays a recording file whose product name and shop carry escape sequences (clear
 * screen, cursor home, a window title, a C1 CSI): nothing of them reaches stdout or stderr.
 */

const HOSTILE = "Cr\u00e8me\u001b[2J\u001b[H\u001b]0;pwned\u0007\u009b31mFAKE\rOK";

describe("proshop output edge", () => {
  let server: RunningServer;
  let product: ShopProduct;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    const login = (await (
      await fetch(`${server.url}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "nurse@example.fr", password: "proshop-demo" }),
      })
    ).json()) as { auth: string };
    const products = (await (await fetch(`${server.url}/admin/product`, { headers: { authorization: `Bearer ${login.auth}` } })).json()) as ShopProduct[];
    // A product the replayed cart keeps: in stock, no limit of its own, not a bundle or a download.
    product = products.find(
      (p) =>
        p.part_no !== "" &&
        p.online !== false &&
        !p.download_only &&
        !p.incomplete &&
        (p.bundle_info === undefined || p.bundle_info === null) &&
        (p.stock ?? 0) >= 10 &&
        p.price_in_cents > 0 &&
        p.price_in_cents <= 25_000 &&
        !(p.max_order_amount && p.max_order_amount > 0) &&
        !(p.max_per_order && p.max_per_order > 0) &&
        !(p.max_per_year && p.max_per_year > 0) &&
        (p.available_from === undefined || p.available_from === null || p.available_from <= new Date().toISOString().slice(0, 10)),
    )!;
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  it("prints a recording's hostile product name without any control character", async () => {
    const startedAt = Date.UTC(2026, 10, 2, 9, 0, 0);
    const by = "nurse@example.fr";
    const recording = {
      version: CART_RECORDING_VERSION,
      // The header line quotes the recording's shop: a file can carry anything there too.
      shop: { hostname: `fr.localhost${HOSTILE}`, locale: "fr" },
      user: { email: by },
      company: { cust_no: "100234" },
      time_zone: "Europe/Paris",
      snapshot: { taken_at: startedAt + 1000, products: [{ ...product, SKUName: HOSTILE }], limits: { max_order_amount: 50_000 } },
      events: [
        { at: startedAt, by, event: { type: "cart.started", limits: { max_order_amount: 50_000 } } },
        { at: startedAt + 1000, by, event: { type: "cart.add", part_no: product.part_no, product: 0, quantity: 1 } },
      ],
    };
    const cli = cliFor("http://127.0.0.1:9");
    const file = join(cli.configHome, "hostile.json");
    writeFileSync(file, JSON.stringify(recording));

    for (const args of [["cart", "replay", file], ["--json", "cart", "replay", file]]) {
      const result = await cli.run(args, { env: { NO_COLOR: undefined, FORCE_COLOR: "1" } });
      expect(result.code, args.join(" ")).toBe(EXIT.done);
      expect(result.stdout, args.join(" ")).toContain("fr.localhostCr\u00e8me");
      // No ESC, no BEL, no C1, no carriage return: only newline and tab of the controls.
      expect(result.stdout + result.stderr, args.join(" ")).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
  }, 120_000);
});
