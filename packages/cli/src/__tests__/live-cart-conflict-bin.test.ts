import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CartRecording, CartState, ShopProduct } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor } from "./harness.ts";

/*
 * Issue 11, item 6: two clients change the same live cart at once. The built `proshop` binary
 * talks to the real server through a pass-through proxy that, just before the CLI's PUT
 * reaches the server, lets a second client (a representative's tab, by HTTP) save its own change
 * with the version it read. The CLI's PUT is then stale (412): it must read the cart again,
 * replay its own add on it and save, so both edits survive.
 */

const PASSWORD = "proshop-demo";
const decodeRecording = Schema.decodeUnknownSync(CartRecording);
const encodeRecording = Schema.encodeSync(CartRecording);
const json = (stdout: string): Record<string, unknown> => JSON.parse(stdout) as Record<string, unknown>;

describe("proshop live cart, two editors at once", () => {
  let server: RunningServer;
  let proxy: Server;
  let proxyUrl = "";
  /** Runs once, before the next PUT /admin/cart is forwarded (the other client's save). */
  let beforeNextPut: ((authorization: string) => Promise<void>) | null = null;
  const statuses: number[] = [];

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    proxy = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", async () => {
        try {
          const isPut = request.method === "PUT" && request.url === "/admin/cart";
          if (isPut && beforeNextPut !== null) {
            const hook = beforeNextPut;
            beforeNextPut = null;
            await hook(String(request.headers["authorization"]));
          }
          const headers = new Headers();
          for (const [name, value] of Object.entries(request.headers)) {
            if (name !== "host" && name !== "content-length" && typeof value === "string") headers.set(name, value);
          }
          const answer = await fetch(server.url + request.url, {
            method: request.method!,
            headers,
            ...(chunks.length === 0 ? {} : { body: Buffer.concat(chunks) }),
          });
          if (isPut) statuses.push(answer.status);
          const body = Buffer.from(await answer.arrayBuffer());
          const out: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (name !== "content-encoding" && name !== "content-length" && name !== "transfer-encoding") out[name] = value;
          });
          response.writeHead(answer.status, out).end(body);
        } catch (error) {
          response.writeHead(502).end(String(error));
        }
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    await server?.close();
  });

  it("replays the CLI's add on the cart another client saved meanwhile (412), keeping both", async () => {
    const nurse = cliFor(proxyUrl);
    expect((await nurse.run(["login", "nurse@example.fr", "--password-stdin"], { input: `${PASSWORD}\n` })).code).toBe(EXIT.done);
    const listed = json((await nurse.run(["--json", "products", "--sort", "price_in_cents:asc"])).stdout);
    const products = (listed["products"] as unknown[]).map((p) => Schema.decodeUnknownSync(ShopProduct)(p));
    const [first, second, third] = products.filter(
      (p) => p.price_in_cents > 0 && p.price_in_cents < 5_000 && (p.stock ?? 0) > 5 && !p.bundle_info && !p.max_per_order && !p.max_per_year,
    );
    // The seed gives nurse's company a live cart: start from an empty one.
    expect((await nurse.run(["cart", "clear"])).code).toBe(EXIT.done);
    expect((await nurse.run(["cart", "add", first!.part_no, "1"])).code).toBe(EXIT.done);

    // The other client: reads the cart and its version, adds `third`, saves with If-Match.
    beforeNextPut = async (authorization) => {
      const read = await fetch(`${server.url}/admin/cart`, { headers: { authorization } });
      const etag = read.headers.get("etag")!;
      const stored = decodeRecording(((await read.json()) as { recording: unknown }).recording);
      const changed: CartRecording = {
        ...stored,
        snapshot: { ...stored.snapshot, products: [...stored.snapshot.products, third!] },
        events: [
          ...stored.events,
          { at: Date.now(), by: "nurse@example.fr", event: { type: "cart.add", part_no: third!.part_no, product: stored.snapshot.products.length, quantity: 3 } },
        ],
      };
      const saved = await fetch(`${server.url}/admin/cart`, {
        method: "PUT",
        headers: { authorization, "content-type": "application/json", "if-match": etag },
        body: JSON.stringify(encodeRecording(changed)),
      });
      expect(saved.status).toBe(200);
    };

    const added = await nurse.run(["--json", "cart", "add", second!.part_no, "2"]);
    expect(added.stderr).not.toContain("Error");
    expect(added.code).toBe(EXIT.done);
    // The CLI's first PUT was stale; its replay on the fresh cart was taken.
    expect(statuses.slice(-2)).toEqual([412, 200]);

    const shown = await nurse.run(["--json", "cart", "show"]);
    const cart = Schema.decodeUnknownSync(CartState)(json(shown.stdout)["cart"]);
    expect(cart.products.map((line) => [line.part_no, line.quantity])).toEqual(
      expect.arrayContaining([
        [first!.part_no, 1],
        [third!.part_no, 3],
        [second!.part_no, 2],
      ]),
    );
    expect(cart.products).toHaveLength(3);
  });
});
