import { createServer } from "node:http";
import { Context, Effect, Exit, Layer, References, Scope } from "effect";
import { HttpRouter, HttpServer } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { NodeHttpServer } from "@effect/platform-node";
import { ShopApi } from "@proshop/core";
import { FormAuthorizationLive, SessionAuthorizationLive } from "./auth/middleware.ts";
import { resolveJwtSecret, SigningKeys } from "./auth/secret.ts";
import { loadConfig, ServerConfig, type ServerConfigValues } from "./config.ts";
import { contentRoutes } from "./content/routes.ts";
import { databaseLayerFrom, openDatabase, type DatabaseDriver, type ShopDatabase } from "./db/client.ts";
import { ErrorBodies } from "./errors.ts";
import { AdminHandlers } from "./handlers/admin.ts";
import { AuthHandlers } from "./handlers/auth.ts";
import { CartsHandlers } from "./handlers/carts.ts";
import { OrdersHandlers } from "./handlers/orders.ts";
import { Mail } from "./mail.ts";
import { ToolRoutes } from "./openapi.ts";
import { PaymentPages } from "./payments/routes.ts";
import { DeviceAuthorizationLive, ReportingAuthorizationLive } from "./reporting/authorization.ts";
import { ReportingHandlers } from "./reporting/handlers.ts";
import { startDeviceSimulator } from "./reporting/simulator.ts";
import { WebRoutes } from "./web.ts";

export interface StartServerOptions extends Partial<ServerConfigValues> {
  /** Seed the database from fixtures when it is empty (default true). */
  readonly seed?: boolean;
  /** Tests: no request log, only warnings and errors. */
  readonly quiet?: boolean;
}

export interface RunningServer {
  /** `http://<host>:<port>` as bound (port 0 resolved to the real one). */
  readonly url: string;
  readonly port: number;
  readonly driver: DatabaseDriver;
  /** The database the server uses, for tests that look behind the API (outbox, audit, stock). */
  readonly db: ShopDatabase;
  /** The session-token key in use, for tests that forge or age tokens. */
  readonly sessionKey: Uint8Array;
  /** Stops listening (open requests finish), then closes the database. */
  readonly close: () => Promise<void>;
}

/** Every implementation of the contract: the groups' handlers and the security middlewares. */
const ApiLayer = HttpApiBuilder.layer(ShopApi).pipe(
  Layer.provide([AdminHandlers, AuthHandlers, OrdersHandlers, CartsHandlers, ReportingHandlers]),
  Layer.provide([SessionAuthorizationLive, FormAuthorizationLive, ReportingAuthorizationLive, DeviceAuthorizationLive]),
);

/** Every route of the server. The web app answers only what nothing else matches. */
const routesFor = (config: ServerConfigValues) =>
  Layer.mergeAll(
    ApiLayer,
    ToolRoutes,
    contentRoutes({ accessToken: config.contentAccessToken ?? undefined }),
    PaymentPages,
    WebRoutes,
    ErrorBodies,
  );

/**
 * Starts the shop server: opens (migrates, seeds) the database, resolves the signing keys and
 * serves every route on `host:port`. Options default to the environment's configuration
 * (`loadConfig`), so `startServer()` is what `npm start` runs; tests pass
 * `{ port: 0, host: "127.0.0.1", dataDir: "memory", quiet: true }` or a `databaseUrl`.
 */
export const startServer = async (options: StartServerOptions = {}): Promise<RunningServer> => {
  const { seed = true, quiet = false, ...overrides } = options;
  const config: ServerConfigValues = { ...loadConfig({}), ...overrides };
  const opened = await openDatabase({
    ...(config.databaseUrl === null ? { dataDir: config.dataDir } : { databaseUrl: config.databaseUrl }),
    seed,
  });
  const scope = Effect.runSync(Scope.make());
  try {
    const sessionKey = await resolveJwtSecret({
      configured: config.jwtSecret,
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      db: opened.db,
    });
    const services = Layer.mergeAll(
      databaseLayerFrom(opened),
      Layer.succeed(ServerConfig, config),
      Layer.succeed(SigningKeys, { session: sessionKey, form: config.formSecret }),
    );
    const server = HttpRouter.serve(routesFor(config), { disableLogger: quiet, disableListenLog: true }).pipe(
      Layer.provideMerge(NodeHttpServer.layer(createServer, { port: config.port, host: config.host })),
      Layer.provide(Mail.layerOutbox),
      Layer.provide(services),
      Layer.provide(Layer.succeed(References.MinimumLogLevel, quiet ? "Warn" : "Info")),
    );
    const context = await Effect.runPromise(Layer.buildWithScope(server, scope));
    const address = Context.get(context, HttpServer.HttpServer).address;
    if (!("port" in address)) throw new Error("The server is not listening on TCP");
    // Links name a host a browser can open: "0.0.0.0" and "::" mean every interface.
    const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    let closing: Promise<void> | undefined;
    const url = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
    // The reporting demo's devices (issue 14): on for the embedded database in a folder unless told.
    const simulate = config.reportingSimulator ?? (config.databaseUrl === null && config.dataDir !== "memory" && seed);
    const stopSimulator = simulate ? startDeviceSimulator(url) : () => {};
    return {
      url,
      port: address.port,
      driver: opened.driver,
      db: opened.db,
      sessionKey,
      close: () => {
        stopSimulator();
        return (closing ??= Effect.runPromise(Scope.close(scope, Exit.void)).finally(() => opened.close()));
      },
    };
  } catch (error) {
    await Effect.runPromise(Scope.close(scope, Exit.void));
    await opened.close();
    throw error;
  }
};
