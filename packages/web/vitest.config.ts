import react from "@vitejs/plugin-react";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { messagesPlugin } from "./src/app/messages-plugin.ts";

/** Files that need a fresh window of their own (a fake IndexedDB, calls remembered before the app loaded). */
const OWN_PROCESS = [
  "src/app/__tests__/api-call.test.ts",
  "src/app/__tests__/early-calls.test.tsx",
  "src/features/offline/__tests__/kept-store.test.ts",
];

const unit: TestProjectInlineConfiguration = {
  plugins: [react(), messagesPlugin()],
  resolve: { conditions: ["proshop-source"] },
  test: {
    environment: "happy-dom",
    include: ["src/**/__tests__/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // WHY above the 5 s default: a test may wait up to asyncUtilTimeout (5 s) for the screen,
    // and a CI machine of two busy cores can be several times slower than a laptop.
    testTimeout: 30_000,
  },
};

/** The component tests, also a part of vitest.e2e.config.ts (the package's whole run). */
export const unitProjects: TestProjectInlineConfiguration[] = [
  // Issue 38: a worker runs file after file in one window and module graph (setup.ts cleans up
  // after each test): 117 s -> 36 s.
  { ...unit, test: { ...unit.test, name: "unit", exclude: OWN_PROCESS, isolate: false } },
  { ...unit, test: { ...unit.test, name: "unit-own-process", include: OWN_PROCESS } },
];

export default defineConfig({ test: { projects: unitProjects } });
