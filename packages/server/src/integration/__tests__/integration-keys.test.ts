import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INTEGRATION_KEY_PREFIX } from "@proshop/core";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { audit, integrationKeys } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { integrationKeyHash } from "../keys.ts";

/*
 * Support's machine keys (issue 34): created for a market the agent serves, shown once and kept
 * only as a hash, listed with their last use, revoked at once; nobody else manages them, and a
 * key of another market is not found.
 */

describe.each(testDatabases())("integration keys ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let support: string;
  let nurse: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    support = await api.login(SEED_EMAILS.support);
    nurse = await api.login(SEED_EMAILS.nurse);
  });

  const create = (body: unknown, token = support) => api.post("/admin/integration/keys", body, { token });
  const ordersWith = (key: string) => api.get("/integration/v1/orders", { token: key });

  it("creates a key shown once, kept only as its SHA-256, audited, whose calls are noted as its last use", async () => {
    const created = await create({ market: "fr", scopes: ["orders:write", "orders:read", "orders:read"], name: "Warehouse Lyon" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ market: "FR", name: "Warehouse Lyon", scopes: ["orders:read", "orders:write"], created_by: SEED_EMAILS.support, last_used_at: null, revoked_at: null });
    const key = created.body.key as string;
    expect(key.startsWith(INTEGRATION_KEY_PREFIX)).toBe(true);
    expect(key.length).toBeGreaterThanOrEqual(INTEGRATION_KEY_PREFIX.length + 43);
    expect(key.startsWith(created.body.hint)).toBe(true);

    const [row] = await server.db.select().from(integrationKeys).where(eq(integrationKeys.id, created.body.id));
    expect(row?.keyHash).toBe(integrationKeyHash(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(await server.db.select().from(audit).where(and(eq(audit.action, "integration_key.create")))).toHaveLength(1);

    expect((await ordersWith(key)).status).toBe(200);
    const listed = await api.get("/admin/integration/keys", { token: support });
    const mine = listed.body.keys.find((entry: { id: number }) => entry.id === created.body.id);
    expect(mine.last_used_at).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(key);
  });

  it("revokes a key at once, once, and refuses its next call with 401", async () => {
    const created = await create({ market: "FR", scopes: ["orders:read"] });
    const key = created.body.key as string;
    expect((await ordersWith(key)).status).toBe(200);
    const revoked = await api.call("DELETE", `/admin/integration/keys/${created.body.id}`, undefined, { token: support });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    expect((await ordersWith(key)).status).toBe(401);
    const again = await api.call("DELETE", `/admin/integration/keys/${created.body.id}`, undefined, { token: support });
    expect(again.body.revoked_at).toBe(revoked.body.revoked_at);
    expect(await server.db.select().from(audit).where(eq(audit.action, "integration_key.revoke"))).toHaveLength(1);
  });

  it("lets only support agents of the key's market manage keys", async () => {
    const customer = await create({ market: "FR", scopes: ["orders:read"] }, nurse);
    expect(customer.status).toBe(403);
    expect(customer.body.error.code).toBe("integration.keys.not_allowed");
    expect((await api.get("/admin/integration/keys", { token: nurse })).status).toBe(403);

    const otherMarket = await create({ market: "NL", scopes: ["orders:read"] });
    expect(otherMarket.status).toBe(403);
    expect(otherMarket.body.error).toMatchObject({ code: "integration.keys.market_not_served", market: "NL" });

    // An NL key (made behind the API) is not the FR agent's to see or revoke.
    const [nlKey] = await server.db.insert(integrationKeys).values({ organisationId: "NL", keyHash: "0".repeat(64), hint: "pik_nl", scopes: ["orders:read"] }).returning();
    expect((await api.get("/admin/integration/keys", { token: support })).body.keys.some((entry: { id: number }) => entry.id === nlKey!.id)).toBe(false);
    const revoke = await api.call("DELETE", `/admin/integration/keys/${nlKey!.id}`, undefined, { token: support });
    expect(revoke.status).toBe(404);
    expect(revoke.body.error.code).toBe("integration.keys.not_found");
    expect((await server.db.select().from(integrationKeys).where(eq(integrationKeys.id, nlKey!.id)))[0]?.revokedAt).toBeNull();
  });

  it("refuses an unknown scope, no scope, and a name with a NUL", async () => {
    expect((await create({ market: "FR", scopes: ["orders:delete"] })).status).toBe(400);
    expect((await create({ market: "FR", scopes: [] })).status).toBe(400);
    expect((await create({ market: "FR", scopes: ["orders:read"], name: "a\u0000b" })).status).toBe(400);
  });
});
