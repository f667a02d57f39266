import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { guardedLookup, literalAddressRefusal } from "./address-guard.ts";

/*
 * One webhook POST: to the endpoint's URL, through the address guard (address-guard.ts), with a
 * time-out for the whole try (10 s by default: connect, send, answer), never following a
 * redirect (Node's http client follows none: a 3xx is a failed try like any non-2xx). Sockets are
 * kept alive between tries to the same receiver. The answer's body is read (at most 64 KiB, then
 * the socket is dropped) only to free the socket, never stored.
 */

export interface PostOutcome {
  /** The HTTP status, or null when no answer came (refused, timed out, address not allowed). */
  readonly status: number | null;
  readonly durationMs: number;
  /** Why it failed, for support (`proshop webhooks deliveries`); null on a 2xx. */
  readonly error: string | null;
}

const MAX_ANSWER_BYTES = 64 * 1024;

export interface WebhookPoster {
  readonly post: (url: string, headers: Readonly<Record<string, string>>, body: string) => Promise<PostOutcome>;
  readonly close: () => void;
}

export const webhookPoster = (options: { readonly timeoutMs: number; readonly allowPrivate: boolean }): WebhookPoster => {
  const lookup = guardedLookup(options.allowPrivate);
  const agents = { "http:": new HttpAgent({ keepAlive: true, maxSockets: 32 }), "https:": new HttpsAgent({ keepAlive: true, maxSockets: 32 }) };

  const post = (target: string, headers: Readonly<Record<string, string>>, body: string): Promise<PostOutcome> => {
    const started = performance.now();
    const done = (status: number | null, error: string | null): PostOutcome => ({ status, error, durationMs: Math.round(performance.now() - started) });
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return Promise.resolve(done(null, "not a URL"));
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return Promise.resolve(done(null, "not an http(s) URL"));
    const refusal = literalAddressRefusal(url, options.allowPrivate);
    if (refusal !== null) return Promise.resolve(done(null, refusal.message));
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise<PostOutcome>((resolve) => {
      let settled = false;
      const settle = (outcome: PostOutcome) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      const request = send(
        url,
        {
          method: "POST",
          agent: agents[url.protocol as "http:" | "https:"],
          lookup,
          headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), "user-agent": "Proshop-Webhooks/1" },
          signal: AbortSignal.timeout(options.timeoutMs),
        },
        (answer: IncomingMessage) => {
          const status = answer.statusCode ?? null;
          let read = 0;
          answer.on("data", (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) answer.destroy();
          });
          const finish = () => settle(done(status, status !== null && status >= 200 && status < 300 ? null : `HTTP ${status}`));
          answer.on("end", finish);
          answer.on("close", finish);
          answer.on("error", finish);
        },
      );
      request.on("error", (error: Error) => {
        const reason = error.name === "AbortError" || error.name === "TimeoutError" ? `no answer within ${options.timeoutMs} ms` : error.message;
        settle(done(null, reason.slice(0, 500)));
      });
      request.end(body);
    });
  };

  return {
    post,
    close: () => {
      agents["http:"].destroy();
      agents["https:"].destroy();
    },
  };
};
