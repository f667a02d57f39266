import { commandContext } from "../command-context.ts";
import type { ParsedCommand } from "../program.ts";
import { openApi } from "../session/api.ts";
import { requireSession } from "../session/session.ts";

/*
 * `proshop maintenance <organisation> on|off [--message <text>]` (issue 12): a market's
 * maintenance mode and message (PUT /admin/organisation/{id}/maintenance), support agents of
 * that market only, audited by the server.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const [organisation = "", state = "off"] = parsed.args;
  const message = typeof parsed.options["message"] === "string" ? parsed.options["message"] : undefined;
  const session = requireSession(context);
  const api = openApi(context, { token: session.token, customerNumber: null }, "maintenance");
  try {
    const answer = await api.call(t("cli.progress.loading"), (client) =>
      client.setMaintenance(organisation, state === "on", message),
    );
    context.out.result(answer, () => t(answer.maintenance_mode ? "accounts.maintenance_on" : "accounts.maintenance_off", { organisation: answer.organisation }));
  } finally {
    await api.dispose();
  }
};
