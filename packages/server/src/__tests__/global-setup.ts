import { provideMigratedPgliteTemplate } from "../db/test-templates.ts";
import { testDatabaseUrl } from "./databases.ts";
import { providePostgresTemplates } from "./postgres-templates.ts";

/** Once per run: every test file's database starts from a migrated, or seeded, copy (test-templates.ts, postgres-templates.ts). */
export default async function setup(): Promise<() => Promise<void>> {
  const removePglite = await provideMigratedPgliteTemplate();
  const url = testDatabaseUrl();
  const removePostgres = url === null ? async () => {} : await providePostgresTemplates(url);
  return async () => {
    await removePostgres();
    await removePglite();
  };
}
