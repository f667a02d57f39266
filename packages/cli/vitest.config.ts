import { defineConfig } from "vitest/config";

/** Files that set the environment before a library reads it at load (colour support): a process of their own. */
const OWN_PROCESS = ["src/screens/shop/__tests__/colors.test.tsx"];

/** CLI tests resolve workspace packages to their TypeScript sources, like the other packages. */
export default defineConfig({
  resolve: { conditions: ["proshop-source"] },
  ssr: { resolve: { conditions: ["proshop-source"] } },
  test: {
    // The process tests run the built binary: build it first when it is missing or stale.
    globalSetup: ["./src/__tests__/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One more try for a failed test (real servers and databases on busy cores); npm test's
    // summary names every test that passed only on its retry, so a flake stays visible.
    retry: 1,
    // Issue 38: a process test mostly waits on the binary and its server: four at a time.
    maxWorkers: 4,
    // PGlite in the workers: V8's double free of WebAssembly wrappers (packages/server/vitest.config.ts).
    execArgv: ["--no-wasm-code-gc"],
    projects: [
      {
        extends: true,
        // Issue 38: a worker runs file after file on one module graph (no new process per file).
        test: { name: "cli", include: ["src/**/__tests__/**/*.test.{ts,tsx}"], exclude: OWN_PROCESS, isolate: false },
      },
      { extends: true, test: { name: "cli-own-process", include: OWN_PROCESS } },
    ],
  },
});
