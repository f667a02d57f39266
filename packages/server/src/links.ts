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

/**
 * The origin for links in e-mails. The request's own host is used only when it is one of the
 * shop's hostnames, so a forged Host header cannot point a reset link at someone else's site,
 * with PUBLIC_URL's scheme; otherwise PUBLIC_URL, else http://localhost:<port>.
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
    if (known !== undefined) return `${publicScheme(config.publicUrl)}://${host.toLowerCase()}`;
  }
  return config.publicUrl ?? `http://localhost:${config.port === 0 ? 8080 : config.port}`;
};

/**
 * The shop host names a "no shop here" answer may list: only when every one of them is local
 * (`localhost`, `*.localhost`), i.e. the demo on one's own machine. A real deployment's list of
 * markets is not handed to whoever asks with a made-up host name.
 */
export const localDemoHosts = (hostnames: readonly string[]): string[] =>
  hostnames.length > 0 && hostnames.every((h) => h === "localhost" || h.endsWith(".localhost")) ? [...hostnames].sort() : [];
