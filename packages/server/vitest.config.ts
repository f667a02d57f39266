import { defineConfig } from "vitest/config";

/**
 * Server tests resolve workspace packages to their TypeScript sources (the `proshop-source`
 * condition, like `npm start`). Timeouts are generous: each test file opens its own PGlite
 * (about 1 s from the global setup's migrated copy, 3 s without) or a fresh PostgreSQL
 * database, and password hashing is deliberately slow.
 */

/**
 * Files that compare timings (a refusal as slow as an acceptance, latency beside idle, a bound in
 * ms): they run after the others, one at a time, so other files' load does not skew what they
 * measure.
 */
const MEASURED = [
  "src/__tests__/database-faults.test.ts",
  "src/__tests__/disk-full.test.ts",
  "src/__tests__/request-deadline.test.ts",
  "src/auth/__tests__/blocked-login.test.ts",
  "src/auth/__tests__/login-limit.test.ts",
  "src/auth/__tests__/password-hashing.test.ts",
  "src/handlers/__tests__/forgot-timing.test.ts",
  "src/reporting/__tests__/report-builds.test.ts",
];

export default defineConfig({
  resolve: { conditions: ["proshop-source"] },
  ssr: { resolve: { conditions: ["proshop-source"] } },
  test: {
    // One migrated in-memory PGlite copied by every test file instead of created anew (about 1.8 s each).
    globalSetup: ["./src/__tests__/global-setup.ts"],
    // Issue 38: a worker process runs file after file (no new process, no fresh module graph per
    // file): the files start and close their own servers and databases.
    isolate: false,
    // Node 24's V8 can free a WebAssembly import wrapper twice when its code GC races a tier-up
    // (nodejs/node#66366), killing the worker ("Check failed: jit_page_->allocations_.erase(addr)
    // == 1"); each PGlite closed leaves such wrappers. Short-lived test processes keep dead code.
    execArgv: ["--no-wasm-code-gc"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One more try for a failed test (real servers and databases on busy cores); npm test's
    // summary names every test that passed only on its retry, so a flake stays visible.
    retry: 1,
    teardownTimeout: 30_000,
    // Mails are queued after the answer and workers run on their own beat: on two busy cores
    // that can take more than expect.poll's default second, so every poll waits up to 15 s.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["src/**/__tests__/**/*.test.ts"],
          exclude: MEASURED,
          // Issue 38: a file spends most of its time waiting (servers, databases, timers); with two
          // workers the two cores were busy 45 % of the run, with four the run takes half as long.
          maxWorkers: 4,
        },
      },
      {
        extends: true,
        // A fresh process each: nothing another file left in the worker (heap, timers) skews a timing.
        test: { name: "server-measured", include: MEASURED, maxWorkers: 1, isolate: true, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
