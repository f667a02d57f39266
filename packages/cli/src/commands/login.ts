import { reportingLevelOfToken } from "@proshop/core";
import { commandContext } from "../command-context.ts";
import { usageFailure } from "../errors.ts";
import { promptHidden, promptLine, readAllInput } from "../output/prompt.ts";
import type { ParsedCommand } from "../program.ts";
import { openApi } from "../session/api.ts";
import { credentialsPath, updateCredentials } from "../session/credentials.ts";
import { describeUser } from "./whoami.ts";

/**
 * `proshop login [email] [--password-stdin]`: logs in with core's ApiClient (POST /auth/login)
 * and keeps the token for this server in the credentials file (0600). The password comes from
 * a hidden prompt, or from standard input for scripts; never from an argument, which would
 * land in the shell's history and the process list.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t, out } = context;
  const interactive = context.stdin.isTTY === true;
  const passwordFromStdin = parsed.options["passwordStdin"] === true;

  let email = parsed.args[0]?.trim() ?? "";
  if (email === "") {
    if (!interactive || passwordFromStdin) throw usageFailure("cli.login.email_needed");
    email = await promptLine(`${t("cli.login.email_prompt")} `);
    if (email === "") throw usageFailure("cli.login.email_needed");
  }

  let password: string;
  if (passwordFromStdin) password = await readAllInput(context.stdin);
  else if (interactive) {
    try {
      password = await promptHidden(`${t("cli.login.password_prompt")} `);
    } catch {
      throw usageFailure("cli.login.cancelled");
    }
  } else throw usageFailure("cli.login.password_needs_terminal");
  if (password === "") throw usageFailure("cli.login.password_empty");

  const api = openApi(context, { token: null, customerNumber: null }, "login");
  try {
    const answer = await api.call(t("cli.progress.logging_in"), (client) => client.login({ email, password }));
    const path = credentialsPath(context.env);
    updateCredentials(context.server, { token: answer.auth, email, on_behalf: null }, path);
    const { auth: _token, ...user } = answer;
    out.result(
      { server: context.server, email, user, credentials_file: path },
      () => `${t("cli.login.done", { email, server: context.server })}\n${describeUser(context, email, user, null, reportingLevelOfToken(answer.auth))}`,
    );
  } finally {
    await api.dispose();
  }
};
