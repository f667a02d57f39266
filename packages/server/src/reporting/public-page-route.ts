import { readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Effect } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import { isPublicSlug, publicSlugOfPath } from "@proshop/core";
import { clientAddressOf } from "../client-address.ts";
import { ServerConfig } from "../config.ts";
import { Db } from "../db/client.ts";
import { DEFAULT_WEB_ROOT } from "../web.ts";
import { htmlPageHeaders } from "../web-security.ts";
import { publicOccupancyOf } from "./public-occupancy.ts";

/*
 * GET /reporting/public/{slug} (issue 36): the public occupancy page, a page of its own in the
 * web build (`occupancy.html`: no shop, no reporting area), answered here rather than by the web
 * app's fallback for two reasons:
 * - its CSP's `frame-ancestors` are the origins the location lists (`'none'` when none), so a
 *   library's website may embed it; every other page keeps `'none'` (web-security.ts);
 * - a private or unknown slug answers 404 (and a refused address 429), not 200, while the page
 *   itself says so in the visitor's language from the JSON call's answer.
 * The slug is looked up in the same per-instance cache as the JSON call, so a page costs the
 * database nothing more.
 */

/** The public page's file in the web build (packages/web/public/occupancy.html, naming the built assets/occupancy.js). */
export const PUBLIC_PAGE_FILE = "occupancy.html";

const notBuilt = () =>
  HttpServerResponse.text("The web app is not built yet: pnpm --filter @proshop/web build", { status: 503, headers: { "cache-control": "no-store" } });

/** The page's HTML, read again only when the file changed (a new build while the server runs). */
const pageOf = (() => {
  let kept: { readonly path: string; readonly mtimeMs: number; readonly html: string } | undefined;
  return async (root: string): Promise<string | undefined> => {
    const path = join(root, PUBLIC_PAGE_FILE);
    const info = await stat(path).catch(() => undefined);
    if (info === undefined || !info.isFile()) return undefined;
    if (kept?.path !== path || kept.mtimeMs !== info.mtimeMs) kept = { path, mtimeMs: info.mtimeMs, html: await readFile(path, "utf8") };
    return kept.html;
  };
})();

export const publicPageRoutesWith = (options: { readonly root?: string } = {}) =>
  HttpRouter.use((router) =>
    Effect.gen(function* () {
      const db = yield* Db;
      const config = yield* ServerConfig;
      const clientAddress = clientAddressOf(config.trustProxy);
      const { cache, limiter } = publicOccupancyOf(db);
      yield* router.add("GET", "/reporting/public/*", (request) =>
        Effect.gen(function* () {
          const html = yield* Effect.promise(() => pageOf(resolve(options.root ?? DEFAULT_WEB_ROOT)));
          if (html === undefined) return notBuilt();
          const retryAfter = limiter.take(clientAddress(request));
          const slug = publicSlugOfPath(request.url.split("?")[0] ?? "");
          const entry = retryAfter > 0 || slug === null || !isPublicSlug(slug) ? null : yield* Effect.promise(() => cache.get(slug));
          const shown = entry !== null && entry.public ? entry : null;
          return HttpServerResponse.text(html, {
            status: retryAfter > 0 ? 429 : shown === null ? 404 : 200,
            contentType: "text/html; charset=utf-8",
            headers: {
              ...htmlPageHeaders(html, shown?.embedOrigins ?? []),
              "cache-control": "no-cache",
              ...(retryAfter > 0 ? { "retry-after": String(retryAfter) } : {}),
            },
          });
        }),
      );
    }),
  );

/** The public page from `packages/web/dist`. */
export const PublicPageRoutes = publicPageRoutesWith();
