import { createServer } from "node:http";
import { Context, Effect, Exit, Layer, References, Scope } from "effect";
import { HttpEffect, HttpRouter, HttpServer } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer";
import { ShopApi } from "@proshop/core";
import { FormAuthorizationLive, SessionAuthorizationLive } from "./auth/middleware.ts";
import { resolveJwtSecret, SigningKeys } from "./auth/secret.ts";
import { loadConfig, ServerConfig, type ServerConfigValues } from "./config.ts";
import { contentRoutes } from "./content/routes.ts";
import { databaseLayerFrom, openDatabase, type DatabaseDriver, type ShopDatabase } from "./db/client.ts";
import { drainingOf } from "./draining.ts";
import { ErrorBodies } from "./errors.ts";
import { AccountsHandlers } from "./handlers/accounts.ts";
import { AdminHandlers } from "./handlers/admin.ts";
import { AuthHandlers } from "./handlers/auth.ts";
import { CartsHandlers } from "./handlers/carts.ts";
import { OrdersHandlers } from "./handlers/orders.ts";
import { SavedListsHandlers } from "./handlers/saved-lists.ts";
import { Mail } from "./mail.ts";
import { startMailDelivery, type MailDelivery, type MailDeliveryOptions } from "./mail-delivery.ts";
import { startPendingDigests, type PendingDigests } from "./accounts/pending-digest.ts";
import { marketSupportEmail } from "./market-support.ts";
import { mailLayout } from "./mail-html.ts";
import { OutboxHandlers } from "./handlers/outbox.ts";
import { createLog, type Log } from "./log.ts";
import { seedMarketsIfEmpty } from "./db/seed.ts";
import { compressApiResponse } from "./api-compression.ts";
import { effectLoggerLayer } from "./observability/effect-logger.ts";
import { createMetrics, metricsRoutes } from "./observability/metrics.ts";
import { DEFAULT_DATABASE_WATCH, readyRoutes, watchDatabase, type DatabaseWatchOptions, type Readiness } from "./observability/readiness.ts";
import { requestLogging } from "./observability/request-log.ts";
import { LIVE_PATH } from "./reporting/live.ts";
import { withDeadline } from "./request-deadline.ts";
import { ToolRoutes } from "./openapi.ts";
import { EventsSchemaRoute } from "./events/schema-route.ts";
import { startWebhookDelivery } from "./webhooks/delivery-job.ts";
import { startConfirmationMails, type ConfirmationMails } from "./orders/confirmation-mails.ts";
import { WebhooksHandlers } from "./webhooks/handlers.ts";
import type { JobLoop } from "./jobs/claim-loop.ts";
import { PaymentPages } from "./payments/routes.ts";
import { DeviceAuthorizationLive, ReportingAuthorizationLive } from "./reporting/authorization.ts";
import { ReportingHandlers } from "./reporting/handlers.ts";
import { AlertWatchService, startAlertWatch, type AlertWatch, type AlertWatchOptions } from "./reporting/alert-watch.ts";
import { ReportingPublicHandlers } from "./reporting/public-handlers.ts";
import { PublicPageRoutes } from "./reporting/public-page-route.ts";
import { ReportBuildsService, startReportBuilds, type ReportBuildLimits, type ReportBuilds } from "./reporting/report-builds.ts";
import { ReportJobsService, startReportJobs, type ReportJobs, type ReportJobsOptions } from "./reporting/report-runs.ts";
import { startDeviceSimulator } from "./reporting/simulator.ts";
import { WebRoutes } from "./web.ts";
import { WebManifestRoute } from "./web-manifest.ts";
import { ZoomDeliveredHandlers } from "./zoom-delivered/handlers.ts";
import { IntegrationAuthorizationLive } from "./integration/authorization.ts";
import { IntegrationHandlers } from "./integration/handlers.ts";
import { OrderInvoiceHandlers } from "./integration/invoice-handlers.ts";
import { IntegrationKeysHandlers } from "./integration/key-handlers.ts";
import { DEMO_INTEGRATION_KEY, seedIntegrationDemo } from "./integration/demo.ts";
import { startWarehouseSimulator, type WarehouseTimings } from "./integration/warehouse-simulator.ts";
import { RetentionJob } from "./zoom-delivered/retention.ts";

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
  /** Tests: the scheduled reports' job tuning and hooks (issue 15). */
  readonly reportJobs?: Pick<ReportJobsOptions, "job" | "hooks" | "scheduleIntervalMs">;
  /** Tests: how often the pending accounts' digest looks (default 5 minutes; issue 35 item 6). */
  readonly pendingDigestIntervalMs?: number;
  /** Tests: how soon alerts are looked for after an ingest and how often everything is (issue 36). */
  readonly alerts?: Pick<AlertWatchOptions, "nudgeDelayMs" | "sweepIntervalMs">;
  /** Tests: the report builds' threads and bounds (default: the cores but one; 4 per thread, 3 per company). */
  readonly reportBuilds?: ReportBuildLimits;
  /** Tests: where log lines go (default stdout). */
  readonly logSink?: (line: string) => void;
  /** Tests: the readiness probe's interval, time-out and full-disk hold (observability/readiness.ts). */
  readonly readiness?: Partial<DatabaseWatchOptions>;
  /**
   * The integration demo's key and webhook endpoint (integration/demo.ts). Default: on the
   * embedded database with the demo shop, in a folder (`npm start`) or with the warehouse
   * simulator asked for; never on PostgreSQL, whatever is passed.
   */
  readonly integrationDemo?: boolean;
  /** Tests: the warehouse simulator's pace (integration/warehouse-simulator.ts). */
  readonly warehouseTimings?: Partial<WarehouseTimings>;
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
  /** The webhook delivery job (issue 34): every instance runs it. */
  readonly webhooks: JobLoop;
  /** The scheduled reports' scheduler and job loop (issue 15). */
  readonly reportJobs: ReportJobs;
  /** The report files' worker threads and their bounds (issue 32). */
  readonly reportBuilds: ReportBuilds;
  /** The daily digest of accounts waiting for approval (issue 35 item 6). */
  readonly pendingDigests: PendingDigests;
  /** The occupancy and silent-device alerts' looks (issue 36). */
  readonly alerts: AlertWatch;
  /** The server's log (JSON lines, or pretty with LOG_FORMAT=pretty). */
  readonly log: Log;
  /**
   * Stops (draining.ts): /ready answers 503 at once, requests are still served for `graceMs`
   * (default 0), then new ones are refused while those in flight finish; then the jobs stop and
   * the database closes.
   */
  readonly close: (options?: { readonly graceMs?: number }) => Promise<void>;
}

/** Every implementation of the contract: the handlers of each group and the security middlewares. */
const ApiLayer = HttpApiBuilder.layer(ShopApi).pipe(
  Layer.provide([AdminHandlers, AuthHandlers, OrdersHandlers, CartsHandlers, SavedListsHandlers, OutboxHandlers, AccountsHandlers, ZoomDeliveredHandlers, ReportingHandlers, WebhooksHandlers]),
  // A public location's occupancy, without log-in (issue 36).
  Layer.provide(ReportingPublicHandlers),
  // The integration API (issue 34): its calls, support's keys, the customer's invoice download.
  Layer.provide([IntegrationHandlers, IntegrationKeysHandlers, OrderInvoiceHandlers]),
  Layer.provide([SessionAuthorizationLive, FormAuthorizationLive, ReportingAuthorizationLive, DeviceAuthorizationLive, IntegrationAuthorizationLive]),
);

/** Every route of the server. The web app answers only what nothing else matches. */
const routesFor = (config: ServerConfigValues, operations: Layer.Layer<never, never, HttpRouter.HttpRouter>) =>
  Layer.mergeAll(
    ApiLayer,
    ToolRoutes,
    EventsSchemaRoute,
    operations,
    contentRoutes({ accessToken: config.contentAccessToken ?? undefined }),
    PaymentPages,
    // The public occupancy page (issue 36): its own HTML, status and frame-ancestors, before the web app's fallback.
    PublicPageRoutes,
    // The installable app's manifest in the market's language (issue 37).
    WebManifestRoute,
    WebRoutes,
    ErrorBodies,
    // Not a route: the periodic anonymisation of Zoom! Delivered patients, stopped with the server.
    RetentionJob,
  );

/**
 * Starts the shop server: opens (migrates, seeds) the database, resolves the signing keys and
 * serves every route on `host:port`. Options default to the environment's configuration
 * (`loadConfig`), so `startServer()` is what `npm start` runs; tests pass
 * `{ port: 0, host: "127.0.0.1", dataDir: "memory", quiet: true }` or a `databaseUrl`.
 */
export const startServer = async (options: StartServerOptions = {}): Promise<RunningServer> => {
  const {
    quiet = false,
    mailDelivery: deliveryTuning,
    reportJobs: reportTuning,
    reportBuilds: buildLimits,
    alerts: alertTuning,
    logSink,
    readiness: readinessTuning,
    integrationDemo: integrationDemoAsked,
    warehouseTimings,
    ...overrides
  } = options;
  const config: ServerConfigValues = { ...loadConfig({}), ...overrides };
  const seed = options.seed ?? (config.databaseUrl === null || config.seedDemo);
  const log: Log = createLog({ format: config.logFormat, level: quiet ? "warn" : "info", ...(logSink === undefined ? {} : { sink: logSink }) });
  // /ready's view of the database: failed queries tell it of a full disk (observability/readiness.ts).
  const databaseWatch = watchDatabase({ ...DEFAULT_DATABASE_WATCH, ...readinessTuning });
  const opened = await openDatabase({
    ...(config.databaseUrl === null ? { dataDir: config.dataDir } : { databaseUrl: config.databaseUrl }),
    seed,
    maxConnections: config.databasePoolMax,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    queryTimeoutMs: config.databaseQueryTimeoutMs,
    minFreeDiskBytes: config.minFreeDiskMb * 1024 * 1024,
    onConnectionError: (error, inUse) => log.error(`database pool: ${inUse ? "a connection in use" : "an idle connection"} failed`, { error: error.message }),
    onQueryError: databaseWatch.queryFailed,
    onBroken: (error) => log.error("the embedded database broke: every request touching it answers 503 until the server is restarted", { error: error.message }),
  });
  const scope = Effect.runSync(Scope.make());
  const readiness: Readiness = { stopping: false };
  const nodeServer = createServer();
  const draining = drainingOf(nodeServer, readiness);
  const deadline = withDeadline(config.requestTimeoutMs, new Set([LIVE_PATH]));
  const metrics = createMetrics({ db: opened.db, poolStats: opened.poolStats });
  let delivery: MailDelivery | null = null;
  let reportJobs: ReportJobs | null = null;
  let webhooks: JobLoop | null = null;
  let pendingDigests: PendingDigests | null = null;
  let alertWatch: AlertWatch | null = null;
  let confirmations: ConfirmationMails | null = null;
  const builds: ReportBuilds = startReportBuilds(buildLimits);
  try {
    if (!seed) await seedMarketsIfEmpty(opened.db);
    // The integration demo (issue 34): fixed, documented values, so only ever on the embedded database.
    const integrationDemo =
      config.databaseUrl === null && seed && (integrationDemoAsked ?? (config.dataDir !== "memory" || config.warehouseSimulator === true));
    if (integrationDemo) await seedIntegrationDemo(opened.db);
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
            job: { pollIntervalMs: config.outboxPollIntervalMs, onSettled: (outcome, ms) => metrics.jobSettled("outbox", outcome, ms), ...deliveryTuning },
          });
    const wakeDelivery = delivery === null ? () => {} : delivery.wake;
    // The e-mails' MJML layout is compiled now, off any request: orders write their mails inside their transaction (mail-html.ts).
    mailLayout().catch((error: unknown) => log.warn("mail layout failed to compile", { error: String(error) }));
    // Scheduled reports (issue 15): every instance schedules and works them; the job table's key makes each send once.
    reportJobs = startReportJobs({
      db: opened.db,
      builds,
      log,
      wakeMail: wakeDelivery,
      ...reportTuning,
      job: { onSettled: (outcome, ms) => metrics.jobSettled("reports", outcome, ms), ...reportTuning?.job },
    });
    const jobs = reportJobs;
    // The pending accounts' digest (issue 35 item 6): every instance looks; a lock and the outbox make each day's mail once.
    pendingDigests = startPendingDigests({
      db: opened.db,
      log,
      wakeMail: wakeDelivery,
      supportEmailOf: (market) => marketSupportEmail(opened.db, market, config.supportEmail),
      ...(options.pendingDigestIntervalMs === undefined ? {} : { intervalMs: options.pendingDigestIntervalMs }),
    });
    const digests = pendingDigests;
    // Alerts (issue 36): every instance looks; a conditional update makes each alert once.
    alertWatch = startAlertWatch({ db: opened.db, log, ...alertTuning });
    const alerts = alertWatch;
    // Webhooks (issue 34): every instance delivers; private addresses only for the embedded database unless told.
    webhooks = startWebhookDelivery({
      db: opened.db,
      log,
      allowPrivate: config.webhooksAllowPrivate ?? config.databaseUrl === null,
      timeoutMs: config.webhooksTimeoutMs,
      retryBaseMs: config.webhooksRetryBaseMs,
      pollIntervalMs: config.webhooksPollIntervalMs,
      wakeMail: wakeDelivery,
      onSettled: (outcome, ms) => metrics.jobSettled("webhooks", outcome, ms),
    });
    const webhookJob = webhooks;
    // Order confirmations (issue 34): written from the order.placed events, by one instance at a time.
    confirmations = await startConfirmationMails({ db: opened.db, links: config, log });
    const confirmationJob = confirmations;
    // /ready, /metrics, and for every request: its log line, X-Request-Id, refusal while
    // stopping, a deadline, compression.
    await databaseWatch.start(opened);
    const operations = Layer.mergeAll(readyRoutes(databaseWatch, readiness), metricsRoutes(metrics, opened.db, config.metricsPublic));
    const logging = requestLogging(log, { quiet, finished: metrics.requestFinished });
    const server = HttpRouter.serve(routesFor(config, operations), {
      disableLogger: true,
      disableListenLog: true,
      middleware: (app) => logging(draining.refuseWhenStopping(deadline(HttpEffect.appendPreResponseHandler(compressApiResponse).pipe(Effect.andThen(app))))),
    }).pipe(
      Layer.provideMerge(NodeHttpServer.layer(() => nodeServer, { port: config.port, host: config.host })),
      Layer.provide(Mail.layerOutbox(wakeDelivery)),
      Layer.provide(Layer.succeed(ReportJobsService, { runNightly: jobs.runNightly, wakeMail: wakeDelivery })),
      Layer.provide(Layer.succeed(ReportBuildsService, builds)),
      Layer.provide(Layer.succeed(AlertWatchService, alerts)),
      Layer.provide(services),
      Layer.provide(effectLoggerLayer(log)),
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
    // The demo's warehouse (issue 34): wherever the demo key is, unless WAREHOUSE_SIMULATOR=0.
    const stopWarehouse =
      integrationDemo && config.warehouseSimulator !== false
        ? startWarehouseSimulator({ serverUrl: url, key: DEMO_INTEGRATION_KEY, log, ...(warehouseTimings === undefined ? {} : { timings: warehouseTimings }) })
        : () => {};
    return {
      url,
      port: address.port,
      driver: opened.driver,
      db: opened.db,
      sessionKey,
      mailDelivery: delivery,
      webhooks: webhookJob,
      reportJobs: jobs,
      reportBuilds: builds,
      pendingDigests: digests,
      alerts,
      log,
      // /ready answers 503 at once; after the grace new requests are refused while those in
      // flight finish (at most SHUTDOWN_TIMEOUT_MS); the delivery job finishes the mail in hand;
      // the pool closes.
      close: ({ graceMs = 0 } = {}) => {
        stopSimulator();
        stopWarehouse();
        digests.stop();
        return (closing ??= draining
          .drain({ graceMs, timeoutMs: config.shutdownTimeoutMs })
          .then(() => Effect.runPromise(Scope.close(scope, Exit.void)))
          .then(() => jobs.stop())
          .then(() => alerts.stop())
          .then(() => webhookJob.stop(config.shutdownTimeoutMs))
          .then(() => confirmationJob.stop())
          .then(() => builds.close())
          .then(() => delivery?.stop(config.shutdownTimeoutMs))
          .finally(() => {
            databaseWatch.stop();
            return opened.close();
          }));
      },
    };
  } catch (error) {
    databaseWatch.stop();
    pendingDigests?.stop();
    await alertWatch?.stop();
    await reportJobs?.stop();
    await webhooks?.stop();
    await confirmations?.stop();
    await builds.close();
    await delivery?.stop();
    await Effect.runPromise(Scope.close(scope, Exit.void));
    await opened.close();
    throw error;
  }
};
