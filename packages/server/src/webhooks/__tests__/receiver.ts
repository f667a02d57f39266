import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/*
 * A webhook receiver on 127.0.0.1 for the tests, as the Standard Webhooks specification advises
 * one to be written: EVERY request is verified with the official `standardwebhooks` package
 * (never with the shop's own code), and processed once per `webhook-id` and path (a repeat is
 * answered 200 and dropped). What it answers is up to the test: `answer(request)` gives the status (default
 * 200), or "hold" to keep the request open (an instance killed mid-delivery).
 */

export interface Received {
  /** The request's path and query: two endpoints on one receiver are two receivers. */
  readonly path: string;
  readonly id: string;
  readonly timestamp: string;
  readonly signature: string;
  readonly body: string;
  /** The parsed body, once verified. */
  readonly payload: { readonly id: string; readonly type: string; readonly market: string; readonly data: Record<string, unknown> };
}

export interface Receiver {
  readonly url: string;
  readonly port: number;
  /** Every request, verified or not, in arrival order. */
  readonly requests: Received[];
  /** Requests whose signature did not verify with any of the secrets (must stay empty). */
  readonly unverified: Array<{ readonly id: string; readonly error: string }>;
  /** The client port of each request held open, in order (to find the process sending it). */
  readonly heldSockets: Array<{ readonly remotePort: number }>;
  /** Verified messages processed, one per webhook-id, in processing order. */
  readonly processed: Received[];
  /** The secrets a signature is checked against (any one must verify). */
  secrets: string[];
  /** What to answer the request (after verification); default 200. */
  answer: (request: Received, attempt: number) => number | "hold";
  /** Stops listening (connections refused) until `start` again on the same port. */
  readonly stop: () => Promise<void>;
  readonly start: () => Promise<void>;
  /** Waits until `check` holds (polls), or throws after `timeoutMs`. */
  readonly waitFor: (check: () => boolean, what: string, timeoutMs?: number) => Promise<void>;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });

export const startReceiver = async (secrets: string[] = [], port = 0): Promise<Receiver> => {
  let server: Server | undefined;
  const attempts = new Map<string, number>();
  const held: ServerResponse[] = [];
  const receiver: Receiver = {
    url: "",
    port: 0,
    requests: [],
    unverified: [],
    heldSockets: [],
    processed: [],
    secrets,
    answer: () => 200,
    stop: async () => {
      for (const response of held.splice(0)) response.destroy();
      const closing = server;
      server = undefined;
      if (closing === undefined) return;
      closing.closeAllConnections();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: async () => {
      const listening = createServer(async (request, response) => {
        const body = await readBody(request);
        const headers = {
          "webhook-id": String(request.headers["webhook-id"] ?? ""),
          "webhook-timestamp": String(request.headers["webhook-timestamp"] ?? ""),
          "webhook-signature": String(request.headers["webhook-signature"] ?? ""),
        };
        let payload: Received["payload"] | undefined;
        const errors: string[] = [];
        for (const secret of receiver.secrets) {
          try {
            payload = new Webhook(secret).verify(body, headers) as Received["payload"];
            break;
          } catch (error) {
            errors.push((error as Error).message);
          }
        }
        if (payload === undefined) {
          receiver.unverified.push({ id: headers["webhook-id"], error: errors.join("; ") || "no secret" });
          response.writeHead(401).end();
          return;
        }
        const received: Received = { path: request.url ?? "/", id: headers["webhook-id"], timestamp: headers["webhook-timestamp"], signature: headers["webhook-signature"], body, payload };
        receiver.requests.push(received);
        const key = `${received.path} ${received.id}`;
        const attempt = (attempts.get(key) ?? 0) + 1;
        attempts.set(key, attempt);
        const status = receiver.answer(received, attempt);
        if (status === "hold") {
          held.push(response);
          receiver.heldSockets.push({ remotePort: request.socket.remotePort ?? 0 });
          return;
        }
        // Processed once per webhook-id (the specification's advice): a repeat is acknowledged and dropped.
        if (status >= 200 && status < 300 && !receiver.processed.some((done) => done.id === received.id && done.path === received.path)) receiver.processed.push(received);
        response.writeHead(status).end();
      });
      await new Promise<void>((resolve, reject) => {
        listening.once("error", reject);
        listening.listen(receiver.port || port, "127.0.0.1", () => resolve());
      });
      server = listening;
      const address = listening.address() as AddressInfo;
      Object.assign(receiver, { port: address.port, url: `http://127.0.0.1:${address.port}/hooks` });
    },
    waitFor: async (check, what, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
  await receiver.start();
  return receiver;
};
