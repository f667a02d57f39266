import { cartLimitViews, selectCartLimitReport, type CartLimitView, type CompanyUser } from "@proshop/core";
import { openLiveCart, type LiveCartSession } from "../cart/live-cart.ts";
import { commandContext } from "../command-context.ts";
import type { CommandContext } from "../context.ts";
import { refusedFailure } from "../errors.ts";
import { limitReportDocument, renderLimitReport } from "../output/cart.ts";
import { money } from "../output/market-money.ts";
import type { ParsedCommand } from "../program.ts";
import { cartHeading } from "./cart-show.ts";

/**
 * `proshop cart explain [--as <email>]`: every limit that applies to the live cart (core's
 * `explainCartLimits`, judged on today's limits and day): scope, limit, used, remaining, and
 * what would fix it. Exits 0 even when some are exceeded: it explains, it does not refuse.
 *
 * Acting for a company (issue 35 item 1), the agent's own verdict is not the customer's: it has
 * no maximum order amount, the nurse has 500 €. So the verdict is given as the company's users
 * see it (GET /admin/company/{cust_no}/users, core's `cartLimitViews`): one view per distinct
 * maximum, naming its users, or only the user `--as` names. `--locale` words it in the
 * customer's language.
 */

/** Names and e-mails are a customer's text: no terminal control characters. */
const printable = (text: string): string => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "");

const userLabel = (user: CompanyUser): string => {
  const name = printable(`${user.first_name} ${user.last_name}`.trim());
  return `${printable(user.email)}${name === "" ? "" : ` (${name}, ${printable(user.language)})`}`;
};

/** The company's users whose verdict is shown: all, or the one `--as` names (refused when it is none of them). */
const viewersOf = async (context: CommandContext, live: LiveCartSession, as: string | undefined): Promise<readonly CompanyUser[] | null> => {
  const custNo = live.company?.cust_no;
  if (live.session.onBehalf === null || custNo === undefined) return null;
  const answer = await live.api.call(context.t("cli.progress.loading"), (client) => client.listCompanyUsers(custNo));
  if (as === undefined) return answer.users;
  const wanted = as.trim().toLowerCase();
  const chosen = answer.users.filter((user) => user.email.toLowerCase() === wanted);
  if (chosen.length === 0) {
    throw refusedFailure("supportTools.explain.unknown_user", {
      email: printable(as),
      cust_no: custNo,
      emails: answer.users.map((user) => printable(user.email)).join(", ") || "-",
    });
  }
  return chosen;
};

export const run = async (parsed: ParsedCommand): Promise<void> => {
  const given = commandContext(parsed);
  const { t } = given;
  const as = typeof parsed.options["as"] === "string" ? parsed.options["as"] : undefined;
  const live = await openLiveCart(given, "cart explain");
  try {
    // Amounts in the acting company's market currency, as its users see them (issue 35 item 20).
    const context: CommandContext = { ...given, currency: live.currency };
    const snapshot = live.actor.getSnapshot();
    const reports = selectCartLimitReport(snapshot);
    const viewers = await viewersOf(context, live, as);
    const views: CartLimitView<CompanyUser>[] = viewers === null ? [] : cartLimitViews(snapshot, viewers);
    const company = { cust_no: live.company?.cust_no ?? null, name: live.company?.Name ?? null };
    const heading = context.out.colours.bold(cartHeading(context, live));
    if (viewers === null || views.length === 0) {
      context.out.result(
        { company, limits: limitReportDocument(context, reports), exceeded: reports.filter((report) => report.exceeded).length },
        () =>
          [heading, "", ...(viewers === null ? [] : [t("supportTools.explain.no_users", { cust_no: company.cust_no ?? "-" }), ""]), renderLimitReport(context, reports)].join(
            "\n",
          ),
      );
      return;
    }
    const limitText = (cents: number | null) => (cents === null ? t("supportTools.explain.no_limit") : money(context, cents));
    context.out.result(
      {
        company,
        // The strictest view's count: the cart is blocked for someone as soon as one view exceeds a limit.
        exceeded: Math.max(...views.map((view) => view.reports.filter((report) => report.exceeded).length)),
        views: views.map((view) => ({
          users: view.users.map((user) => ({ email: user.email, first_name: user.first_name, last_name: user.last_name, language: user.language })),
          max_order_amount_cents: view.max_order_amount_cents,
          limits: limitReportDocument(context, view.reports),
          exceeded: view.reports.filter((report) => report.exceeded).length,
        })),
      },
      () =>
        [
          heading,
          ...views.flatMap((view) => [
            "",
            context.out.colours.bold(
              t("supportTools.explain.seen_by", { users: view.users.map(userLabel).join(", "), limit: limitText(view.max_order_amount_cents) }),
            ),
            renderLimitReport(context, view.reports),
          ]),
        ].join("\n"),
    );
  } finally {
    await live.stop();
  }
};
