import { provideMigratedPgliteTemplate } from "../db/pglite-memory-template.ts";

/** Once per run: every test file's in-memory PGlite starts from one migrated copy (pglite-memory-template.ts). */
export default provideMigratedPgliteTemplate;
