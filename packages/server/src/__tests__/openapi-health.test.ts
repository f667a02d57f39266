import { ShopApi } from "@proshop/core";
import { Layer } from "effect";
import { HttpApi } from "effect/http-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseLayerFrom, type OpenedDatabase } from "../db/client.ts";
import { HealthRoutes, OpenApiRoutes } from "../openapi.ts";
import { testDatabases } from "./databases.ts";
import { serveRoutes, type ServedRoutes } from "./test-server.ts";

/** Every endpoint of the contract as `METHOD /path/{param}`, read from the contract itself. */
const contractOperations = (): ReadonlyArray<string> => {
  const operations: Array<string> = [];
  HttpApi.reflect(ShopApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => operations.push(`${endpoint.method.toLowerCase()} ${endpoint.path.replace(/:(\w+)/g, "{$1}")}`),
  });
  return operations;
};

describe("OpenAPI document", () => {
  let served: ServedRoutes;
  beforeAll(async () => {
    served = await serveRoutes(OpenApiRoutes);
  });
  afterAll(() => served?.close());

  it("is served at /admin/openapi.json without a session and lists every path of the contract", async () => {
    const response = await fetch(`${served.url}/admin/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const document = (await response.json()) as { openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("Proshop API");
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => ["get", "put", "post", "patch", "delete"].includes(key))
        .map((method) => `${method} ${path}`),
    );
    const expected = contractOperations();
    expect(expected.length).toBeGreaterThanOrEqual(12);
    expect(listed.sort()).toEqual([...expected].sort());
    expect(listed).toEqual(expect.arrayContaining(["post /auth/login", "get /admin/user/me", "get /admin/config_for_hostname/{hostname}"]));
    // The reporting area's calls (issue 14) are in the same document.
    expect(listed).toEqual(
      expect.arrayContaining(["post /reporting/api/ingest", "get /reporting/api/counts", "get /reporting/api/live", "delete /reporting/api/devices/{id}"]),
    );
  });
});

describe.each(testDatabases())("health ($name)", (database) => {
  let opened: OpenedDatabase;
  let served: ServedRoutes;
  beforeAll(async () => {
    opened = await database.open();
    served = await serveRoutes(HealthRoutes.pipe(Layer.provide(databaseLayerFrom(opened))));
  });
  afterAll(async () => {
    await served?.close();
    await opened?.close().catch(() => {});
  });

  it("answers ok with the database driver after a select 1", async () => {
    const response = await fetch(`${served.url}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: database.name });
  });

  it("answers 503 unavailable, without details, when the database does not answer", async () => {
    await opened.close();
    const response = await fetch(`${served.url}/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: database.name });
  });
});
