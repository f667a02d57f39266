import { randomUUID } from "node:crypto";
import { WebhookDeliveryList, WebhookEndpointList, WebhookEndpointWithSecret, WEBHOOK_DELIVERY_STATUSES, EVENT_TYPES } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver, type Receiver } from "../../../server/src/webhooks/__tests__/receiver.ts";
import { EXIT } from "../exit-codes.ts";
import { WEBHOOK_DELIVERY_STATUS_CHOICES, WEBHOOK_EVENT_CHOICES } from "../program.ts";
import { cliFor, isCleanError, type Cli } from "./harness.ts";

/*
 * `proshop webhooks` with the built binary against the real server (issue 34): support adds an
 * endpoint (its secret printed once), a placed order reaches a receiver on 127.0.0.1 that
 * verifies every request with the standardwebhooks package, support reads the deliveries,
 * redelivers one, tests, rotates the secret and disables the endpoint; a customer may not;
 * bad input is a usage error.
 */

const PASSWORD = "proshop-demo";

describe("proshop webhooks", () => {
  let server: RunningServer;
  let support: Cli;
  let receiver: Receiver;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory", webhooksAllowPrivate: true, webhooksPollIntervalMs: 100 });
    support = cliFor(server.url);
    expect((await support.run(["login", "support@example.fr", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.stop();
    await server?.close();
  });

  const call = async (path: string, body: unknown, token: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify(body),
    });
    return (await answer.json()) as Record<string, unknown>;
  };
  const placeOrder = async (): Promise<string> => {
    const login = await call("/auth/login", { email: "nurse@example.fr", password: PASSWORD }, "");
    const token = login["auth"] as string;
    const draft = await call("/admin/order", { lines: [{ part_no: "88430029", quantity: 1 }] }, token);
    const orderNr = draft["order_nr"] as string;
    await call(`/admin/order/${orderNr}/submit`, { payment: { type: "creditcard", method: "cod" }, confirmed_total: draft["total"], shipping_method: "Standard" }, token, {
      "idempotency-key": randomUUID(),
    });
    return orderNr;
  };

  it("offers core's statuses and event types", () => {
    expect([...WEBHOOK_DELIVERY_STATUS_CHOICES]).toEqual([...WEBHOOK_DELIVERY_STATUSES]);
    expect(WEBHOOK_EVENT_CHOICES).toBe(EVENT_TYPES.join(", "));
  });

  it("adds an endpoint, delivers an order to it verified by standardwebhooks, lists, redelivers, tests, rotates and disables", async () => {
    const added = await support.run(["--json", "webhooks", "add", receiver.url, "--events", "order.placed,order.status_changed"]);
    expect(added.stderr).toBe("");
    expect(added.code).toBe(EXIT.done);
    const { endpoint, secret } = Schema.decodeUnknownSync(WebhookEndpointWithSecret)(JSON.parse(added.stdout));
    expect(secret).toMatch(/^whsec_/);
    receiver.secrets = [secret];

    const orderNr = await placeOrder();
    await receiver.waitFor(() => receiver.processed.some((message) => message.payload.data["order_nr"] === orderNr), "order.placed");
    const message = receiver.processed.find((candidate) => candidate.payload.data["order_nr"] === orderNr)!;

    const table = await support.run(["webhooks", "list"]);
    expect(table.code).toBe(EXIT.done);
    expect(table.stdout).toContain(receiver.url);
    expect(table.stdout).not.toContain(secret);
    const endpoints = Schema.decodeUnknownSync(WebhookEndpointList)(JSON.parse((await support.run(["--json", "webhooks", "list"])).stdout));
    expect(endpoints.endpoints.map((listed) => listed.id)).toContain(endpoint.id);

    let deliveries = Schema.decodeUnknownSync(WebhookDeliveryList)(JSON.parse((await support.run(["--json", "webhooks", "deliveries", String(endpoint.id)])).stdout));
    for (let tries = 0; deliveries.deliveries[0]?.status !== "delivered" && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      deliveries = Schema.decodeUnknownSync(WebhookDeliveryList)(JSON.parse((await support.run(["--json", "webhooks", "deliveries", String(endpoint.id)])).stdout));
    }
    expect(deliveries.deliveries[0]).toMatchObject({ event_id: message.id, event_type: "order.placed", status: "delivered", attempts: 1, last_status: 200 });
    expect((await support.run(["webhooks", "deliveries", String(endpoint.id)])).stdout).toContain(message.id);

    const redelivered = await support.run(["webhooks", "redeliver", String(deliveries.deliveries[0]!.id)]);
    expect(redelivered.code).toBe(EXIT.done);
    await receiver.waitFor(() => receiver.requests.filter((request) => request.id === message.id).length === 2, "the redelivery");

    const tested = await support.run(["webhooks", "test", String(endpoint.id)]);
    expect(tested.code).toBe(EXIT.done);
    expect(tested.stdout).toMatch(/answered 200 in \d+ ms/);

    const rotated = Schema.decodeUnknownSync(WebhookEndpointWithSecret)(JSON.parse((await support.run(["--json", "webhooks", "rotate-secret", String(endpoint.id)])).stdout));
    expect(rotated.secret).not.toBe(secret);

    const disabled = await support.run(["webhooks", "disable", String(endpoint.id)]);
    expect(disabled.code).toBe(EXIT.done);
    expect(disabled.stdout).toContain("disabled (support)");
    expect(receiver.unverified).toEqual([]);
  });

  it("refuses a customer (exit 3), an unknown endpoint (exit 1), an unknown event type or a bad number (exit 2)", async () => {
    const nurse = cliFor(server.url);
    await nurse.run(["login", "nurse@example.fr", "--password-stdin"], { input: PASSWORD });
    const refused = await nurse.run(["webhooks", "list"]);
    expect(refused.code).toBe(EXIT.auth);
    expect(refused.stderr).toContain("Only support agents");
    const unknown = await support.run(["webhooks", "disable", "999999"]);
    expect(unknown.code).toBe(EXIT.refused);
    expect(isCleanError(unknown.stderr)).toBe(true);
    const badType = await support.run(["webhooks", "add", receiver.url, "--events", "order.teleported"]);
    expect(badType.code).toBe(EXIT.usage);
    expect(badType.stderr).toContain("order.placed");
    expect((await support.run(["webhooks", "test", "abc"])).code).toBe(EXIT.usage);
    expect((await support.run(["webhooks", "deliveries", "1", "--status", "lost"])).code).toBe(EXIT.usage);
  });
});
