import { connect, createServer, type Socket } from "node:net";

/*
 * A TCP proxy between the server under test and PostgreSQL that a test can break:
 * - `partition()`: bytes stop flowing both ways, connections stay open (new ones are accepted
 *   and held), as when the network between them fails; `heal()` lets the held bytes through;
 * - `cut()`: every connection is reset and new ones are refused, as when the database is down;
 *   `restore()` lets new connections through again.
 */

export interface TcpProxy {
  readonly port: number;
  readonly partition: () => void;
  readonly heal: () => void;
  readonly cut: () => void;
  readonly restore: () => void;
  readonly close: () => Promise<void>;
}

interface Pair {
  readonly client: Socket;
  upstream: Socket | null;
}

export const startTcpProxy = async (target: { readonly host: string; readonly port: number }): Promise<TcpProxy> => {
  let mode: "open" | "partitioned" | "cut" = "open";
  const pairs = new Set<Pair>();
  const end = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };
  const link = (pair: Pair) => {
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    pair.client.on("data", (chunk) => upstream.write(chunk));
    upstream.on("data", (chunk) => pair.client.write(chunk));
    upstream.on("error", () => end(pair));
    upstream.on("close", () => end(pair));
    pair.client.resume();
  };
  const server = createServer({ pauseOnConnect: true }, (client) => {
    if (mode === "cut") {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on("error", () => end(pair));
    client.on("close", () => end(pair));
    // A connection opened during a partition waits for the network to come back.
    if (mode === "open") link(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the proxy is not listening on TCP");
  return {
    port: address.port,
    partition: () => {
      mode = "partitioned";
      for (const pair of pairs) {
        pair.client.pause();
        pair.upstream?.pause();
      }
    },
    heal: () => {
      mode = "open";
      for (const pair of pairs) {
        if (pair.upstream === null) link(pair);
        else {
          pair.client.resume();
          pair.upstream.resume();
        }
      }
    },
    cut: () => {
      mode = "cut";
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream?.destroy();
        pairs.delete(pair);
      }
    },
    restore: () => {
      mode = "open";
    },
    close: async () => {
      for (const pair of pairs) end(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
