import { formatDateTime, waitedFor, waitedForMessageId, type PendingAccount } from "@proshop/core";
import { Effect } from "effect";
import { commandContext } from "../command-context.ts";
import { usageFailure } from "../errors.ts";
import { marketCurrencyOf } from "../output/market-currency.ts";
import { money } from "../output/market-money.ts";
import { renderTable } from "../output/table.ts";
import type { ParsedCommand } from "../program.ts";
import { openApi } from "../session/api.ts";
import { requireSession } from "../session/session.ts";

/*
 * Support's approvals (issue 12): `proshop accounts pending`, `proshop accounts approve
 * <email|cust_no>`, `proshop accounts refuse <email|cust_no> --reason <text>` and `proshop
 * accounts max-order <email> <amount>` (GET /admin/accounts/pending, POST
 * /admin/accounts/approve and /refuse, PUT /admin/accounts/max_order_amount). The server
 * decides who may (support agents of the account's market) and audits every decision. A
 * customer number stands for the account that created the company (issue 32 item 11): when it
 * names no waiting account, the server's refusal lists the e-mails to decide by instead.
 */

/** Names and company names are a customer's text: no terminal control characters. */
const printable = (text: string): string => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "");

/** "250", "250.5", "250,50" -> cents; "none" -> null (no limit). */
export const parseAmount = (text: string): number | null => {
  if (text.trim().toLowerCase() === "none") return null;
  const match = /^(\d{1,8})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (match === null) throw usageFailure("accounts.amount_invalid");
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
};

export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const [action = "pending", target = "", amount = ""] = parsed.args;
  const reason = typeof parsed.options["reason"] === "string" ? parsed.options["reason"] : "";
  if (action === "refuse" && reason.trim() === "") throw usageFailure("accounts.reason_required");
  const cents = action === "max-order" ? parseAmount(amount) : null;
  const session = requireSession(context);
  const api = openApi(context, { token: session.token, customerNumber: null }, `accounts-${action}`);
  const emails = (accounts: readonly PendingAccount[]) => accounts.map((account) => printable(account.email)).join(", ");
  try {
    if (action === "approve") {
      const answer = await api.call(t("cli.progress.loading"), (client) => client.approveAccount(target));
      context.out.result(answer, () => t("accounts.approved", { count: answer.accounts.length, emails: emails(answer.accounts) }));
      return;
    }
    if (action === "refuse") {
      const answer = await api.call(t("cli.progress.loading"), (client) => client.refuseAccount(target, reason));
      context.out.result(answer, () => t("accounts.refused", { count: answer.accounts.length, emails: emails(answer.accounts) }));
      return;
    }
    if (action === "max-order") {
      // The agent's market's currency (issue 35 item 20): the accounts they decide are of their markets.
      const [answer, agent] = await api.call(t("cli.progress.loading"), (client) =>
        Effect.all([client.setMaxOrderAmount(target, cents), client.getCurrentUser()], { concurrency: 2 }),
      );
      const market = { ...context, currency: marketCurrencyOf(null, agent) };
      const shown = answer.max_order_amount_cents === null ? t("accounts.no_limit") : money(market, answer.max_order_amount_cents);
      context.out.result(answer, () => t("accounts.max_order_set", { email: answer.email, amount: shown }));
      return;
    }
    const list = await api.call(t("cli.progress.loading"), (client) => client.listPendingAccounts());
    const waitedText = (account: PendingAccount) => {
      const waited = waitedFor(account.registered_at, context.now());
      return t(waitedForMessageId(waited), { count: waited.count });
    };
    context.out.result(list, () => {
      if (list.accounts.length === 0) return t("accounts.none_pending");
      const table = renderTable(
        [
          { header: t("accounts.column.registered") },
          // How long each has waited (issue 35 item 6): the oldest are the ones to decide first.
          { header: t("supportTools.waited_column"), align: "right" },
          { header: t("accounts.column.email"), keep: true },
          { header: t("accounts.column.name") },
          { header: t("accounts.column.cust_no"), keep: true },
          { header: t("accounts.column.company") },
          { header: t("accounts.column.licence") },
          { header: t("accounts.column.licence_state") },
          { header: t("accounts.column.membership") },
          { header: t("accounts.column.market") },
        ],
        list.accounts.map((account) => [
          formatDateTime(account.registered_at, context.locale, { withTime: true }),
          waitedText(account),
          printable(account.email),
          printable(`${account.first_name} ${account.last_name}`.trim()),
          account.cust_no,
          printable(account.company_name),
          printable(account.license_number) || "-",
          t(`accounts.licence_state.${account.license_state}`),
          t(`accounts.membership_state.${account.company_confirmed ? "confirmed" : "unconfirmed"}`),
          account.organisation,
        ]),
      );
      return `${table}\n\n${t("accounts.pending_count", { count: list.accounts.length })}`;
    });
  } finally {
    await api.dispose();
  }
};
