import { eq } from "drizzle-orm";
import type { HttpServerRequest } from "effect/http";
import type { ShopQueryable } from "./db/client.ts";
import { hostnames } from "./db/schema.ts";
import type { ServerConfigValues } from "./config.ts";

/*
 * Where the server's links point: its own pages (payment pages, content answers) at the
 * origin the client used, links in e-mails at a shop's known host name.
 */

/** A Host header without its port, lower-cased ("FR.localhost:8080" -> "fr.localhost"). */
export const hostnameOf = (host: string): string => host.trim().toLowerCase().replace(/:\d+$/, "").replace(/^\[(.*)\]$/, "$1");

/**
 * `http://host[:port]` as the client reached this server, for links to its own pages. Behind a
 * proxy, X-Forwarded-Proto/Host say the public ones (a forged Host header only misleads the one
 * who forged it).
 */
export const requestOrigin = (request: HttpServerRequest.HttpServerRequest): string => {
  const header = (name: string) => request.headers[name]?.split(",")[0]?.trim() || undefined;
  const proto = header("x-forwarded-proto") === "https" ? "https" : "http";
  const host = header("x-forwarded-host") ?? header("host") ?? "localhost";
  return `${proto}://${host}`;
};

/** "https" when PUBLIC_URL says so, else "http". */
const publicScheme = (publicUrl: string | null): "http" | "https" => (publicUrl?.toLowerCase().startsWith("https:") ? "https" : "http");

/** ":port" of the configured origin: PUBLIC_URL's port, else the server's own (none for 80 and 443). */
const configuredPort = (config: Pick<ServerConfigValues, "publicUrl" | "port">): string => {
  if (config.publicUrl !== null) {
    const port = URL.parse(config.publicUrl)?.port ?? "";
    return port === "" ? "" : `:${port}`;
  }
  const port = config.port === 0 ? 8080 : config.port;
  return port === 80 || port === 443 ? "" : `:${port}`;
};

/**
 * The origin for links in e-mails, from configuration only (issue 11, item 15): a request whose
 * Host is one of the shop's hostnames gets that hostname with PUBLIC_URL's scheme and port (or
 * the server's port); the port or anything else of the Host header is never copied, so a
 * forged Host cannot point a reset link elsewhere. Otherwise PUBLIC_URL, else
 * http://localhost:<port>.
 */
export const publicOrigin = async (
  db: ShopQueryable,
  config: Pick<ServerConfigValues, "publicUrl" | "port">,
  request: HttpServerRequest.HttpServerRequest,
): Promise<string> => {
  const host = request.headers["host"] ?? "";
  if (host !== "" && /^[a-z0-9.-]+(:\d+)?$/i.test(host)) {
    const [known] = await db.select({ hostname: hostnames.hostname }).from(hostnames).where(eq(hostnames.hostname, hostnameOf(host))).limit(1);
    // The scheme of PUBLIC_URL: behind a TLS-terminating proxy the shop's hosts are https.
    if (known !== undefined) return `${publicScheme(config.publicUrl)}://${known.hostname}${configuredPort(config)}`;
  }
  return config.publicUrl ?? `http://localhost${configuredPort(config)}`;
};

/**
 * The origin for links in a market's e-mails sent without a customer's request (an order shipped,
 * reported by the warehouse): the market's first production host name (`hostname`, read by the
 * caller with the rest of its mail's facts) with PUBLIC_URL's scheme and port (or the server's
 * port); without one, PUBLIC_URL, else http://localhost:<port>.
 */
export const marketOriginOf = (config: Pick<ServerConfigValues, "publicUrl" | "port">, hostname: string | null): string =>
  hostname !== null ? `${publicScheme(config.publicUrl)}://${hostname}${configuredPort(config)}` : (config.publicUrl ?? `http://localhost${configuredPort(config)}`);

/**
 * The shop host names a "no shop here" answer may list: only when every one of them is local
 * (`localhost`, `*.localhost`), i.e. the demo on one's own machine. A real deployment's list of
 * markets is not handed to whoever asks with a made-up host name.
 */
export const localDemoHosts = (hostnames: readonly string[]): string[] =>
  hostnames.length > 0 && hostnames.every((h) => h === "localhost" || h.endsWith(".localhost")) ? [...hostnames].sort() : [];
