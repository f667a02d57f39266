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
      reportingSimulator: null,
    });
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
  });

  it("names the variable that is wrong, without echoing a secret", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REPORTING_SIMULATOR: "yes" })).toThrow(/REPORTING_SIMULATOR/);
    expect(() => loadConfig({ JWT_SECRET: "short-secret" })).toThrow(/JWT_SECRET must have at least 32/);
    expect(() => loadConfig({ JWT_SECRET: "short-secret" })).not.toThrow(/short-secret/);
  });
});
