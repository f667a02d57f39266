import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";

/*
 * Where `proshop login` keeps its session: `$XDG_CONFIG_HOME/proshop/credentials.json` (or
 * `~/.config/proshop/credentials.json`), one entry per server URL, so a test server and the
 * real one never mix tokens. The folder is 0700 and the file 0600: the token is a password
 * for 8 hours.
 */

/** The company a representative or support agent chose with `proshop on-behalf`. */
export interface ActingCompany {
  readonly cust_no: string;
  readonly name: string;
}

export interface ServerCredentials {
  readonly token: string | null;
  readonly email: string | null;
  readonly on_behalf: ActingCompany | null;
}

interface CredentialsFile {
  readonly version: 1;
  readonly servers: Readonly<Record<string, ServerCredentials>>;
}

export const credentialsPath = (env: NodeJS.ProcessEnv = process.env): string => {
  const configured = env["XDG_CONFIG_HOME"];
  const base = configured !== undefined && configured.trim() !== "" ? configured : join(homedir(), ".config");
  return join(base, "proshop", "credentials.json");
};

/** The same server written two ways (`http://localhost:8080/`, `http://LOCALHOST:8080`) is one key. */
export const serverKey = (server: string): string => {
  try {
    const url = new URL(server);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, "")}`;
  } catch {
    return server.replace(/\/+$/, "");
  }
};

const emptyFile: CredentialsFile = { version: 1, servers: {} };

/** A missing, unreadable or corrupt file is "logged in nowhere": the user logs in again. */
const readFile = (path: string): CredentialsFile => {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
    if (typeof parsed !== "object" || parsed === null) return emptyFile;
    const servers = (parsed as { servers?: unknown }).servers;
    if (typeof servers !== "object" || servers === null) return emptyFile;
    return { version: 1, servers: servers as Record<string, ServerCredentials> };
  } catch {
    return emptyFile;
  }
};

/** Writes through a temporary file created 0600 and renamed, so the token is never readable by others, even briefly. */
const writeFile = (path: string, file: CredentialsFile): void => {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
};

const emptyEntry: ServerCredentials = { token: null, email: null, on_behalf: null };

export const readCredentials = (server: string, path: string = credentialsPath()): ServerCredentials => ({
  ...emptyEntry,
  ...readFile(path).servers[serverKey(server)],
});

export const updateCredentials = (
  server: string,
  change: Partial<ServerCredentials>,
  path: string = credentialsPath(),
): ServerCredentials => {
  const file = readFile(path);
  const key = serverKey(server);
  const entry = { ...emptyEntry, ...file.servers[key], ...change };
  writeFile(path, { version: 1, servers: { ...file.servers, [key]: entry } });
  return entry;
};

/** Forgets this server's session; the file goes when no server is left. */
export const forgetCredentials = (server: string, path: string = credentialsPath()): void => {
  const file = readFile(path);
  const { [serverKey(server)]: _forgotten, ...rest } = file.servers;
  if (Object.keys(rest).length === 0) rmSync(path, { force: true });
  else writeFile(path, { version: 1, servers: rest });
};
