import { commandContext } from "../command-context.ts";
import { usageFailure } from "../errors.ts";
import type { ParsedCommand } from "../program.ts";
import { openApi } from "../session/api.ts";
import { requireSession } from "../session/session.ts";

/*
 * `proshop maintenance <organisation> on|off [--message <text>]` (issue 12): a market's
 * maintenance mode and message (PUT /admin/organisation/{id}/maintenance), and
 * `proshop maintenance --host <hostname> on|off [--title <text>] [--message <text>]` (issue 35
 * item 7): one host's shop-wide maintenance (PUT /admin/hostname/{hostname}/maintenance), whose
 * page shows the market's title and message. Support agents of that market only, audited by
 * the server.
 */

const STATES = ["on", "off"] as const;

const textOption = (parsed: ParsedCommand, name: string): string | undefined =>
  typeof parsed.options[name] === "string" ? parsed.options[name] : undefined;

export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const host = textOption(parsed, "host");
  const message = textOption(parsed, "message");
  const title = textOption(parsed, "title");
  // With --host the one argument is the state; without, the market then the state.
  const [organisation = "", state = ""] = host === undefined ? parsed.args : ["", ...parsed.args];
  const expected = host === undefined ? 2 : 1;
  if (parsed.args.length !== expected || !(STATES as readonly string[]).includes(state) || (host === undefined && title !== undefined)) {
    throw usageFailure("supportTools.maintenance_usage");
  }
  const session = requireSession(context);
  const api = openApi(context, { token: session.token, customerNumber: null }, "maintenance");
  try {
    if (host !== undefined) {
      const answer = await api.call(t("cli.progress.loading"), (client) =>
        client.setHostMaintenance(host, {
          maintenance_mode: state === "on",
          ...(title === undefined ? {} : { maintenance_title: title }),
          ...(message === undefined ? {} : { maintenance_message: message }),
        }),
      );
      context.out.result(answer, () =>
        t(answer.maintenance_mode ? "supportTools.host_maintenance_on" : "supportTools.host_maintenance_off", { hostname: answer.hostname, organisation: answer.organisation }),
      );
      return;
    }
    const answer = await api.call(t("cli.progress.loading"), (client) => client.setMaintenance(organisation, state === "on", message));
    context.out.result(answer, () => t(answer.maintenance_mode ? "accounts.maintenance_on" : "accounts.maintenance_off", { organisation: answer.organisation }));
  } finally {
    await api.dispose();
  }
};
