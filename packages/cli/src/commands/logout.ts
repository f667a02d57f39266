import { commandContext } from "../command-context.ts";
import type { ParsedCommand } from "../program.ts";
import { forgetCredentials, readCredentials } from "../session/credentials.ts";

/**
 * `proshop logout`: forgets this server's token and chosen company. Tokens are stateless JWTs
 * (the server keeps no session), so forgetting the token is the whole logout. A token given
 * with PROSHOP_TOKEN is the caller's to unset; the command says so.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t, out } = context;
  const had = readCredentials(context.server);
  forgetCredentials(context.server);
  const envToken = (context.env["PROSHOP_TOKEN"] ?? "").trim() !== "";
  out.result({ server: context.server, logged_out: had.token !== null, email: had.email, token_from_env: envToken }, () =>
    [
      had.token !== null ? t("cli.logout.done", { server: context.server }) : t("cli.logout.not_logged_in", { server: context.server }),
      ...(envToken ? [t("cli.logout.env_token")] : []),
    ].join("\n"),
  );
};
