import {
  reportingLevelOfToken,
  supportContactLine,
  supportContactOf,
  userLevelMessageId,
  userMaxOrderCents,
  type CurrentUserAnswer,
  type ReportingMe,
  type UserLevel,
} from "@proshop/core";
import { commandContext } from "../command-context.ts";
import type { CommandContext } from "../context.ts";
import { authFailure, CliFailure, serverFailure } from "../errors.ts";
import { marketCurrencyOf } from "../output/market-currency.ts";
import { money } from "../output/market-money.ts";
import { renderPairs } from "../output/table.ts";
import type { ParsedCommand } from "../program.ts";
import { openApi } from "../session/api.ts";
import type { ActingCompany } from "../session/credentials.ts";
import { requireSession } from "../session/session.ts";

/** "Reporting area: Super administrator (level 5)": a reporting account is no shop customer (issue 35). */
export const reportingRole = (context: CommandContext, level: UserLevel): string =>
  context.t("cli.whoami.role_reporting", { level, level_name: context.t(userLevelMessageId(level)) });

/** The lines `whoami` and `login` print about the user; `reportingLevel` for a reporting account (from its token). */
export const describeUser = (
  context: CommandContext,
  email: string | null,
  user: CurrentUserAnswer,
  onBehalf: ActingCompany | null,
  reportingLevel: UserLevel | null = null,
): string => {
  const { t } = context;
  const max = userMaxOrderCents(user);
  const company = user.company ?? null;
  const companyText = company === null ? "-" : `${company.Name} (${company.cust_no})`;
  if (reportingLevel !== null) {
    // The shop's maximum and acting company mean nothing in the reporting area.
    return renderPairs([
      [t("cli.whoami.email"), email ?? "-"],
      [t("cli.whoami.user_id"), String(user.id)],
      [t("cli.whoami.company"), companyText],
      [t("cli.whoami.role"), reportingRole(context, reportingLevel)],
      [t("cli.whoami.server"), context.server],
    ]);
  }
  return renderPairs([
    [t("cli.whoami.email"), email ?? "-"],
    [t("cli.whoami.user_id"), String(user.id)],
    [t("cli.whoami.company"), companyText],
    [t("cli.whoami.role"), t(user.is_sales ? "cli.whoami.role_representative" : "cli.whoami.role_customer")],
    [t("cli.whoami.max_order_amount"), max === null ? t("cli.whoami.no_maximum") : money({ ...context, currency: marketCurrencyOf(company, user) }, max)],
    // The market's support line, address and hours, as the contact page and the e-mails give them (issue 35 item 18).
    [t("cli.whoami.support"), supportContactLine(t, context.locale, supportContactOf(company?.organisation ?? user.organisation)) ?? "-"],
    [t("cli.whoami.acting_for"), onBehalf !== null ? `${onBehalf.name} (${onBehalf.cust_no})` : t(user.is_sales ? "cli.whoami.no_company_chosen" : "cli.whoami.own_company")],
    [t("cli.whoami.server"), context.server],
  ]);
};

/** GET /reporting/api/me with the session, or null when it cannot say (the token's level is then all we show). */
const reportingMe = async (context: CommandContext, token: string): Promise<ReportingMe | null> => {
  try {
    const response = await fetch(`${context.server.replace(/\/+$/, "")}/reporting/api/me`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status === 401) throw authFailure("cli.auth.log_in_again", { server: context.server });
    return response.ok ? ((await response.json()) as ReportingMe) : null;
  } catch (error) {
    if (error instanceof CliFailure) throw error;
    throw serverFailure("cli.server.unreachable", { server: context.server });
  }
};

/** `whoami` of a reporting account: the shop refuses it, so the reporting area says who it is and its level. */
const describeReportingAccount = async (context: CommandContext, session: { readonly token: string; readonly email: string | null; readonly source: string }, level: UserLevel) => {
  const { t } = context;
  const me = await reportingMe(context, session.token);
  const shownLevel = me?.level ?? level;
  context.out.result(
    { server: context.server, email: me?.email ?? session.email, reporting: me ?? { level }, token_source: session.source },
    () =>
      renderPairs([
        [t("cli.whoami.email"), me?.email ?? session.email ?? "-"],
        ...(me === null ? [] : [[t("cli.whoami.user_id"), String(me.id)] as const, [t("cli.whoami.company"), `${me.company.name} (${me.company.id})`] as const]),
        [t("cli.whoami.role"), reportingRole(context, shownLevel)],
        [t("cli.whoami.server"), context.server],
      ]),
  );
};

/** `proshop whoami`: who the stored token belongs to (GET /admin/user/me) and which company commands act for. */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const session = requireSession(context);
  const reportingLevel = reportingLevelOfToken(session.token);
  if (reportingLevel !== null) {
    await describeReportingAccount(context, session, reportingLevel);
    return;
  }
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
