import { commandContext } from "../command-context.ts";
import type { ParsedCommand } from "../program.ts";
import { openApi } from "../session/api.ts";
import { requireSession } from "../session/session.ts";

/*
 * `proshop invite <email>` (issue 11): an approved, confirmed user invites a colleague into
 * their company (POST /admin/invitation); the colleague registering through the e-mailed link
 * is confirmed at once.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const email = parsed.args[0] ?? "";
  const session = requireSession(context);
  const api = openApi(context, { token: session.token, customerNumber: null }, "invite");
  try {
    const answer = await api.call(t("cli.progress.loading"), (client) => client.invite(email));
    context.out.result({ ...answer, email }, () => t("invitation.sent", { email }));
  } finally {
    await api.dispose();
  }
};
