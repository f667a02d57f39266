import { defineConfig } from "vitest/config";

/*
 * The web package's whole test run (`pnpm test`): the component tests of vitest.config.ts
 * first, then the end-to-end tests in Debian's Chromium against the real server (e2e/).
 * One config, so the root runner's JSON report counts both.
 *
 * e2e: the global setup installs Chromium when it is missing and builds the web app when its
 * sources changed; each file starts one server (in-memory PGlite, ~3 s) and one browser.
 * Two files at a time is what two cores carry without timing out.
 */
export default defineConfig({
  test: {
    projects: [
      "./vitest.config.ts",
      {
        resolve: { conditions: ["proshop-source"] },
        ssr: { resolve: { conditions: ["proshop-source"] } },
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["./e2e/harness/global-setup.ts"],
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          // What a page shows after a click may wait on a lazy chunk and the server: on two busy
          // cores that is more than expect.poll's default second (customer-order's category list
          // failed so), so every poll of these tests waits up to 15 s.
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 120_000,
          // One more try for a test that failed (servers, Chromium and two busy cores); npm test's
          // summary names every test that passed only on its retry, so a flake stays visible.
          retry: 1,
          teardownTimeout: 30_000,
        },
      },
    ],
  },
});
