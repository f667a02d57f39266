import { startServer, type RunningServer } from "@proshop/server";
import { formatEuros } from "@proshop/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, isCleanError, type Cli } from "./harness.ts";

/*
 * `proshop order submit` confirms the total and shipping method of the cart it priced (issue
 * 33): the order placed is the one priced, with the chosen shipping, and a price that changed
 * between pricing and a resumed submit is refused with the new total, never charged.
 */

const PASSWORD = "proshop-demo";
/** A FR product the nurse may order freely (no limit), 6.90 € in the seed. */
const PART = "88430029";

const json = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;

describe("proshop order submit (confirmed total and shipping)", () => {
  let server: RunningServer;
  let nurse: Cli;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    nurse = cliFor(server.url);
    expect((await nurse.run(["login", "nurse@example.fr", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("places the order with the shipping chosen, at the total priced", async () => {
    expect((await nurse.run(["cart", "add", PART, "2"])).code).toBe(EXIT.done);
    const priced = json((await nurse.run(["--json", "order", "price", "--shipping", "Regular"])).stdout)["order"] as { total: number };
    const submitted = await nurse.run(["--json", "order", "submit", "--shipping", "Regular"]);
    expect(submitted.stderr).not.toContain("rror");
    expect(submitted.code).toBe(EXIT.done);
    const order = json(submitted.stdout)["order"] as { order_nr: string; total: number };
    expect(order.total).toBe(priced.total);
    const detail = json((await nurse.run(["--json", "order", order.order_nr])).stdout) as Record<string, number>;
    // The nurse's company cart is seeded with lines and a coupon: the shipping is what this test chose.
    expect(detail).toMatchObject({ shipping_method: "Regular", shipping: 695, total: order.total });
    expect(detail["total"]).toBe(detail["subtotal"]! + 695 - detail["discount"]!);
  });

  it("refuses a resumed submit whose price changed since it was priced, naming the new total (exit refused)", async () => {
    expect((await nurse.run(["cart", "add", PART, "1"])).code).toBe(EXIT.done);
    const priced = json((await nurse.run(["--json", "order", "price"])).stdout)["order"] as { total: number };
    await server.db.execute(`UPDATE products SET price_cents = price_cents + 100 WHERE organisation_id = 'FR' AND part_no = '${PART}'`);

    const key = "3f6c2a9e-0000-4000-8000-0000000033a1";
    const refused = await nurse.run(["order", "submit", "--idempotency-key", key]);
    expect(refused.code).toBe(EXIT.refused);
    expect(refused.stderr).toContain(formatEuros(priced.total + 100, "fr"));
    expect(isCleanError(refused.stderr)).toBe(true);
    const orders = json((await nurse.run(["--json", "orders"])).stdout) as { orders: Array<{ total_amount: number }> };
    expect(orders.orders.map((row) => row.total_amount)).not.toContain(priced.total);

    // Submitting afresh prices the cart again and places it at the new total.
    const placed = await nurse.run(["--json", "order", "submit"]);
    expect(placed.code).toBe(EXIT.done);
    expect((json(placed.stdout)["order"] as { total: number }).total).toBe(priced.total + 100);
  });
});
