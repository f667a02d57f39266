import { startServer } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";

/*
 * `npm start` / `pnpm --filter @proshop/server start`: reads the configuration from the
 * environment, starts the server, logs where it listens, and stops cleanly on SIGINT/SIGTERM.
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
  const server = await startServer(config);
  const database = config.databaseUrl === null ? `PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
  console.log(`proshop server: listening on ${server.url} (${database})`);
  console.log(`  web app ${server.url}/  ·  API ${server.url}/admin, ${server.url}/auth  ·  content ${server.url}/content/api/v2`);
  console.log(`  OpenAPI ${server.url}/admin/openapi.json  ·  health ${server.url}/health`);
  console.log(`  people counting and library reporting ${server.url}/reporting (API ${server.url}/reporting/api)`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`proshop server: ${signal} received, stopping`);
    // A second signal, or a close that hangs, ends the process anyway.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("proshop server: error while stopping", error);
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
