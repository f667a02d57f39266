import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/*
 * No webhook to the shop's own network (server-side request forgery): an endpoint whose address
 * is private, loopback, link-local (the cloud metadata service), unique-local, multicast,
 * reserved... is refused unless WEBHOOKS_ALLOW_PRIVATE=1. ipaddr.js names each address's range;
 * only 'unicast' (a public address) passes, IPv4-mapped IPv6 judged as the IPv4 it carries.
 *
 * Checked on the RESOLVED address at delivery time, by the lookup the connection itself uses
 * (`guardedLookup`, given to http.request): the socket connects to the very address checked, so
 * a name that resolves to a public address when checked and a private one a moment later (DNS
 * rebinding) cannot slip through. A literal IP in the URL is never looked up by Node: it is
 * checked before the request (`literalAddressRefusal`).
 */

/** The range ipaddr.js gives `address` ('unicast', 'private', 'loopback', 'linkLocal'...), or 'invalid'. */
export const addressRange = (address: string): string => {
  if (!ipaddr.isValid(address)) return "invalid";
  return ipaddr.process(address).range();
};

/** True for a public unicast address. */
export const isPublicAddress = (address: string): boolean => addressRange(address) === "unicast";

/** Refused because of where it points; never retried into success by waiting. */
export class AddressNotAllowed extends Error {
  override readonly name = "AddressNotAllowed";
  readonly address: string;
  constructor(address: string) {
    super(`address not allowed (${addressRange(address)}): webhooks go to public addresses unless WEBHOOKS_ALLOW_PRIVATE=1`);
    this.address = address;
  }
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, "$1");

/** The refusal of a URL whose host is a literal IP that may not be reached, else null. */
export const literalAddressRefusal = (url: URL, allowPrivate: boolean): AddressNotAllowed | null => {
  const host = hostOf(url);
  return !allowPrivate && isIP(host) !== 0 && !isPublicAddress(host) ? new AddressNotAllowed(host) : null;
};

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request/net.connect that resolves the name and refuses it when ANY of its
 * addresses may not be reached (a name with one public and one private address is refused: the
 * connection could try either).
 */
export const guardedLookup =
  (allowPrivate: boolean) =>
  (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error !== null) return callback(error, []);
      const refused = allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused !== undefined) return callback(new AddressNotAllowed(refused.address), []);
      if (addresses.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), []);
      if (options.all === true) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
