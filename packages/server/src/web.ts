import { readFile, realpath, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { Effect } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import { errorResponse } from "./errors.ts";
import { matchesEtag } from "./etag.ts";
import { chooseEncoding, compressedBytes, isCompressible } from "./web-compression.ts";
import { BROWSER_HEADERS, htmlPageHeaders } from "./web-security.ts";

/*
 * The built web app (`packages/web/dist`) at `/`, for GET and HEAD:
 * - a file of the build is sent with its content type, brotli- or gzip-compressed when it is
 *   text and the client accepts it (web-compression.ts); hashed assets (`assets/name-HASH.ext`,
 *   Vite's naming) are cached for a year as immutable, everything else (index.html first) is
 *   `no-cache`, i.e. revalidated with its ETag on every use;
 * - a path with no file extension that accepts HTML (a page of the single-page app, e.g.
 *   `/cart`) gets index.html, so deep links and reloads work;
 * - API paths (`/admin`, `/auth`, `/content`, `/health`, `/pay`, `/ready`, `/metrics`, `/reporting/api`) are never answered with the
 *   app: an unknown one is the JSON 404 of errors.ts, so a mistyped call does not come back as HTML;
 * - nothing outside the build folder can be read: `..`, encoded or not, dot files, NUL bytes
 *   and symbolic links that lead out are refused.
 * When the folder has no index.html, every page is a small HTML page (503) saying the web app
 * is not built yet and how to build it. The folder is looked at on each request, so building
 * the app while the server runs is enough.
 *
 * Mounted as `GET /*`: the router prefers every more specific route, so this is the fallback.
 */

/** `packages/web/dist`, found from this file (`packages/server/src/web.ts`). */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL("../../web/dist/", import.meta.url));

/** Paths of the APIs; the web app never answers under them. */
export const API_PATH_PREFIXES = ["/admin", "/auth", "/content", "/health", "/pay", "/ready", "/metrics", "/reporting/api"] as const;

export const isApiPath = (pathname: string): boolean =>
  API_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

const MIME_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".wasm": "application/wasm",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

export const contentTypeOf = (path: string): string => MIME_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "no-cache";

/** Vite's hashed output: `assets/<name>-<hash>.<ext>`, the hash 8+ url-safe characters. */
export const isHashedAsset = (relativePath: string): boolean =>
  relativePath.startsWith("assets/") && /[-.][A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/.test(relativePath);

export const cacheControlOf = (relativePath: string): string => (isHashedAsset(relativePath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);

/**
 * The path segments a request names inside the build folder, or undefined when it tries to
 * leave it or to read hidden files. `pathname` is the raw (still percent-encoded) URL path.
 */
export const safeSegments = (pathname: string): ReadonlyArray<string> | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  // Backslashes are separators on Windows: treat them as such everywhere.
  const segments = decoded.split(/[/\\]+/).filter((segment) => segment !== "");
  if (segments.some((segment) => segment.startsWith(".") || segment.includes(":"))) return undefined;
  return segments;
};

/** True for `text/html` or `*\/*`: a browser navigation or a plain client. */
const acceptsHtml = (accept: string | undefined): boolean =>
  accept === undefined || accept === "" || /(^|,)\s*(text\/html|\*\/\*)\s*(;|,|$)/i.test(accept);

const notBuiltPage = (root: string): string => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Proshop: web app not built</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}code{background:#f2f2f2;padding:.1rem .3rem}</style></head>
<body>
<h1>The web app is not built yet</h1>
<p>The server is running, but there is no web app in <code>${escapeHtml(root)}</code>.</p>
<p>Build it with <code>pnpm --filter @proshop/web build</code> (or run <code>npm start</code>, which builds it before starting the server), then reload this page.</p>
<p>Meanwhile the APIs answer: <a href="/health">/health</a>, <a href="/admin/openapi.json">/admin/openapi.json</a>, <a href="/content/api/v2">/content/api/v2</a>.</p>
</body>
</html>
`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SECURITY_HEADERS = BROWSER_HEADERS;

/** The CSP headers of an HTML file of the build, by path and version (the file is read once per version). */
const pageHeaders = new Map<string, { readonly version: string; readonly headers: Record<string, string> }>();
const htmlHeadersOf = async (path: string, version: string): Promise<Record<string, string>> => {
  const known = pageHeaders.get(path);
  if (known?.version === version) return known.headers;
  const headers = htmlPageHeaders(await readFile(path, "utf8"));
  pageHeaders.set(path, { version, headers });
  return headers;
};

const notFound = () => HttpServerResponse.text("Not found", { status: 404, headers: { ...SECURITY_HEADERS, "cache-control": "no-cache" } });

/** The same refusal as a route the router does not know (errors.ts), naming the path. */
const apiNotFound = (pathname: string) =>
  errorResponse(404, "request.not_found", { path: pathname }).pipe(
    HttpServerResponse.setHeader("cache-control", "no-cache"),
  );

/** A regular file inside `root` (symbolic links resolved), or undefined. */
const fileInside = async (root: string, segments: ReadonlyArray<string>): Promise<{ readonly path: string; readonly size: number; readonly mtime: Date } | undefined> => {
  const candidate = join(root, ...segments);
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  try {
    const real = await realpath(candidate);
    const realRoot = await realpath(root);
    if (!real.startsWith(realRoot + sep)) return undefined;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size, mtime: info.mtime } : undefined;
  } catch {
    return undefined;
  }
};

const sendFile = (
  request: HttpServerRequest.HttpServerRequest,
  file: { readonly path: string; readonly size: number; readonly mtime: Date },
  cacheControl: string,
) =>
  Effect.gen(function* () {
    const contentType = contentTypeOf(file.path);
    const version = `${file.size.toString(16)}-${Math.floor(file.mtime.getTime()).toString(16)}`;
    const compressible = isCompressible(contentType, file.size);
    const encoding = compressible ? chooseEncoding(request.headers["accept-encoding"]) : undefined;
    // Each encoding is its own representation, so its own tag.
    const etag = `W/"${version}${encoding === undefined ? "" : `-${encoding}`}"`;
    const pageSecurity = contentType.startsWith("text/html") ? yield* Effect.promise(() => htmlHeadersOf(file.path, version)) : SECURITY_HEADERS;
    const headers: Record<string, string> = {
      ...pageSecurity,
      "cache-control": cacheControl,
      etag,
      "last-modified": file.mtime.toUTCString(),
      ...(compressible ? { vary: "accept-encoding" } : {}),
      ...(encoding === undefined ? {} : { "content-encoding": encoding }),
    };
    if (matchesEtag(request.headers["if-none-match"], etag)) {
      return HttpServerResponse.empty({ status: 304, headers });
    }
    const read = () => readFile(file.path);
    const body = yield* Effect.promise(() => (encoding === undefined ? read() : compressedBytes(file.path, version, encoding, read)));
    return HttpServerResponse.uint8Array(body, { status: 200, headers, contentType });
  });

export interface WebOptions {
  /** The build folder; `packages/web/dist` by default. */
  readonly root?: string;
}

/** The web app at `/` (GET and HEAD), the fallback of every other route. */
export const webRoutesWith = (options: WebOptions = {}) =>
  HttpRouter.use((router) =>
    router.add("GET", "/*", (request) =>
      Effect.gen(function* () {
        const root = resolve(options.root ?? DEFAULT_WEB_ROOT);
        const pathname = request.url.split("?")[0] ?? "/";
        if (isApiPath(pathname)) return apiNotFound(pathname);
        const segments = safeSegments(pathname);
        if (segments === undefined) return notFound();
        const index = yield* Effect.promise(() => fileInside(root, ["index.html"]));
        const wantsPage = extname(segments.at(-1) ?? "") === "" && acceptsHtml(request.headers["accept"]);
        if (index === undefined) {
          return wantsPage
            ? HttpServerResponse.text(notBuiltPage(root), {
                status: 503,
                contentType: "text/html; charset=utf-8",
                headers: { ...htmlPageHeaders(notBuiltPage(root)), "cache-control": "no-store" },
              })
            : notFound();
        }
        const file = segments.length === 0 ? index : yield* Effect.promise(() => fileInside(root, segments));
        if (file !== undefined) return yield* sendFile(request, file, cacheControlOf(segments.join("/")));
        return wantsPage ? yield* sendFile(request, index, REVALIDATE_CACHE) : notFound();
      }),
    ),
  );

/** The web app from `packages/web/dist`. Register it with the other routes; it only gets what they do not match. */
export const WebRoutes = webRoutesWith();
