import type { CommandContext } from "../context.ts";
import { authFailure } from "../errors.ts";
import { readCredentials, type ActingCompany } from "./credentials.ts";
import { isTokenExpired } from "./token.ts";

/** The session a command acts in: the token, who it belongs to, and the company chosen with `on-behalf`. */
export interface CliSession {
  readonly token: string;
  readonly email: string | null;
  readonly onBehalf: ActingCompany | null;
  /** `env` when PROSHOP_TOKEN gave the token (logout then cannot forget it). */
  readonly source: "env" | "file";
}

/**
 * The session for this server: PROSHOP_TOKEN when set, else the credentials file. No token:
 * exit 3 "not logged in"; an expired one: exit 3 "log in again", without asking the server.
 */
export const requireSession = (context: CommandContext): CliSession => {
  const stored = readCredentials(context.server);
  const fromEnv = context.env["PROSHOP_TOKEN"]?.trim();
  const token = fromEnv !== undefined && fromEnv !== "" ? fromEnv : stored.token;
  if (token === null || token === "") throw authFailure("cli.auth.not_logged_in", { server: context.server });
  if (isTokenExpired(token, context.now())) throw authFailure("cli.auth.log_in_again", { server: context.server });
  return {
    token,
    email: stored.email,
    onBehalf: stored.on_behalf,
    source: fromEnv !== undefined && fromEnv !== "" ? "env" : "file",
  };
};
