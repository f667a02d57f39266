// `npm start` after set-up: build the web app (when packages/web exists and has a build
// script), then run the shop server (`pnpm --filter @proshop/server start`) in the
// foreground. SIGINT and SIGTERM are passed on to the server, which stops cleanly; this
// process exits with the server's exit code.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const webManifest = join(root, "packages", "web", "package.json");

if (existsSync(webManifest) && JSON.parse(readFileSync(webManifest, "utf8")).scripts?.build) {
  console.log("proshop: building the web app (packages/web)");
  const build = spawnSync("pnpm", ["--filter", "@proshop/web", "build"], {
    cwd: root,
    stdio: "inherit",
    // A NODE_ENV left in the shell (development, test) would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) {
    console.error("proshop: the web app did not build; fix it or start the server alone with `pnpm --filter @proshop/server start`.");
    process.exit(build.status ?? 1);
  }
} else {
  console.log("proshop: no web app to build yet (packages/web); starting the server alone.");
}

// The support CLI (`npx proshop`): its bundle is built here so the first command starts fast.
// A failed CLI build does not stop the shop; the CLI's launcher says what to do.
if (existsSync(join(root, "packages", "cli", "package.json"))) {
  console.log("proshop: building the support CLI (packages/cli; run it with `npx proshop --help`)");
  const cli = spawnSync("pnpm", ["--filter", "@proshop/cli", "build"], { cwd: root, stdio: "inherit" });
  if (cli.status !== 0) console.error("proshop: the support CLI did not build; the shop starts anyway.");
}

// Its own process group, so a signal reaches pnpm, its shell and the server together (pnpm
// does not pass SIGTERM on to the script it runs).
const server = spawn("pnpm", ["--filter", "@proshop/server", "start"], { cwd: root, stdio: "inherit", detached: true });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (server.exitCode !== null || server.pid === undefined) return;
    try {
      process.kill(-server.pid, signal);
    } catch {
      server.kill(signal);
    }
  });
}
server.on("error", (error) => {
  console.error(`proshop: could not start the server: ${error.message}`);
  process.exit(1);
});
// Stopped by a signal we passed on: a normal end.
server.on("exit", (code, signal) => process.exit(code ?? (signal === null ? 1 : 0)));
