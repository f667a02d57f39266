import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_FORM_SIGNING_SECRET } from "@proshop/core";
import { ConfigError, loadConfig, REPO_ROOT } from "../config.ts";

describe("config", () => {
  it("defaults to port 8080 on every interface, PGlite in <repo>/.data and generated secrets", () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: "0.0.0.0",
      dataDir: join(REPO_ROOT, ".data"),
      databaseUrl: null,
      jwtSecret: null,
      formSecret: DEFAULT_FORM_SIGNING_SECRET,
      publicUrl: null,
      supportEmail: "support@proshop.localhost",
      contentAccessToken: null,
      seedDemo: false,
      smtpUrl: null,
      mailFrom: "Proshop <no-reply@proshop.localhost>",
      outboxPollIntervalMs: 5000,
      databasePoolMax: 10,
      databaseConnectTimeoutMs: 10_000,
      databaseStatementTimeoutMs: 30_000,
      databaseQueryTimeoutMs: 35_000,
      requestTimeoutMs: 30_000,
      minFreeDiskMb: 64,
      logFormat: "json",
      metricsPublic: false,
      shutdownTimeoutMs: 10_000,
      shutdownGraceMs: 2_000,
      zoomRetentionDays: 90,
      reportingSimulator: null,
      warehouseSimulator: null,
      trustProxy: [],
      webhooksAllowPrivate: null,
      webhooksTimeoutMs: 10_000,
      webhooksRetryBaseMs: 5_000,
      webhooksPollIntervalMs: 2_000,
    });
  });

  it("reads the going-live variables: SEED_DEMO, SMTP_URL, MAIL_FROM, the pool's and the log's", () => {
    expect(
      loadConfig({
        SEED_DEMO: "1",
        SMTP_URL: "smtps://mailer:secret@smtp.example:465",
        MAIL_FROM: "Shop <shop@example.fr>",
        OUTBOX_POLL_INTERVAL_MS: "250",
        DATABASE_POOL_MAX: "25",
        DATABASE_CONNECT_TIMEOUT_MS: "3000",
        DATABASE_STATEMENT_TIMEOUT_MS: "0",
        LOG_FORMAT: "pretty",
        METRICS_PUBLIC: "1",
        SHUTDOWN_TIMEOUT_MS: "2000",
        SHUTDOWN_GRACE_MS: "300",
        REQUEST_TIMEOUT_MS: "5000",
        MIN_FREE_DISK_MB: "0",
      }),
    ).toMatchObject({
      seedDemo: true,
      smtpUrl: "smtps://mailer:secret@smtp.example:465",
      mailFrom: "Shop <shop@example.fr>",
      outboxPollIntervalMs: 250,
      databasePoolMax: 25,
      databaseConnectTimeoutMs: 3000,
      databaseStatementTimeoutMs: 0,
      // No statement timeout: no query timeout either, unless DATABASE_QUERY_TIMEOUT_MS says one.
      databaseQueryTimeoutMs: 0,
      logFormat: "pretty",
      metricsPublic: true,
      shutdownTimeoutMs: 2000,
      shutdownGraceMs: 300,
      requestTimeoutMs: 5000,
      minFreeDiskMb: 0,
    });
    expect(loadConfig({ DATABASE_QUERY_TIMEOUT_MS: "1500" }).databaseQueryTimeoutMs).toBe(1500);
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: "smtp://u:hunter2@mail" })).not.toThrow();
    expect(() => loadConfig({ SEED_DEMO: "yes" })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: "0" })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "-1" })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT/);
  });

  it("reads PORT, HOST, DATA_DIR, DATABASE_URL, JWT_SECRET, FORM_SECRET, PUBLIC_URL and CONTENT_ACCESS_TOKEN", () => {
    const config = loadConfig({
      PORT: "9090",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/shop-data",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/shop",
      JWT_SECRET: "s".repeat(40),
      FORM_SECRET: "form",
      PUBLIC_URL: "https://shop.example/",
      CONTENT_ACCESS_TOKEN: " content-token ",
    });
    expect(config).toMatchObject({
      port: 9090,
      host: "127.0.0.1",
      dataDir: "/tmp/shop-data",
      databaseUrl: "postgres://postgres@127.0.0.1:5432/shop",
      jwtSecret: "s".repeat(40),
      formSecret: "form",
      publicUrl: "https://shop.example",
      contentAccessToken: "content-token",
    });
    expect(loadConfig({ DATA_DIR: "memory" }).dataDir).toBe("memory");
    expect(loadConfig({ PORT: "0" }).port).toBe(0);
    expect(loadConfig({ REPORTING_SIMULATOR: "0" }).reportingSimulator).toBe(false);
    expect(loadConfig({ REPORTING_SIMULATOR: "1" }).reportingSimulator).toBe(true);
    expect(loadConfig({ WAREHOUSE_SIMULATOR: "0" }).warehouseSimulator).toBe(false);
    expect(loadConfig({ WAREHOUSE_SIMULATOR: "1" }).warehouseSimulator).toBe(true);
  });

  it("names the variable that is wrong, without echoing a secret", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REPORTING_SIMULATOR: "yes" })).toThrow(/REPORTING_SIMULATOR/);
    expect(() => loadConfig({ JWT_SECRET: "short-secret" })).toThrow(/JWT_SECRET must have at least 32/);
    expect(() => loadConfig({ JWT_SECRET: "short-secret" })).not.toThrow(/short-secret/);
  });

  it("reads ZOOM_RETENTION_DAYS, a whole number of days", () => {
    expect(loadConfig({ ZOOM_RETENTION_DAYS: "30" }).zoomRetentionDays).toBe(30);
    expect(loadConfig({ ZOOM_RETENTION_DAYS: "0" }).zoomRetentionDays).toBe(0);
    for (const wrong of ["-1", "ninety", "1.5", "999999"]) expect(() => loadConfig({ ZOOM_RETENTION_DAYS: wrong })).toThrow(/ZOOM_RETENTION_DAYS/);
  });

  it("reads TRUST_PROXY: off by default, loopback, or addresses and CIDRs; refuses anything else", () => {
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7,::1" }).trustProxy).toEqual(["10.0.0.0/8", "192.0.2.7", "::1"]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY/);
  });
});
