/**
 * drizzle-kit configuration: `pnpm db:generate` writes SQL migrations for src/db/schema.ts
 * into src/db/migrations (committed; applied at start by src/db/migrate.ts).
 */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
  strict: true,
  verbose: true,
});
