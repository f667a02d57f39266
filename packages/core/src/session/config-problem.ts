/**
 * Why the shop config of this address is missing (SPEC 2 "Loading" never ends otherwise):
 * - `unknownHost`: the server has no shop for this host name (404 `config.hostname_unknown`);
 *   `hosts` are the addresses that do work when the server tells them (a local demo does);
 * - `unavailable`: the call failed or timed out; trying again may help.
 */
export type ConfigProblem =
  | { readonly kind: "unknownHost"; readonly hostname: string; readonly hosts: readonly string[] }
  | { readonly kind: "unavailable" };

/** The refusal code of a host name without a shop (the server's 404). */
export const UNKNOWN_HOSTNAME_CODE = "config.hostname_unknown";

/** How long the web waits for the config before offering a retry. */
export const CONFIG_TIMEOUT_MS = 15_000;

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** Reads a failed config call: the refusal body sits on the error (`{ error: { code, hosts } }`). */
export const configProblemOf = (failure: unknown, hostname: string): ConfigProblem => {
  const detail = field(failure, "error") ?? field(field(failure, "body"), "error");
  if (field(detail, "code") !== UNKNOWN_HOSTNAME_CODE) return { kind: "unavailable" };
  const hosts = field(detail, "hosts");
  return {
    kind: "unknownHost",
    hostname,
    hosts: Array.isArray(hosts) ? hosts.filter((host): host is string => typeof host === "string") : [],
  };
};
