import { fileURLToPath } from "node:url";
import { isAbsolute, resolve } from "node:path";
import { Context } from "effect";
import { DEFAULT_FORM_SIGNING_SECRET } from "@proshop/core";
import { parseTrustProxy } from "./client-address.ts";

/** The repository root (packages/server/src -> ../../..): `.data/` lives there by default. */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** What the server is told by its environment. */
export interface ServerConfigValues {
  /** TCP port; 0 picks a free one (tests). `PORT`, default 8080. */
  readonly port: number;
  /** Interface to listen on. `HOST`, default 0.0.0.0 (tests pass 127.0.0.1). */
  readonly host: string;
  /**
   * Folder of the embedded PGlite database and of the generated JWT secret. `DATA_DIR`,
   * default `<repo>/.data`; "memory" keeps PGlite in memory (tests, nothing written).
   */
  readonly dataDir: string;
  /** `DATABASE_URL` (postgres://...): a real PostgreSQL instead of PGlite. */
  readonly databaseUrl: string | null;
  /** `JWT_SECRET`: the session-token key. When null it is generated once and kept (see auth/secret.ts). */
  readonly jwtSecret: string | null;
  /**
   * `FORM_SECRET`: the key of the signed request tokens of the registration and contact forms.
   * It ships inside the web app and the CLI, so it is not a secret: it only stops a body
   * from being altered or replayed after the token's five minutes (see core's
   * signed-request.ts). Default: core's DEFAULT_FORM_SIGNING_SECRET, the value the web build uses.
   */
  readonly formSecret: string;
  /**
   * `PUBLIC_URL`: origin used in e-mailed links when the request's host is not one of the
   * shop's hostnames. Default `http://localhost:<port>`.
   */
  readonly publicUrl: string | null;
  /** `SUPPORT_EMAIL`: where contact questions go (into the outbox). */
  readonly supportEmail: string;
  /**
   * `CONTENT_ACCESS_TOKEN`: makes the content service private; callers must send this
   * `access_token`. Null (default): the repository is public, as the web app reads it.
   */
  readonly contentAccessToken: string | null;

  // --- Going live (issue 12): e-mail, database, logs, metrics --------------------------------
  /**
   * `SEED_DEMO=1`: fill an empty PostgreSQL with the demo shop. The embedded database is always
   * seeded when empty; a PostgreSQL never is without this (a production start has no demo accounts).
   */
  readonly seedDemo: boolean;
  /** `SMTP_URL` (smtp:// or smtps://): deliver the outbox through this server. Null: mail stays in the outbox. */
  readonly smtpUrl: string | null;
  /** `MAIL_FROM`: the sender of the shop's e-mails. */
  readonly mailFrom: string;
  /** `OUTBOX_POLL_INTERVAL_MS`: how often the delivery job looks for mail queued by other instances or due for a retry. */
  readonly outboxPollIntervalMs: number;
  /** `DATABASE_POOL_MAX`: PostgreSQL connections per instance. */
  readonly databasePoolMax: number;
  /** `DATABASE_CONNECT_TIMEOUT_MS`: give up opening a PostgreSQL connection after this long. */
  readonly databaseConnectTimeoutMs: number;
  /** `DATABASE_STATEMENT_TIMEOUT_MS`: PostgreSQL cancels a statement running longer (0: never). */
  readonly databaseStatementTimeoutMs: number;
  /**
   * `DATABASE_QUERY_TIMEOUT_MS`: the longest wait for a PostgreSQL answer, after which the
   * connection is closed and the request answers 503 (a network partition). Default: the
   * statement timeout plus 5 s; 0: never.
   */
  readonly databaseQueryTimeoutMs: number;
  /** `REQUEST_TIMEOUT_MS`: a request not answered after this long answers 503 with Retry-After (0: never). */
  readonly requestTimeoutMs: number;
  /**
   * `MIN_FREE_DISK_MB`: the embedded database refuses writes (503) and /ready answers 503 while
   * the data folder's disk has less free space (db/pglite-faults.ts). 0: never.
   */
  readonly minFreeDiskMb: number;
  /** `LOG_FORMAT`: `json` (one object per line, the default) or `pretty` (for a person at a terminal). */
  readonly logFormat: "json" | "pretty";
  /** `METRICS_PUBLIC=1`: answer /metrics through the public hostnames too (see metrics.ts). */
  readonly metricsPublic: boolean;
  /** `SHUTDOWN_TIMEOUT_MS`: on SIGTERM, how long requests in flight and the job in hand may take to finish. */
  readonly shutdownTimeoutMs: number;
  /** `SHUTDOWN_GRACE_MS`: on SIGTERM, how long /ready answers 503 while requests are still served, before new ones are refused (draining.ts). */
  readonly shutdownGraceMs: number;
  /**
   * `ZOOM_RETENTION_DAYS`: days a Zoom! Delivered patient's data is kept after delivery before
   * it is anonymised (zoom-delivered/retention.ts). Default 90; 0 anonymises at the next run.
   */
  readonly zoomRetentionDays: number;
  /**
   * `REPORTING_SIMULATOR` (`1` or `0`): the demo's device simulator sends live counts through
   * the ingest call. Null (unset): on for the embedded database in a folder (`npm start`), off
   * otherwise (PostgreSQL, in-memory tests).
   */
  readonly reportingSimulator: boolean | null;
  /**
   * `WAREHOUSE_SIMULATOR` (`1` or `0`): the demo's warehouse moves placed orders on through the
   * integration API with the demo key (integration/warehouse-simulator.ts). Null (unset): on
   * for the embedded database in a folder (`npm start`); never on PostgreSQL (no demo key there).
   */
  readonly warehouseSimulator: boolean | null;
  /**
   * `TRUST_PROXY`: the reverse proxies whose `X-Forwarded-For` names the client (`loopback`,
   * addresses, CIDRs; see client-address.ts). Empty (default): the header is never believed.
   */
  readonly trustProxy: ReadonlyArray<string>;

  // --- Webhooks (issue 34) ---------------------------------------------------------------------
  /**
   * `WEBHOOKS_ALLOW_PRIVATE` (`1` or `0`): deliver webhooks to private, loopback and link-local
   * addresses too. Null (unset): on for the embedded database (the local demo), off on PostgreSQL.
   */
  readonly webhooksAllowPrivate: boolean | null;
  /** `WEBHOOKS_TIMEOUT_MS`: a webhook try gives up after this long (default 10 s). */
  readonly webhooksTimeoutMs: number;
  /** `WEBHOOKS_RETRY_BASE_MS`: the wait after a first failed try, doubling after each (about three days in all by default). */
  readonly webhooksRetryBaseMs: number;
  /** `WEBHOOKS_POLL_INTERVAL_MS`: how often the webhook job looks for deliveries due (retries, other instances' events). */
  readonly webhooksPollIntervalMs: number;
}

/** The server's configuration as an Effect service, for handlers that need it. */
export class ServerConfig extends Context.Service<ServerConfig, ServerConfigValues>()("@proshop/server/ServerConfig") {}

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = "0.0.0.0";
export const DEFAULT_SUPPORT_EMAIL = "support@proshop.localhost";
/** HS256 keys shorter than the hash output (32 bytes) weaken the signature (RFC 7518 3.2). */
export const MIN_JWT_SECRET_LENGTH = 32;
export const DEFAULT_MAIL_FROM = "Proshop <no-reply@proshop.localhost>";

/** A configuration mistake, reported before anything starts. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

const nonEmpty = (value: string | undefined): string | null =>
  value === undefined || value.trim() === "" ? null : value.trim();

const parsePort = (value: string | null): number => {
  if (value === null) return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new ConfigError(`PORT must be a number from 0 to 65535, got "${value}"`);
  return port;
};

const parseDatabaseUrl = (value: string | null): string | null => {
  if (value === null) return null;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new ConfigError("DATABASE_URL must start with postgres:// or postgresql://");
  return value;
};

const parseJwtSecret = (value: string | null): string | null => {
  if (value !== null && value.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(`JWT_SECRET must have at least ${MIN_JWT_SECRET_LENGTH} characters`);
  }
  return value;
};

/** A switch whose absence means "decide from the situation" (null). */
const parseOptionalSwitch = (name: string, value: string | null): boolean | null => (value === null ? null : parseSwitch(name, value));

const parseSwitch = (name: string, value: string | null): boolean => {
  if (value === null || value === "0" || value === "false") return false;
  if (value === "1" || value === "true") return true;
  throw new ConfigError(`${name} must be 1 or 0, got "${value}"`);
};

const parseMillis = (name: string, value: string | null, fallback: number, minimum = 0): number => {
  if (value === null) return fallback;
  const millis = Number(value);
  if (!/^\d+$/.test(value) || millis < minimum) throw new ConfigError(`${name} must be a whole number of milliseconds of at least ${minimum}, got "${value}"`);
  return millis;
};

const parseMegabytes = (name: string, value: string | null, fallback: number): number => {
  if (value === null) return fallback;
  if (!/^\d{1,7}$/.test(value)) throw new ConfigError(`${name} must be a whole number of megabytes, got "${value}"`);
  return Number(value);
};

const parseSmtpUrl = (value: string | null): string | null => {
  if (value === null) return null;
  if (!/^smtps?:\/\/[^/]/.test(value)) throw new ConfigError("SMTP_URL must start with smtp:// or smtps://");
  return value;
};

const parseLogFormat = (value: string | null): "json" | "pretty" => {
  if (value === null || value === "json") return "json";
  if (value === "pretty") return "pretty";
  throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${value}"`);
};

const parsePoolMax = (value: string | null): number => {
  if (value === null) return 10;
  const max = Number(value);
  if (!/^\d+$/.test(value) || max < 1 || max > 1000) throw new ConfigError(`DATABASE_POOL_MAX must be a number from 1 to 1000, got "${value}"`);
  return max;
};

const parseTrustProxyVariable = (value: string | null): ReadonlyArray<string> => {
  try {
    return parseTrustProxy(value);
  } catch (error) {
    throw new ConfigError(`TRUST_PROXY must be loopback or a comma-separated list of addresses and CIDRs: ${(error as Error).message}`);
  }
};

export const DEFAULT_ZOOM_RETENTION_DAYS = 90;

const parseRetentionDays = (value: string | null): number => {
  if (value === null) return DEFAULT_ZOOM_RETENTION_DAYS;
  if (!/^\d{1,5}$/.test(value)) throw new ConfigError(`ZOOM_RETENTION_DAYS must be a whole number of days (0 to 99999), got "${value}"`);
  return Number(value);
};

/**
 * Reads the configuration from environment variables (see README, "The server"). Throws
 * `ConfigError` naming the variable when one is malformed; never prints a secret.
 */
export const loadConfig = (env: Readonly<Record<string, string | undefined>> = process.env): ServerConfigValues => {
  const dataDir = nonEmpty(env["DATA_DIR"]);
  const databaseStatementTimeoutMs = parseMillis("DATABASE_STATEMENT_TIMEOUT_MS", nonEmpty(env["DATABASE_STATEMENT_TIMEOUT_MS"]), 30_000);
  return {
    port: parsePort(nonEmpty(env["PORT"])),
    host: nonEmpty(env["HOST"]) ?? DEFAULT_HOST,
    dataDir: dataDir === null ? resolve(REPO_ROOT, ".data") : dataDir === "memory" || isAbsolute(dataDir) ? dataDir : resolve(dataDir),
    databaseUrl: parseDatabaseUrl(nonEmpty(env["DATABASE_URL"])),
    jwtSecret: parseJwtSecret(nonEmpty(env["JWT_SECRET"])),
    formSecret: nonEmpty(env["FORM_SECRET"]) ?? DEFAULT_FORM_SIGNING_SECRET,
    publicUrl: nonEmpty(env["PUBLIC_URL"])?.replace(/\/+$/, "") ?? null,
    supportEmail: nonEmpty(env["SUPPORT_EMAIL"]) ?? DEFAULT_SUPPORT_EMAIL,
    contentAccessToken: nonEmpty(env["CONTENT_ACCESS_TOKEN"]),
    seedDemo: parseSwitch("SEED_DEMO", nonEmpty(env["SEED_DEMO"])),
    smtpUrl: parseSmtpUrl(nonEmpty(env["SMTP_URL"])),
    mailFrom: nonEmpty(env["MAIL_FROM"]) ?? DEFAULT_MAIL_FROM,
    outboxPollIntervalMs: parseMillis("OUTBOX_POLL_INTERVAL_MS", nonEmpty(env["OUTBOX_POLL_INTERVAL_MS"]), 5_000, 50),
    databasePoolMax: parsePoolMax(nonEmpty(env["DATABASE_POOL_MAX"])),
    databaseConnectTimeoutMs: parseMillis("DATABASE_CONNECT_TIMEOUT_MS", nonEmpty(env["DATABASE_CONNECT_TIMEOUT_MS"]), 10_000, 1),
    databaseStatementTimeoutMs,
    databaseQueryTimeoutMs: parseMillis("DATABASE_QUERY_TIMEOUT_MS", nonEmpty(env["DATABASE_QUERY_TIMEOUT_MS"]), databaseStatementTimeoutMs > 0 ? databaseStatementTimeoutMs + 5_000 : 0),
    requestTimeoutMs: parseMillis("REQUEST_TIMEOUT_MS", nonEmpty(env["REQUEST_TIMEOUT_MS"]), 30_000),
    minFreeDiskMb: parseMegabytes("MIN_FREE_DISK_MB", nonEmpty(env["MIN_FREE_DISK_MB"]), 64),
    logFormat: parseLogFormat(nonEmpty(env["LOG_FORMAT"])),
    metricsPublic: parseSwitch("METRICS_PUBLIC", nonEmpty(env["METRICS_PUBLIC"])),
    shutdownTimeoutMs: parseMillis("SHUTDOWN_TIMEOUT_MS", nonEmpty(env["SHUTDOWN_TIMEOUT_MS"]), 10_000, 100),
    shutdownGraceMs: parseMillis("SHUTDOWN_GRACE_MS", nonEmpty(env["SHUTDOWN_GRACE_MS"]), 2_000),
    zoomRetentionDays: parseRetentionDays(nonEmpty(env["ZOOM_RETENTION_DAYS"])),
    reportingSimulator: parseOptionalSwitch("REPORTING_SIMULATOR", nonEmpty(env["REPORTING_SIMULATOR"])),
    warehouseSimulator: parseOptionalSwitch("WAREHOUSE_SIMULATOR", nonEmpty(env["WAREHOUSE_SIMULATOR"])),
    trustProxy: parseTrustProxyVariable(nonEmpty(env["TRUST_PROXY"])),
    webhooksAllowPrivate: parseOptionalSwitch("WEBHOOKS_ALLOW_PRIVATE", nonEmpty(env["WEBHOOKS_ALLOW_PRIVATE"])),
    webhooksTimeoutMs: parseMillis("WEBHOOKS_TIMEOUT_MS", nonEmpty(env["WEBHOOKS_TIMEOUT_MS"]), 10_000, 100),
    webhooksRetryBaseMs: parseMillis("WEBHOOKS_RETRY_BASE_MS", nonEmpty(env["WEBHOOKS_RETRY_BASE_MS"]), 5_000, 10),
    webhooksPollIntervalMs: parseMillis("WEBHOOKS_POLL_INTERVAL_MS", nonEmpty(env["WEBHOOKS_POLL_INTERVAL_MS"]), 2_000, 50),
  };
};
