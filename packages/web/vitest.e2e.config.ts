import { defineConfig } from "vitest/config";
import { unitProjects } from "./vitest.config.ts";

/*
 * The web package's whole test run (`pnpm test`): the component tests of vitest.config.ts
 * first, then the end-to-end tests in Debian's Chromium against the real server (e2e/).
 * One config, so the root runner's JSON report counts both.
 *
 * e2e: the global setup installs Chromium when it is missing and builds the web app when its
 * sources changed; each file starts one server (in-memory PGlite, ~1 s) and one browser.
 */
/** Files that compare timings (what paints first, when a chunk is asked for): alone, after the others. */
const MEASURED = ["e2e/first-load.test.ts", "e2e/customer-order.test.ts", "e2e/page-transition.test.ts"];

const e2e = {
  resolve: { conditions: ["proshop-source"] },
  ssr: { resolve: { conditions: ["proshop-source"] } },
  test: {
    environment: "node",
    globalSetup: ["./e2e/harness/global-setup.ts"],
    // A story of 30 s alone passed 60 s on a machine half as fast, four files at a time (CI's
    // account-kinds and quick-order needed their retry so): a retry costs more than the wait.
    testTimeout: 120_000,
    // What a page shows after a click may wait on a lazy chunk and the server: on two busy cores
    // that is more than expect.poll's default second (customer-order's category list failed so),
    // so every poll of these tests waits up to 15 s.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // One more try for a test that failed (servers, Chromium and two busy cores); npm test's
    // summary names every test that passed only on its retry, so a flake stays visible.
    retry: 1,
    teardownTimeout: 30_000,
    // Issue 38: a worker runs file after file on one module graph (each file still starts its own
    // server and browser).
    isolate: false,
    // Each file's server runs PGlite in the worker: V8's double free of WebAssembly wrappers
    // (packages/server/vitest.config.ts).
    execArgv: ["--no-wasm-code-gc"],
  },
} as const;

export default defineConfig({
  test: {
    projects: [
      ...unitProjects,
      {
        ...e2e,
        test: {
          ...e2e.test,
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          exclude: MEASURED,
          sequence: { groupOrder: 1 },
          // Issue 38: a file mostly waits (its server, Chromium, polls): with two at a time the two
          // cores were busy less than half the time.
          maxWorkers: 4,
        },
      },
      {
        ...e2e,
        // A fresh process each: nothing another file left in the worker skews a timing.
        test: { ...e2e.test, name: "e2e-measured", include: MEASURED, sequence: { groupOrder: 2 }, maxWorkers: 1, isolate: true },
      },
    ],
  },
});
