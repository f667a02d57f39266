import { parseArgs } from "node:util";
import { createSupportAccount, SupportAccountRefused } from "./accounts/create-support.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedMarketsIfEmpty } from "./db/seed.ts";

/*
 * `npm run create-support -- --email <address> --organisation <market> [--first-name ...]
 * [--last-name ...] [--language xx] [--company <cust_no>]`: creates a support agent on the
 * database of this environment (DATABASE_URL, else the embedded one in DATA_DIR; never while a
 * server runs on that same embedded folder). The password is read from standard input (its
 * first line), never from an argument, so it stays out of shell history and process lists:
 *
 *   read -rs PASSWORD && printf '%s\n' "$PASSWORD" | npm run create-support -- --email a@brand.fr --organisation FR
 *
 * Exit codes: 0 created, 1 refused (address taken, unknown market...), 2 usage error.
 */

const USAGE =
  "usage: create-support --email <address> --organisation <FR|ES|NL|BE> [--first-name <name>] [--last-name <name>] [--language <xx>] [--company <cust_no>]  (password on standard input)";

const readPassword = async (): Promise<string> => {
  if (process.stdin.isTTY) process.stderr.write("Password (first line of standard input): ");
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
};

const main = async (): Promise<number> => {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        organisation: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        language: { type: "string" },
        company: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`create-support: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.email === undefined || values.organisation === undefined) {
    console.error(`create-support: --email and --organisation are required\n${USAGE}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`create-support: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const password = await readPassword();
  const opened = await openDatabase(config.databaseUrl === null ? { dataDir: config.dataDir } : { databaseUrl: config.databaseUrl });
  try {
    // A database no server has started on yet gets the markets, as a first start would.
    await seedMarketsIfEmpty(opened.db);
    const created = await createSupportAccount(opened.db, {
      email: values.email,
      password,
      organisation: values.organisation,
      ...(values["first-name"] === undefined ? {} : { firstName: values["first-name"] }),
      ...(values["last-name"] === undefined ? {} : { lastName: values["last-name"] }),
      ...(values.language === undefined ? {} : { language: values.language }),
      ...(values.company === undefined ? {} : { custNo: values.company }),
    });
    console.log(`create-support: support agent ${created.userId} created for market ${values.organisation.toUpperCase()} in company ${created.custNo}`);
    return 0;
  } catch (error) {
    if (error instanceof SupportAccountRefused) {
      console.error(`create-support: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await opened.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("create-support: failed", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
