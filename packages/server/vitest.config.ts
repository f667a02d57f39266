import { defineConfig } from "vitest/config";

/**
 * Server tests resolve workspace packages to their TypeScript sources (the `proshop-source`
 * condition, like `npm start`). Timeouts are generous: each test file opens its own PGlite
 * (about 1 s from the global setup's migrated copy, 3 s without) or a fresh PostgreSQL database, and scrypt is deliberately slow.
 */
export default defineConfig({
  resolve: { conditions: ["proshop-source"] },
  ssr: { resolve: { conditions: ["proshop-source"] } },
  test: {
    include: ["src/**/__tests__/**/*.test.ts"],
    // One migrated in-memory PGlite copied by every test file instead of created anew (about 1.8 s each).
    globalSetup: ["./src/__tests__/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One more try for a failed test (real servers and databases on busy cores); npm test's
    // summary names every test that passed only on its retry, so a flake stays visible.
    retry: 1,
    teardownTimeout: 30_000,
    // Mails are queued after the answer and workers run on their own beat: on two busy cores
    // that can take more than expect.poll's default second, so every poll waits up to 15 s.
    expect: { poll: { timeout: 15_000 } },
  },
});
