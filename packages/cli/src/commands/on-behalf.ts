import { commandContext } from "../command-context.ts";
import type { ParsedCommand } from "../program.ts";
import { openApi } from "../session/api.ts";
import { updateCredentials } from "../session/credentials.ts";
import { requireSession } from "../session/session.ts";

/**
 * `proshop on-behalf <cust_no>`: a representative or support agent chooses the company later
 * commands act for. The server decides (POST /admin/set_order_on_behalf: 403 for a customer or
 * a company outside the agent's market, 404 for an unknown number); the choice is kept with the
 * token and sent as `X-Customer-Number` on every later call, as the web does.
 * Without a number it shows the current choice; `--clear` drops it.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t, out } = context;
  const session = requireSession(context);
  const custNo = parsed.args[0]?.trim() ?? "";

  if (parsed.options["clear"] === true) {
    updateCredentials(context.server, { on_behalf: null });
    out.result({ server: context.server, on_behalf: null }, () => t("cli.on_behalf.cleared"));
    return;
  }
  if (custNo === "") {
    out.result({ server: context.server, on_behalf: session.onBehalf }, () =>
      session.onBehalf === null
        ? t("cli.on_behalf.none")
        : t("cli.on_behalf.current", { name: session.onBehalf.name, cust_no: session.onBehalf.cust_no }),
    );
    return;
  }

  const api = openApi(context, { token: session.token, customerNumber: null }, "on-behalf");
  try {
    const company = await api.call(t("cli.progress.loading"), (client) => client.setOrderOnBehalf(custNo));
    const chosen = { cust_no: company.cust_no, name: company.Name };
    updateCredentials(context.server, { on_behalf: chosen });
    out.result({ server: context.server, on_behalf: chosen, company }, () =>
      t("cli.on_behalf.chosen", { name: chosen.name, cust_no: chosen.cust_no }),
    );
  } finally {
    await api.dispose();
  }
};
