import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["proshop-source"] },
  test: { include: ["src/**/__tests__/**/*.test.ts"] },
});
