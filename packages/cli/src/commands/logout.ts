import { commandContext } from "../command-context.ts";
import type { ParsedCommand } from "../program.ts";
import { openApi } from "../session/api.ts";
import { forgetCredentials, readCredentials } from "../session/credentials.ts";

/**
 * `proshop logout`: ends the session on the server (POST /auth/logout, through core's
 * ApiClient.forgetSession: every session of the account ends) and forgets this server's token
 * and chosen company. An unreachable server does not keep the token here. A token given with
 * PROSHOP_TOKEN is the caller's to unset; the command says so.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t, out } = context;
  const had = readCredentials(context.server);
  if (had.token !== null) {
    const api = openApi(context, { token: had.token, customerNumber: null }, "logout");
    try {
      await api.call(t("cli.progress.logging_out"), (client) => client.forgetSession());
    } catch {
      // Offline or refused: the token is forgotten below all the same.
    } finally {
      await api.dispose();
    }
  }
  forgetCredentials(context.server);
  const envToken = (context.env["PROSHOP_TOKEN"] ?? "").trim() !== "";
  out.result({ server: context.server, logged_out: had.token !== null, email: had.email, token_from_env: envToken }, () =>
    [
      had.token !== null ? t("cli.logout.done", { server: context.server }) : t("cli.logout.not_logged_in", { server: context.server }),
      ...(envToken ? [t("cli.logout.env_token")] : []),
    ].join("\n"),
  );
};
