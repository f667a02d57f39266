import pg from "pg";

/** Runs one statement on the maintenance connection of the test server. */
export const admin = async (baseUrl: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** The URL of database `name` on the server of `baseUrl`. */
export const databaseUrl = (baseUrl: string, name: string): string => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
