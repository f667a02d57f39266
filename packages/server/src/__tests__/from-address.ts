import { request } from "node:http";

/*
 * Calls from another client address without any proxy header: on Linux every 127.x.y.z is the
 * loopback, so a request bound to 127.0.0.7 reaches a server on 127.0.0.1 and the server sees
 * 127.0.0.7 as the peer. Lets the limit tests attack "from many addresses" for real.
 */

export interface AddressAnswer {
  readonly status: number;
  // oxlint-disable-next-line no-explicit-any
  readonly body: any;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** Sends `body` as JSON to `baseUrl + path` from the local address `from` (e.g. "127.0.0.7"). */
export const callFrom = (
  from: string,
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<AddressAnswer> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const text = body === undefined ? undefined : JSON.stringify(body);
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: from,
        agent: false,
        headers: { ...(text === undefined ? {} : { "content-type": "application/json" }), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const received = Buffer.concat(chunks).toString("utf8");
          let parsed: unknown = received;
          try {
            parsed = received === "" ? null : JSON.parse(received);
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, headers: response.headers });
        });
        response.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.end(text);
  });
