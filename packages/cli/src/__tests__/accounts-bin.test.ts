import { PendingAccounts } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, isCleanError, type Cli } from "./harness.ts";

/*
 * `proshop accounts`, `proshop maintenance` and `proshop invite` with the built binary against
 * the real server (issues 11, 12): support approves the seeded pending account and reads the
 * approval e-mail with `proshop outbox`; a customer may not; bad input is a usage error.
 */

const PASSWORD = "proshop-demo";

describe("proshop accounts", () => {
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

  it("lists the pending accounts with licence number and state, as a table and as JSON", async () => {
    const table = await support.run(["accounts", "pending"]);
    expect(table.stderr).toBe("");
    expect(table.code).toBe(EXIT.done);
    expect(table.stdout).toContain("pending@example.fr");
    expect(table.stdout).toContain("20011223344");
    expect(table.stdout).toContain("Licence no.");
    const french = await support.run(["--locale", "fr", "accounts", "pending"]);
    expect(french.stdout).toContain("N° de licence");
    expect(french.stdout).toContain("en attente");
    const json = await support.run(["--json", "accounts", "pending"]);
    const list = Schema.decodeUnknownSync(PendingAccounts)(JSON.parse(json.stdout));
    expect(list.accounts.find((account) => account.email === "pending@example.fr")).toMatchObject({ license_state: "pending", approved: false });
  });

  it("refuses customers and bad input cleanly", async () => {
    const customer = await nurse.run(["accounts", "pending"]);
    expect(customer.code).toBe(EXIT.auth);
    expect(isCleanError(customer.stderr)).toBe(true);
    expect(customer.stderr).toContain("Only support agents");
    expect((await support.run(["accounts", "refuse", "pending@example.fr"])).code).toBe(EXIT.usage);
    expect((await support.run(["accounts", "max-order", "nurse@example.fr", "lots"])).code).toBe(EXIT.usage);
    expect((await support.run(["maintenance", "FR", "maybe"])).code).toBe(EXIT.usage);
    const unknown = await support.run(["accounts", "approve", "nobody@example.fr"]);
    expect(unknown.code).not.toBe(EXIT.done);
    expect(isCleanError(unknown.stderr)).toBe(true);
    // The refusal names the account the server could not find (its details fill the message).
    expect(unknown.stderr).toContain("nobody@example.fr");
  });

  it("approves by customer number the account that created the company, never a stranger who joined it; the approval e-mail is in the outbox", async () => {
    // A stranger registered into the pending company 100236 (issue 32 item 11).
    await server.db.execute(
      "INSERT INTO users (email, password_hash, company_cust_no, organisation_id, is_valid, company_confirmed) VALUES ('stranger@example.fr', 'x', '100236', 'FR', false, false)",
    );
    const approved = await support.run(["accounts", "approve", "100236"]);
    expect(approved.stderr).toBe("");
    expect(approved.code).toBe(EXIT.done);
    expect(approved.stdout).toContain("1 account approved: pending@example.fr.");
    expect(approved.stdout).not.toContain("stranger@example.fr");
    // Once it is decided, the number names no one: support is told to name the account by e-mail.
    const again = await support.run(["accounts", "approve", "100236"]);
    expect(again.code).toBe(EXIT.refused);
    expect(isCleanError(again.stderr)).toBe(true);
    expect(again.stderr).toContain("approve or refuse each one by its e-mail: stranger@example.fr");
    expect((await support.run(["--json", "accounts", "pending"])).stdout).toContain("stranger@example.fr");
    const byEmail = await support.run(["accounts", "approve", "stranger@example.fr"]);
    expect(byEmail.stdout).toContain("1 account approved: stranger@example.fr.");
    const outbox = await support.run(["outbox", "--to", "pending@example.fr"]);
    expect(outbox.stdout).toContain("account_approved");
    expect(outbox.stdout).toContain("Votre compte est approuvé");
    expect((await support.run(["--json", "accounts", "pending"])).stdout).not.toContain("pending@example.fr");
  });

  it("says an account already decided is no longer waiting, naming it", async () => {
    // Approved by the test before.
    const again = await support.run(["accounts", "refuse", "pending@example.fr", "--reason", "Licence inconnue"]);
    expect(again.code).toBe(EXIT.refused);
    expect(again.stderr).toContain("pending@example.fr");
    expect(again.stderr).toContain("no longer waiting");
  });

  it("sets a maximum order amount and a market's maintenance", async () => {
    const limit = await support.run(["--json", "accounts", "max-order", "nurse@example.fr", "750.5"]);
    expect(limit.code).toBe(EXIT.done);
    expect(JSON.parse(limit.stdout)).toEqual({ email: "nurse@example.fr", max_order_amount_cents: 75_050 });
    expect((await support.run(["accounts", "max-order", "nurse@example.fr", "none"])).stdout).toContain("no limit");
    const on = await support.run(["maintenance", "FR", "on", "--message", "<p>Inventory</p>"]);
    expect(on.code).toBe(EXIT.done);
    expect(on.stdout).toContain("Maintenance of FR is on.");
    expect((await support.run(["maintenance", "ES", "on"])).code).not.toBe(EXIT.done);
    expect((await support.run(["maintenance", "FR", "off"])).stdout).toContain("Maintenance of FR is off.");
  });

  it("invites a colleague (a customer's call) and refuses the invitation for support", async () => {
    const invited = await nurse.run(["invite", "colleague@example.fr"]);
    expect(invited.stderr).toBe("");
    expect(invited.code).toBe(EXIT.done);
    expect(invited.stdout).toContain("Invitation sent to colleague@example.fr.");
    expect((await support.run(["outbox", "--to", "colleague@example.fr"])).stdout).toContain("invitation");
    expect((await support.run(["invite", "someone@example.fr"])).code).toBe(EXIT.auth);
  });
});
