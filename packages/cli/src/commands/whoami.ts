import { formatEuros, userMaxOrderCents, type CurrentUserAnswer } from "@proshop/core";
import { commandContext } from "../command-context.ts";
import type { CommandContext } from "../context.ts";
import { renderPairs } from "../output/table.ts";
import type { ParsedCommand } from "../program.ts";
import { openApi } from "../session/api.ts";
import type { ActingCompany } from "../session/credentials.ts";
import { requireSession } from "../session/session.ts";

/** The lines `whoami` and `login` print about the user. */
export const describeUser = (
  context: CommandContext,
  email: string | null,
  user: CurrentUserAnswer,
  onBehalf: ActingCompany | null,
): string => {
  const { t } = context;
  const max = userMaxOrderCents(user);
  const company = user.company ?? null;
  return renderPairs([
    [t("cli.whoami.email"), email ?? "-"],
    [t("cli.whoami.user_id"), String(user.id)],
    [t("cli.whoami.company"), company === null ? "-" : `${company.Name} (${company.cust_no})`],
    [t("cli.whoami.role"), t(user.is_sales ? "cli.whoami.role_representative" : "cli.whoami.role_customer")],
    [t("cli.whoami.max_order_amount"), max === null ? t("cli.whoami.no_maximum") : formatEuros(max, context.locale)],
    [t("cli.whoami.acting_for"), onBehalf !== null ? `${onBehalf.name} (${onBehalf.cust_no})` : t(user.is_sales ? "cli.whoami.no_company_chosen" : "cli.whoami.own_company")],
    [t("cli.whoami.server"), context.server],
  ]);
};

/** `proshop whoami`: who the stored token belongs to (GET /admin/user/me) and which company commands act for. */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const session = requireSession(context);
  const api = openApi(context, { token: session.token, customerNumber: session.onBehalf?.cust_no ?? null }, "whoami");
  try {
    const user = await api.call(context.t("cli.progress.loading"), (client) => client.getCurrentUser());
    context.out.result(
      { server: context.server, email: session.email, user, on_behalf: session.onBehalf, token_source: session.source },
      () => describeUser(context, session.email, user, session.onBehalf),
    );
  } finally {
    await api.dispose();
  }
};
