import { IntegrationKeyCreated, IntegrationKeyList } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, isCleanError, type Cli } from "./harness.ts";

/*
 * `proshop integration keys` with the built binary against the real server (issue 34): a support
 * agent creates a key of their market (printed once), lists it with when it was last used, and
 * revokes it, after which the key is refused; a customer may not; another market is refused.
 */

const PASSWORD = "proshop-demo";

describe("proshop integration keys", () => {
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

  const ordersWith = (key: string) => fetch(`${server.url}/integration/v1/orders?status=received`, { headers: { authorization: `Bearer ${key}` } });

  it("creates a key of the agent's market, printed once, that reads the market's orders", async () => {
    const shown = await support.run(["integration", "keys", "create", "--market", "fr", "--scopes", "orders:read,orders:write,stock:write", "--name", "Warehouse Lyon"]);
    expect(shown.stderr).toBe("");
    expect(shown.code).toBe(EXIT.done);
    const key = /pik_[A-Za-z0-9_-]{43}/.exec(shown.stdout)?.[0];
    expect(key).toBeDefined();
    expect(shown.stdout).toContain("Copy this key now");
    expect((await ordersWith(key!)).status).toBe(200);

    const json = await support.run(["--json", "integration", "keys", "create", "--market", "FR", "--scopes", "events:read"]);
    expect(json.code).toBe(EXIT.done);
    const created = Schema.decodeUnknownSync(IntegrationKeyCreated)(JSON.parse(json.stdout));
    expect(created).toMatchObject({ market: "FR", scopes: ["events:read"] });
    expect(created.key.startsWith(created.hint)).toBe(true);
  });

  it("lists the keys with their hint and last use, never the key, and revokes one at once", async () => {
    const json = await support.run(["--json", "integration", "keys", "create", "--market", "fr", "--scopes", "orders:read"]);
    const created = Schema.decodeUnknownSync(IntegrationKeyCreated)(JSON.parse(json.stdout));
    expect((await ordersWith(created.key)).status).toBe(200);

    const listed = Schema.decodeUnknownSync(IntegrationKeyList)(JSON.parse((await support.run(["--json", "integration", "keys", "list", "--market", "fr"])).stdout));
    const mine = listed.keys.find((key) => key.id === created.id);
    expect(mine).toMatchObject({ hint: created.hint, created_by: "support@example.fr", revoked_at: null });
    expect(mine?.last_used_at).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const table = await support.run(["integration", "keys", "list"]);
    expect(table.code).toBe(EXIT.done);
    expect(table.stdout).toContain(created.hint);
    expect(table.stdout).not.toContain(created.key);

    const revoked = await support.run(["integration", "keys", "revoke", String(created.id)]);
    expect(revoked.code).toBe(EXIT.done);
    expect(revoked.stdout).toContain(`Key ${created.id} is revoked`);
    expect((await ordersWith(created.key)).status).toBe(401);
  });

  it("refuses a customer, a market the agent does not serve, another market's key and bad input", async () => {
    const customer = await nurse.run(["integration", "keys", "list"]);
    expect(customer.code).toBe(EXIT.auth);
    expect(isCleanError(customer.stderr)).toBe(true);

    const otherMarket = await support.run(["integration", "keys", "create", "--market", "nl", "--scopes", "orders:read"]);
    expect(otherMarket.code).toBe(EXIT.auth);
    expect(otherMarket.stderr).toContain("NL");

    const unknown = await support.run(["integration", "keys", "revoke", "999999"]);
    expect(unknown.code).toBe(EXIT.refused);
    expect((await support.run(["integration", "keys", "revoke", "abc"])).code).toBe(EXIT.usage);
    expect((await support.run(["integration", "keys", "create", "--market", "fr"])).code).toBe(EXIT.usage);
    const badScope = await support.run(["integration", "keys", "create", "--market", "fr", "--scopes", "orders:delete"]);
    expect(badScope.code).toBe(EXIT.usage);
    expect(isCleanError(badScope.stderr)).toBe(true);
    expect(badScope.stderr).toContain("orders:read, orders:write");
  });
});
