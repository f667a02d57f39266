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
import { startMailDelivery, type MailDelivery, type MailDeliveryOptions } from "./mail-delivery.ts";
import { OutboxHandlers } from "./handlers/outbox.ts";
import { createLog, type Log } from "./log.ts";
import { seedMarketsIfEmpty } from "./db/seed.ts";
import { ToolRoutes } from "./openapi.ts";
import { PaymentPages } from "./payments/routes.ts";
import { WebRoutes } from "./web.ts";

export interface StartServerOptions extends Partial<ServerConfigValues> {
  /**
   * Seed the demo shop when the database is empty. Default: only the embedded database, or
   * PostgreSQL with `SEED_DEMO=1`; an unseeded start gets the markets alone (seed.ts). Tests
   * that start the server on PostgreSQL pass `true`.
   */
  readonly seed?: boolean;
  /** Tests: no request log, only warnings and errors. */
  readonly quiet?: boolean;
  /** Tests: the delivery job's waits (e.g. a short retry delay). */
  readonly mailDelivery?: MailDeliveryOptions["job"];
  /** Tests: where log lines go (default stdout). */
  readonly logSink?: (line: string) => void;
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
  /** The outbox's delivery job when `SMTP_URL` is set, else null (tests run it on demand). */
  readonly mailDelivery: MailDelivery | null;
  /** Stops listening (open requests finish), then closes the database. */
  readonly close: () => Promise<void>;
}

/** Every implementation of the contract: admin and auth handlers and the two security middlewares. */
const ApiLayer = HttpApiBuilder.layer(ShopApi).pipe(
  Layer.provide([AdminHandlers, AuthHandlers, OrdersHandlers, CartsHandlers, OutboxHandlers]),
  Layer.provide([SessionAuthorizationLive, FormAuthorizationLive]),
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
  const { quiet = false, mailDelivery: deliveryTuning, logSink, ...overrides } = options;
  const config: ServerConfigValues = { ...loadConfig({}), ...overrides };
  const seed = options.seed ?? (config.databaseUrl === null || config.seedDemo);
  const log: Log = createLog({ format: config.logFormat, level: quiet ? "warn" : "info", ...(logSink === undefined ? {} : { sink: logSink }) });
  const opened = await openDatabase({
    ...(config.databaseUrl === null ? { dataDir: config.dataDir } : { databaseUrl: config.databaseUrl }),
    seed,
    maxConnections: config.databasePoolMax,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    onPoolError: (error) => log.error("database pool: an idle connection failed", { error: error.message }),
  });
  const scope = Effect.runSync(Scope.make());
  let delivery: MailDelivery | null = null;
  try {
    if (!seed) await seedMarketsIfEmpty(opened.db);
    const sessionKey = await resolveJwtSecret({
      configured: config.jwtSecret,
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      db: opened.db,
      warn: log.warn,
    });
    const services = Layer.mergeAll(
      databaseLayerFrom(opened),
      Layer.succeed(ServerConfig, config),
      Layer.succeed(SigningKeys, { session: sessionKey, form: config.formSecret }),
    );
    delivery =
      config.smtpUrl === null
        ? null
        : startMailDelivery({
            smtpUrl: config.smtpUrl,
            from: config.mailFrom,
            db: opened.db,
            log,
            job: { pollIntervalMs: config.outboxPollIntervalMs, ...deliveryTuning },
          });
    const wakeDelivery = delivery === null ? () => {} : delivery.wake;
    const server = HttpRouter.serve(routesFor(config), { disableLogger: quiet, disableListenLog: true }).pipe(
      Layer.provideMerge(NodeHttpServer.layer(createServer, { port: config.port, host: config.host })),
      Layer.provide(Mail.layerOutboxWaking(wakeDelivery)),
      Layer.provide(services),
      Layer.provide(Layer.succeed(References.MinimumLogLevel, quiet ? "Warn" : "Info")),
    );
    const context = await Effect.runPromise(Layer.buildWithScope(server, scope));
    const address = Context.get(context, HttpServer.HttpServer).address;
    if (!("port" in address)) throw new Error("The server is not listening on TCP");
    // Links name a host a browser can open: "0.0.0.0" and "::" mean every interface.
    const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`,
      port: address.port,
      driver: opened.driver,
      db: opened.db,
      sessionKey,
      mailDelivery: delivery,
      close: () =>
        (closing ??= Effect.runPromise(Scope.close(scope, Exit.void))
          .then(() => delivery?.stop())
          .finally(() => opened.close())),
    };
  } catch (error) {
    await delivery?.stop();
    await Effect.runPromise(Scope.close(scope, Exit.void));
    await opened.close();
    throw error;
  }
};
