import { formatDateTime, type OutboxMessageStatus } from "@proshop/core";
import { commandContext } from "../command-context.ts";
import { renderPairs, renderTable } from "../output/table.ts";
import type { ParsedCommand } from "../program.ts";
import { openApi } from "../session/api.ts";
import { requireSession } from "../session/session.ts";
import { parsePositive } from "./products.ts";

/*
 * `proshop outbox [--status s] [--to email] [--limit n]` and `proshop outbox show <id>`: the
 * shop's e-mails for support agents (GET /admin/outbox, GET /admin/outbox/{id}), so support can
 * tell whether a mail left, and why not when it failed. The server hides the secret of every
 * link (reset, invitation): only the recipient gets it, by mail (issue 32 item 3).
 */

/**
 * Text as the server stored it may come from a customer (a contact question): terminal control
 * characters are dropped so it cannot move the cursor, clear the screen or fake output.
 */
const printable = (text: string): string => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "");

export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const showId = parsed.args[0] === "show" ? (parsed.args[1] ?? "") : undefined;
  const id = showId === undefined ? undefined : parsePositive("<id>", showId);
  // commander checked it against OUTBOX_MESSAGE_STATUSES.
  const status = parsed.options["status"] as OutboxMessageStatus | undefined;
  const to = parsed.options["to"] as string | undefined;
  const limit = parsePositive("--limit", parsed.options["limit"]);
  const session = requireSession(context);
  const api = openApi(context, { token: session.token, customerNumber: null }, "outbox");
  const when = (iso: string | null) => (iso === null ? "-" : formatDateTime(iso, context.locale, { withTime: true }));
  try {
    if (id !== undefined) {
      const message = await api.call(t("cli.progress.loading"), (client) => client.getOutboxMessage(id));
      context.out.result(message, () =>
        [
          renderPairs([
            [t("outbox.id"), String(message.id)],
            [t("outbox.kind"), message.kind],
            [t("outbox.to"), printable(message.to)],
            [t("outbox.subject"), printable(message.subject)],
            [t("outbox.market"), message.organisation ?? "-"],
            [t("outbox.status_label"), t(`outbox.status.${message.status}`)],
            [t("outbox.attempts"), String(message.attempts)],
            [t("outbox.created"), when(message.created_at)],
            [t("outbox.sent"), when(message.sent_at)],
            ...(message.last_error === null ? [] : [[t("outbox.last_error"), printable(message.last_error)] as const]),
          ]),
          "",
          printable(message.text),
        ].join("\n"),
      );
      return;
    }
    const list = await api.call(t("cli.progress.loading"), (client) =>
      client.listOutbox({ ...(status === undefined ? {} : { status }), ...(to === undefined ? {} : { to }), ...(limit === undefined ? {} : { limit }) }),
    );
    context.out.result(list, () => {
      if (list.messages.length === 0) return t("outbox.none");
      // Why a mail failed (a mail server's permanent rejection), when one did.
      const failures = list.messages.some((message) => message.last_error !== null);
      const table = renderTable(
        [
          { header: t("outbox.id"), align: "right" },
          { header: t("outbox.created") },
          { header: t("outbox.status_label") },
          { header: t("outbox.kind") },
          { header: t("outbox.to") },
          { header: t("outbox.subject") },
          ...(failures ? [{ header: t("outbox.last_error") }] : []),
        ],
        list.messages.map((message) => [
          String(message.id),
          when(message.created_at),
          t(`outbox.status.${message.status}`),
          message.kind,
          printable(message.to),
          printable(message.subject),
          ...(failures ? [printable(message.last_error ?? "")] : []),
        ]),
      );
      return `${table}\n\n${t("outbox.count", { count: list.messages.length })}`;
    });
  } finally {
    await api.dispose();
  }
};
