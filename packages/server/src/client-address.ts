import { Option } from "effect";
import type { HttpServerRequest } from "effect/http";
import proxyaddr from "proxy-addr";

/*
 * The client's address, for the per-address limits (log-in, forgot-password, registration,
 * questions) and logs. Behind a reverse proxy every connection comes from the proxy, so the
 * client is named by `X-Forwarded-For`; but anyone can send that header, so it is believed only
 * from the proxies `TRUST_PROXY` names (proxy-addr walks the header from the right, stopping at
 * the first address that is not trusted). Off (the default): the connection's peer, always.
 */

/** Parses `TRUST_PROXY`: off (`0`, `false`, `off`, unset) or `loopback` and/or addresses and CIDRs, comma-separated. */
export const parseTrustProxy = (value: string | null): ReadonlyArray<string> => {
  if (value === null || ["0", "false", "off"].includes(value.toLowerCase())) return [];
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  // proxy-addr throws a TypeError naming the bad entry: better at start than on the first request.
  proxyaddr.compile(entries);
  return entries;
};

/** A function from a request to its client's address, for the trusted proxies `trusted` (empty: none). */
export const clientAddressOf = (trusted: ReadonlyArray<string>) => {
  const trust = trusted.length === 0 ? null : proxyaddr.compile([...trusted]);
  return (request: Pick<HttpServerRequest.HttpServerRequest, "remoteAddress" | "headers">): string => {
    const peer = Option.getOrElse(request.remoteAddress, () => "unknown");
    if (trust === null || peer === "unknown") return peer;
    // proxy-addr reads a Node request: the peer and the headers are all it looks at.
    const nodeLike = { headers: request.headers, connection: { remoteAddress: peer }, socket: { remoteAddress: peer } };
    return proxyaddr(nodeLike as unknown as Parameters<typeof proxyaddr>[0], trust);
  };
};
