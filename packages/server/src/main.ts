import { startServer } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLocked } from "./db/data-dir-lock.ts";

/** Exit code when another process holds DATA_DIR (the embedded database serves one process). */
export const EXIT_DATA_DIR_LOCKED = 3;

/*
 * `npm start` / `pnpm --filter @proshop/server start`: reads the configuration from the
 * environment, starts the server, logs where it listens, and stops cleanly on SIGINT/SIGTERM
 * (draining.ts): /ready answers 503; after SIGTERM requests are still served for
 * SHUTDOWN_GRACE_MS, the balancer's time to notice (SIGINT, a person at a terminal, has no
 * grace); then new requests are refused with 503 while those in flight and the mail in hand
 * finish (at most SHUTDOWN_TIMEOUT_MS), the pool closes, exit 0.
 */

const main = async (): Promise<void> => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`proshop server: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  let server;
  try {
    server = await startServer(config);
  } catch (error) {
    if (error instanceof DataDirLocked) {
      console.error(`proshop server: ${error.message}`);
      process.exit(EXIT_DATA_DIR_LOCKED);
    }
    throw error;
  }
  server.log.info(`listening on ${server.url}`, {
    database: config.databaseUrl === null ? `PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)",
    mail: config.smtpUrl === null ? "outbox only (no SMTP_URL)" : "SMTP",
    web: `${server.url}/`,
    openapi: `${server.url}/admin/openapi.json`,
    health: `${server.url}/health`,
    reporting: `${server.url}/reporting`,
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info("stopping", { signal });
    // A close that hangs ends the process anyway, once the bounded steps had their time.
    const graceMs = signal === "SIGTERM" ? config.shutdownGraceMs : 0;
    setTimeout(() => process.exit(1), graceMs + 2 * config.shutdownTimeoutMs + 5_000).unref();
    server.close({ graceMs }).then(
      () => {
        server.log.info("stopped", { signal });
        process.exit(0);
      },
      (error: unknown) => {
        server.log.error("error while stopping", { error: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
};

main().catch((error: unknown) => {
  console.error("proshop server: could not start", error);
  process.exit(1);
});
