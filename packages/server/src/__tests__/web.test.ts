import { request as httpRequest } from "node:http";
import { mkdtemp, mkdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Layer } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControlOf, DEFAULT_WEB_ROOT, isHashedAsset, safeSegments, webRoutesWith } from "../web.ts";
import { chooseEncoding } from "../web-compression.ts";
import { serveRoutes, type ServedRoutes } from "./test-server.ts";

/** A raw GET whose path is sent byte for byte (fetch would normalise `..`). */
const rawGet = (base: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const url = new URL(base);
    const request = httpRequest({ host: url.hostname, port: url.port, path, method: "GET", headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    request.on("error", reject);
    request.end();
  });

/** A raw GET that keeps the body as sent (fetch would decompress it). */
const rawGetBytes = (base: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: Buffer; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const url = new URL(base);
    const request = httpRequest({ host: url.hostname, port: url.port, path, method: "GET", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: response.headers }));
    });
    request.on("error", reject);
    request.end();
  });

/** A script large enough to be worth compressing. */
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = "the shop's script, line ${i}";`).join("\n");

const INDEX = "<!doctype html><title>Proshop</title><div id=app></div>";
const HTML = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

describe("web", () => {
  let folder: string;
  let built: ServedRoutes;
  let unbuilt: ServedRoutes;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "proshop-web-"));
    const dist = join(folder, "dist");
    await mkdir(join(dist, "assets"), { recursive: true });
    await writeFile(join(dist, "index.html"), INDEX);
    await writeFile(join(dist, "assets", "index-B7x9Qk2a.js"), "console.log('app')");
    await writeFile(join(dist, "assets", "index-C1d2E3f4.css"), "body{}");
    await writeFile(join(dist, "assets", "big-D4e5F6g7.js"), BIG_SCRIPT);
    await writeFile(join(dist, "assets", "photo-E5f6G7h8.png"), Buffer.alloc(4096, 7));
    await writeFile(join(dist, "favicon.svg"), "<svg/>");
    await writeFile(join(dist, ".env"), "SECRET=1");
    // Files next to the build folder must stay unreachable, also through a prefix look-alike and a link.
    await writeFile(join(folder, "secret.txt"), "top secret");
    await mkdir(join(folder, "dist-private"));
    await writeFile(join(folder, "dist-private", "secret.txt"), "top secret");
    await symlink(join(folder, "secret.txt"), join(dist, "linked.txt"));

    // The web fallback mounted next to an API route, as the server does.
    const api = HttpRouter.add("GET", "/admin/user/me", HttpServerResponse.jsonUnsafe({ me: true }));
    built = await serveRoutes(Layer.mergeAll(api, webRoutesWith({ root: dist })));
    unbuilt = await serveRoutes(webRoutesWith({ root: join(folder, "nothing-here") }));
  });

  afterAll(async () => {
    await built?.close();
    await unbuilt?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("serves index.html at / without long caching", async () => {
    const response = await fetch(`${built.url}/`, { headers: HTML });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(INDEX);
  });

  it("serves hashed assets as immutable with their content types", async () => {
    const script = await fetch(`${built.url}/assets/index-B7x9Qk2a.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(script.headers.get("x-content-type-options")).toBe("nosniff");
    const style = await fetch(`${built.url}/assets/index-C1d2E3f4.css`);
    expect(style.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const icon = await fetch(`${built.url}/favicon.svg`);
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
    expect(icon.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers 304 when the ETag still matches", async () => {
    const first = await fetch(`${built.url}/`, { headers: HTML });
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${built.url}/`, { headers: { ...HTML, "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  it("falls back to index.html for app pages that accept HTML", async () => {
    for (const path of ["/cart", "/shop/category/pumps", "/order-on-behalf?x=1"]) {
      const response = await fetch(`${built.url}${path}`, { headers: HTML });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX);
    }
    const head = await fetch(`${built.url}/cart`, { method: "HEAD", headers: HTML });
    expect(head.status).toBe(200);
  });

  it("does not fall back for missing files or for clients that do not want HTML", async () => {
    expect((await fetch(`${built.url}/assets/missing-12345678.js`, { headers: HTML })).status).toBe(404);
    expect((await fetch(`${built.url}/cart`, { headers: { accept: "application/json" } })).status).toBe(404);
  });

  it("never answers API paths with the app, and never shadows their routes", async () => {
    expect(await (await fetch(`${built.url}/admin/user/me`)).json()).toEqual({ me: true });
    for (const path of ["/admin/nope", "/auth/nope", "/health/deep", "/pay/123", "/admin"]) {
      const response = await fetch(`${built.url}${path}`, { headers: HTML });
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ error: { code: "request.not_found" } });
    }
  });

  it("cannot be made to read outside the build folder", async () => {
    for (const path of [
      "/../secret.txt",
      "/../../../../etc/passwd",
      "/%2e%2e/secret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/..%5csecret.txt",
      "/%2e%2e%5c%2e%2e%5cetc%5cpasswd",
      "/../dist-private/secret.txt",
      "/linked.txt",
      "/.env",
      "/%2eenv",
      "/index.html%00.js",
      "/%E0%A4%A",
    ]) {
      const response = await rawGet(built.url, path, HTML);
      expect(response.body, path).not.toContain("top secret");
      expect(response.body, path).not.toContain("SECRET=1");
      expect(response.body, path).not.toContain("root:");
      expect([400, 404], path).toContain(response.status);
    }
  });

  it("says the web app is not built yet, and how to build it, when there is no build", async () => {
    const response = await fetch(`${unbuilt.url}/`, { headers: HTML });
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await response.text();
    expect(page).toContain("The web app is not built yet");
    expect(page).toContain("pnpm --filter @proshop/web build");
    expect((await fetch(`${unbuilt.url}/assets/index-B7x9Qk2a.js`)).status).toBe(404);
  });

  it("finds packages/web/dist from the server package", () => {
    expect(DEFAULT_WEB_ROOT.replaceAll("\\", "/")).toMatch(/packages\/web\/dist\/?$/);
  });

  it("tells hashed assets from other files and refuses unsafe paths", () => {
    expect(isHashedAsset("assets/index-B7x9Qk2a.js")).toBe(true);
    expect(isHashedAsset("assets/logo.svg")).toBe(false);
    expect(isHashedAsset("index-B7x9Qk2a.js")).toBe(false);
    expect(cacheControlOf("index.html")).toBe("no-cache");
    expect(safeSegments("/assets/a%20b.js")).toEqual(["assets", "a b.js"]);
    expect(safeSegments("/a/../b")).toBeUndefined();
    expect(safeSegments("/a/%2E%2E/b")).toBeUndefined();
    expect(safeSegments("/C:%5cwindows")).toBeUndefined();
    expect(safeSegments("/%ZZ")).toBeUndefined();
  });

  it("sends text files brotli- or gzip-compressed as the client accepts, with a tag per encoding", async () => {
    const path = "/assets/big-D4e5F6g7.js";
    const br = await rawGetBytes(built.url, path, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("accept-encoding");
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(BIG_SCRIPT);

    const gz = await rawGetBytes(built.url, path, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString("utf8")).toBe(BIG_SCRIPT);

    const plain = await rawGetBytes(built.url, path);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(BIG_SCRIPT);

    const tags = new Set([br.headers["etag"], gz.headers["etag"], plain.headers["etag"]]);
    expect(tags.size).toBe(3);
    const again = await rawGetBytes(built.url, path, { "accept-encoding": "br", "if-none-match": String(br.headers["etag"]) });
    expect(again.status).toBe(304);
    // A second ask is served from the compressed copy, byte for byte the same.
    expect((await rawGetBytes(built.url, path, { "accept-encoding": "br" })).body.equals(br.body)).toBe(true);
  });

  it("leaves pictures and tiny files as they are", async () => {
    const png = await rawGetBytes(built.url, "/assets/photo-E5f6G7h8.png", { "accept-encoding": "br, gzip" });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.body.length).toBe(4096);
    const tiny = await rawGetBytes(built.url, "/assets/index-C1d2E3f4.css", { "accept-encoding": "br, gzip" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString("utf8")).toBe("body{}");
  });

  it("reads Accept-Encoding with its weights", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0.5, br;q=0.1")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding("")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
