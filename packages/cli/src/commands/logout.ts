import { commandContext } from "../command-context.ts";
import type { ParsedCommand } from "../program.ts";
import { openApi } from "../session/api.ts";
import { forgetCredentials, readCredentials } from "../session/credentials.ts";
import { requireSession } from "../session/session.ts";

/**
 * `proshop logout`: ends this session on the server (POST /auth/logout, through core's
 * ApiClient.forgetSession: the account's other sessions go on) and forgets this server's token
 * and chosen company. An unreachable server does not keep the token here. A token given with
 * PROSHOP_TOKEN is the caller's to unset; the command says so.
 *
 * `proshop logout --everywhere` ends every session of the account (POST /auth/logout/everywhere):
 * a lost phone, a shared computer left logged in. Unlike a plain log-out it must reach the
 * server: when it cannot, it fails (exit 3 or 4) and says so, since the other sessions go on.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  if (parsed.options["everywhere"] === true) return runEverywhere(parsed);
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

const runEverywhere = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t, out } = context;
  const session = requireSession(context);
  const api = openApi(context, { token: session.token, customerNumber: null }, "logout");
  try {
    await api.call(t("cli.progress.logging_out"), (client) => client.endEverySession());
  } finally {
    await api.dispose();
  }
  forgetCredentials(context.server);
  const envToken = session.source === "env";
  out.result({ server: context.server, logged_out: true, everywhere: true, email: session.email, token_from_env: envToken }, () =>
    [t("cli.logout.everywhere_done", { server: context.server }), ...(envToken ? [t("cli.logout.env_token")] : [])].join("\n"),
  );
};
