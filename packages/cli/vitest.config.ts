import { defineConfig } from "vitest/config";

/** CLI tests resolve workspace packages to their TypeScript sources, like the other packages. */
export default defineConfig({
  resolve: { conditions: ["proshop-source"] },
  ssr: { resolve: { conditions: ["proshop-source"] } },
  test: {
    include: ["src/**/__tests__/**/*.test.{ts,tsx}"],
    // The process tests run the built binary: build it first when it is missing or stale.
    globalSetup: ["./src/__tests__/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One more try for a failed test (real servers and databases on busy cores); npm test's
    // summary names every test that passed only on its retry, so a flake stays visible.
    retry: 1,
    // Issue 38: a process test mostly waits on the binary and its server: four at a time.
    maxWorkers: 4,
  },
});
