// The public surface of @proshop/server (package.json "exports"): what other packages' tests
// (web end-to-end, CLI) need to run the real server in-process.
export { startServer, type RunningServer, type StartServerOptions } from "./app.ts";
export { loadConfig, ConfigError, type ServerConfigValues } from "./config.ts";
export { provideMigratedPgliteTemplate } from "./db/test-templates.ts";
