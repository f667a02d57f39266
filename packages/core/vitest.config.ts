import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["proshop-source"] },
  test: {
    include: ["src/**/__tests__/**/*.test.ts"],
    // Property tests run 1,000 cases; give them room on a 2-core machine.
    testTimeout: 60_000,
    // Issue 38: files run one after another in a worker, on one module graph: 132 s -> 24 s.
    isolate: false,
  },
});
