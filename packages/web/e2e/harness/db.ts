/// <reference types="node" />
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { E2eShop } from "./shop.ts";

/*
 * Raw SQL on the test server's database, for scenarios the seed does not hold (a second shop
 * language, a stock change). drizzle-orm is the server's dependency: resolved from there.
 */
const fromServer = createRequire(new URL("../../../server/package.json", import.meta.url));

export const runSql = async (shop: E2eShop, statement: string): Promise<ReadonlyArray<Record<string, unknown>>> => {
  const { sql } = (await import(pathToFileURL(fromServer.resolve("drizzle-orm")).href)) as { sql: { raw: (text: string) => unknown } };
  const result = (await (shop.server().db as unknown as { execute: (query: unknown) => Promise<unknown> }).execute(sql.raw(statement))) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  return Array.isArray(result) ? result : (result.rows ?? []);
};
