import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressRange, isPublicAddress } from "../address-guard.ts";
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from "../delivery-job.ts";
import { webhookPoster } from "../post.ts";

/*
 * One webhook try (post.ts) against a server on 127.0.0.1: private, loopback and link-local
 * addresses refused unless allowed (a literal IP before connecting, a name on the address it
 * resolves to), no redirect followed, a time-out; and the retry schedule's length.
 */

describe("webhooks/post", () => {
  let url = "";
  let hits = 0;
  const server = createServer((request, response) => {
    hits++;
    if (request.url === "/redirect") return response.writeHead(302, { location: "/ok" }).end();
    if (request.url === "/slow") return; // never answers
    response.writeHead(204).end();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("names address ranges with ipaddr.js: only public unicast passes", () => {
    expect(["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "::1", "fe80::1", "fc00::1", "0.0.0.0", "::ffff:127.0.0.1", "100.64.0.1"].filter(isPublicAddress)).toEqual([]);
    expect(addressRange("169.254.169.254")).toBe("linkLocal");
    expect(isPublicAddress("93.184.215.14")).toBe(true);
    expect(isPublicAddress("2606:2800:21f:cb07:6820:80da:af6b:8b2c")).toBe(true);
  });

  it("refuses a loopback endpoint, by literal address or by a name resolving to it, before connecting", async () => {
    const poster = webhookPoster({ timeoutMs: 2000, allowPrivate: false });
    try {
      const before = hits;
      const literal = await poster.post(`${url}/ok`, {}, "{}");
      expect(literal).toMatchObject({ status: null, error: expect.stringContaining("address not allowed (loopback)") });
      const named = await poster.post(`${url.replace("127.0.0.1", "localhost")}/ok`, {}, "{}");
      expect(named).toMatchObject({ status: null, error: expect.stringContaining("address not allowed") });
      expect(hits).toBe(before);
    } finally {
      poster.close();
    }
  });

  it("delivers to it when private addresses are allowed, follows no redirect and gives up after the time-out", async () => {
    const poster = webhookPoster({ timeoutMs: 300, allowPrivate: true });
    try {
      expect(await poster.post(`${url}/ok`, {}, "{}")).toMatchObject({ status: 204, error: null });
      const before = hits;
      expect(await poster.post(`${url}/redirect`, {}, "{}")).toMatchObject({ status: 302, error: "HTTP 302" });
      expect(hits).toBe(before + 1);
      const slow = await poster.post(`${url}/slow`, {}, "{}");
      expect(slow).toMatchObject({ status: null, error: "no answer within 300 ms" });
      expect(slow.durationMs).toBeLessThan(2000);
    } finally {
      poster.close();
    }
  });

  it("spreads the tries over about three days", () => {
    const waits = Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, index) => webhookRetryDelayMs(5_000)(index + 1));
    const days = waits.reduce((sum, wait) => sum + wait, 0) / 86_400_000;
    expect(days).toBeGreaterThan(2.2);
    expect(days).toBeLessThan(3.7);
    expect(waits[0]).toBeLessThan(10_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(86_400_000 * 1.25);
  });
});
