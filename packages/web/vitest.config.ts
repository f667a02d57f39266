import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { messagesPlugin } from "./src/app/messages-plugin.ts";

export default defineConfig({
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
});
