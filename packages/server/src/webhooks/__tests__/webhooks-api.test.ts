import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { organisations, outbox, webhookDeliveries, webhookEndpoints } from "../../db/schema.ts";
import { placeOrder } from "../../events/__tests__/place-order.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { anonymiseDeliveredPatients } from "../../zoom-delivered/retention.ts";
import { frenchZoomOrder } from "../../zoom-delivered/__tests__/orders.ts";
import { startReceiver, type Receiver } from "./receiver.ts";

/*
 * Webhooks end to end (issue 34): support of the market adds an endpoint (its whsec_ secret
 * answered once), the shop's events reach a receiver on 127.0.0.1 that verifies every request
 * with the official standardwebhooks package; a failing receiver gets the same webhook-id again
 * until it takes it; redeliver, test, rotate-secret (both secrets sign for a day), disable and
 * enable; the patient of a Zoom! delivery only for the lab's endpoint and never once anonymised;
 * an endpoint failing for days is disabled and support mailed.
 */

describe.each(testDatabases())("webhooks ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let support: string;
  let nurse: string;
  let receiver: Receiver;
  useTestServer(
    database,
    async (running) => {
      ({ server, api } = running);
      await server.db.update(organisations).set({ maxOrderCountYear: null }).where(eq(organisations.id, "FR"));
      support = await api.login(SEED_EMAILS.support);
      nurse = await api.login(SEED_EMAILS.nurse);
    },
    { webhooksAllowPrivate: true, webhooksRetryBaseMs: 50, webhooksPollIntervalMs: 100 },
  );
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.stop();
  });

  const add = async (body: Record<string, unknown>) => {
    const answer = await api.post("/admin/webhooks", body, { token: support });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { endpoint: { id: number; events: string[]; patient_data: boolean }; secret: string };
  };
  const deliveriesOf = async (endpointId: number) =>
    (await api.get(`/admin/webhooks/${endpointId}/deliveries`, { token: support })).body.deliveries as Array<{ id: number; event_id: string; status: string; attempts: number; event_type: string }>;

  it("adds an endpoint for support of the market only, its secret answered once", async () => {
    const added = await add({ url: receiver.url, events: ["order.placed", "order.status_changed"] });
    expect(added.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(added.endpoint).toMatchObject({ events: ["order.placed", "order.status_changed"], patient_data: false });
    const listed = await api.get("/admin/webhooks", { token: support });
    expect(listed.body.endpoints.map((endpoint: { id: number }) => endpoint.id)).toContain(added.endpoint.id);
    expect(JSON.stringify(listed.body)).not.toContain(added.secret);
    await api.post(`/admin/webhooks/${added.endpoint.id}/disable`, {}, { token: support });

    const customer = await api.post("/admin/webhooks", { url: receiver.url }, { token: nurse });
    expect([customer.status, customer.body.error.code]).toEqual([403, "webhooks.not_allowed"]);
    expect((await api.get("/admin/webhooks", { token: nurse })).status).toBe(403);
    const otherMarket = await api.post("/admin/webhooks", { url: receiver.url, market: "ES" }, { token: support });
    expect([otherMarket.status, otherMarket.body.error.code]).toEqual([403, "webhooks.market_not_allowed"]);
    const [spanish] = await server.db.insert(webhookEndpoints).values({ organisationId: "ES", url: receiver.url, events: ["order.placed"], secret: "whsec_AAAA" }).returning();
    for (const path of [`/admin/webhooks/${spanish!.id}/deliveries`]) expect((await api.get(path, { token: support })).status).toBe(404);
    expect((await api.post(`/admin/webhooks/${spanish!.id}/disable`, {}, { token: support })).body.error.code).toBe("webhooks.not_found");
    expect((await api.post("/admin/webhooks", { url: "ftp://example.com/x" }, { token: support })).body.error.code).toBe("webhooks.url_invalid");
    expect((await api.post("/admin/webhooks", { url: "https://user:pw@example.com/x" }, { token: support })).body.error.code).toBe("webhooks.url_invalid");
    expect((await api.post("/admin/webhooks", { url: receiver.url, events: ["order.teleported"] }, { token: support })).status).toBe(400);
  });

  it("delivers order.placed signed per Standard Webhooks, the event's id as webhook-id", async () => {
    const added = await add({ url: receiver.url, events: ["order.placed"] });
    receiver.secrets = [added.secret];
    const orderNr = await placeOrder(api, nurse);
    await receiver.waitFor(() => receiver.processed.some((message) => message.payload.data["order_nr"] === orderNr), "order.placed");
    const message = receiver.processed.find((candidate) => candidate.payload.data["order_nr"] === orderNr)!;
    expect(message.payload).toMatchObject({ type: "order.placed", market: "FR", data: { sequence: 1 } });
    expect(message.id).toBe(message.payload.id);
    expect(Math.abs(Number(message.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const [delivery] = await deliveriesOf(added.endpoint.id);
    expect(delivery).toMatchObject({ event_id: message.id, event_type: "order.placed" });
    expect(receiver.unverified).toEqual([]);
    await api.post(`/admin/webhooks/${added.endpoint.id}/disable`, {}, { token: support });
  });

  it("retries a failing receiver with the same webhook-id until it takes it; redeliver sends it again", async () => {
    const added = await add({ url: receiver.url, events: ["order.placed"] });
    receiver.secrets = [added.secret];
    receiver.answer = (_request, attempt) => (attempt <= 3 ? 500 : 200);
    try {
      const orderNr = await placeOrder(api, nurse);
      await receiver.waitFor(() => receiver.processed.some((message) => message.payload.data["order_nr"] === orderNr), "the fourth try");
      const id = receiver.processed.find((message) => message.payload.data["order_nr"] === orderNr)!.id;
      expect(receiver.requests.filter((request) => request.id === id)).toHaveLength(4);
        let [delivery] = await deliveriesOf(added.endpoint.id);
      for (let tries = 0; delivery!.status !== "delivered" && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [delivery] = await deliveriesOf(added.endpoint.id);
      }
      expect(delivery).toMatchObject({ status: "delivered", attempts: 4 });

      const redelivered = await api.post(`/admin/webhook-deliveries/${delivery!.id}/redeliver`, {}, { token: support });
      expect(redelivered.body).toMatchObject({ status: "pending", attempts: 0 });
      await receiver.waitFor(() => receiver.requests.filter((request) => request.id === id).length === 5, "the redelivery");
      expect(receiver.processed.filter((message) => message.id === id)).toHaveLength(1);
      expect(receiver.unverified).toEqual([]);
    } finally {
      receiver.answer = () => 200;
      await api.post(`/admin/webhooks/${added.endpoint.id}/disable`, {}, { token: support });
    }
  });

  it("tests an endpoint, rotates its secret (both sign for a day), and a disabled endpoint gets nothing", async () => {
    const added = await add({ url: receiver.url, events: ["order.placed"] });
    receiver.secrets = [added.secret];
    const test = await api.post(`/admin/webhooks/${added.endpoint.id}/test`, {}, { token: support });
    expect(test.body).toMatchObject({ ok: true, status: 200, error: null });
    expect(receiver.processed.find((message) => message.id === test.body.id)?.payload).toMatchObject({ type: "webhook.test", data: { endpoint_id: added.endpoint.id } });

    const rotated = await api.post(`/admin/webhooks/${added.endpoint.id}/rotate-secret`, {}, { token: support });
    expect(rotated.body.secret).not.toBe(added.secret);
    receiver.secrets = [rotated.body.secret];
    const orderNr = await placeOrder(api, nurse);
    await receiver.waitFor(() => receiver.processed.some((message) => message.payload.data["order_nr"] === orderNr), "a delivery after rotation");
    const message = receiver.processed.find((candidate) => candidate.payload.data["order_nr"] === orderNr)!;
    const headers = { "webhook-id": message.id, "webhook-timestamp": message.timestamp, "webhook-signature": message.signature };
    expect(() => new Webhook(added.secret).verify(message.body, headers)).not.toThrow();
    expect(() => new Webhook(rotated.body.secret).verify(message.body, headers)).not.toThrow();

    expect((await api.post(`/admin/webhooks/${added.endpoint.id}/disable`, {}, { token: support })).body).toMatchObject({ enabled: false, disabled_reason: "support" });
    const before = (await deliveriesOf(added.endpoint.id)).length;
    await placeOrder(api, nurse);
    expect(await deliveriesOf(added.endpoint.id)).toHaveLength(before);
    expect(receiver.unverified).toEqual([]);
  });

  it("sends a Zoom! delivery's patient only to the lab's endpoint, and never once the delivery is anonymised", async () => {
    const lab = await add({ url: `${receiver.url}?lab`, events: ["zoom_delivery.placed"], patient_data: true });
    const erp = await add({ url: `${receiver.url}?erp`, events: ["zoom_delivery.placed"] });
    receiver.secrets = [lab.secret, erp.secret];
    const dentist = await api.login(SEED_EMAILS.dentist);
    const placed = await api.post("/admin/zoom-delivered/deliveries", frenchZoomOrder({ patientScanId: `WH-${database.name}` }), {
      token: dentist,
      headers: { "idempotency-key": `webhooks-zoom-${database.name}` },
    });
    expect(placed.status).toBe(200);
    const ofDelivery = () => receiver.processed.filter((message) => message.payload.data["order_nr"] === placed.body.order_nr);
    await receiver.waitFor(() => ofDelivery().length === 2, "both endpoints");
    const patients = ofDelivery().map((message) => message.payload.data["patient"] as { last_name: string } | undefined);
    expect(patients.filter((patient) => patient?.last_name === "Durand")).toHaveLength(1);
    expect(patients.filter((patient) => patient === undefined)).toHaveLength(1);

    await anonymiseDeliveredPatients(server.db, new Date(Date.now() + 1000), 0);
    const [labDelivery] = await deliveriesOf(lab.endpoint.id);
    const count = receiver.requests.length;
    expect((await api.post(`/admin/webhook-deliveries/${labDelivery!.id}/redeliver`, {}, { token: support })).status).toBe(200);
    await receiver.waitFor(() => receiver.requests.length > count, "the redelivery");
    expect(receiver.requests.at(-1)!.payload.data).not.toHaveProperty("patient");
    expect(receiver.requests.at(-1)!.body).not.toContain("Durand");
    for (const endpoint of [lab, erp]) await api.post(`/admin/webhooks/${endpoint.endpoint.id}/disable`, {}, { token: support });
  });

  it("disables an endpoint failing for days and mails the market's support", async () => {
    const added = await add({ url: receiver.url, events: ["order.placed"] });
    receiver.secrets = [added.secret];
    receiver.answer = () => 503;
    try {
      await server.db.update(webhookEndpoints).set({ failingSince: new Date(Date.now() - 4 * 24 * 3600 * 1000) }).where(eq(webhookEndpoints.id, added.endpoint.id));
      await placeOrder(api, nurse);
      const failed = async () => (await server.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.endpointId, added.endpoint.id), eq(webhookDeliveries.status, "failed")))).length;
      for (let tries = 0; (await failed()) === 0 && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
      const listed = (await api.get("/admin/webhooks", { token: support })).body.endpoints.find((endpoint: { id: number }) => endpoint.id === added.endpoint.id);
      expect(listed).toMatchObject({ enabled: false, disabled_reason: "failing" });
      const mails = await server.db.select().from(outbox).where(and(eq(outbox.kind, "webhook_disabled"), eq(outbox.toAddress, SEED_EMAILS.support)));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.bodyText).toContain(String(added.endpoint.id));
    } finally {
      receiver.answer = () => 200;
    }
  });
});
