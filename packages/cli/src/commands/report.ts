import { writeFileSync } from "node:fs";
import { formatDateTime, lastDayIncluded } from "@proshop/core";
import { commandContext } from "../command-context.ts";
import { authFailure, refusedFailure, serverFailure, usageFailure } from "../errors.ts";
import { renderTable } from "../output/table.ts";
import type { ParsedCommand } from "../program.ts";
import { reportFormatFor, type ReportFileFormat } from "../report/file-format.ts";
import { requireSession } from "../session/session.ts";

/*
 * `proshop report list`, `proshop report run <id> --from --to [--format] -o file` and
 * `proshop report nightly [--date]`: the scheduled reports of the reporting area (issue 15) for
 * support staff (level 5 accounts), over /reporting/api with the session of `proshop login`.
 */

interface ReportSummary {
  readonly id: number;
  readonly company: string;
  readonly report: string;
  readonly location: number;
  readonly format: string;
  readonly trigger: string | number;
  readonly period: string;
  readonly recipient: ReadonlyArray<string>;
  readonly lastsent: string | null;
  readonly last_run: { readonly status: string; readonly from: string; readonly to: string } | null;
}

export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const session = requireSession(context);
  const base = `${context.server.replace(/\/+$/, "")}/reporting/api`;
  const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${session.token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw serverFailure("reports.cli.unreachable", { server: context.server });
    }
    if (response.ok) return response;
    const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    const message = answer?.error?.message ?? `HTTP ${response.status}`;
    if (response.status === 401 || response.status === 403) throw authFailure("reports.cli.refused", { message });
    if (response.status >= 500) throw serverFailure("reports.cli.refused", { message });
    throw refusedFailure("reports.cli.refused", { message });
  };

  // Support staff only: the server allows levels 1, 2 and 5 their own scope; the terminal is level 5's.
  const me = (await (await call("GET", "/me")).json()) as { level: number };
  if (me.level !== 5) throw authFailure("reports.cli.level");

  const [action = "list", id] = parsed.args;
  if (action === "list") {
    const reports = (await (await call("GET", "/reports")).json()) as ReportSummary[];
    context.out.result({ reports }, () =>
      reports.length === 0
        ? t("reports.web.empty")
        : renderTable(
            [
              { header: "id", align: "right" },
              { header: t("reports.file.company") },
              { header: t("reports.web.field.report") },
              { header: t("reports.web.field.format") },
              { header: t("reports.web.field.trigger") },
              { header: t("reports.web.field.recipient") },
              { header: t("reports.web.field.lastsent") },
              { header: t("reports.web.field.last_run") },
            ],
            reports.map((report) => [
              String(report.id),
              report.company,
              t(`reports.kind.${report.report}`),
              report.format,
              t(`reports.trigger.${report.trigger}`),
              report.recipient.join(", "),
              // The reader's local date and time in their language (was an ISO instant, issue 35); the period's last day included.
              report.lastsent === null ? t("reports.web.never") : formatDateTime(report.lastsent, context.locale, { withTime: true }),
              report.last_run === null ? "-" : `${t(`reports.web.status.${report.last_run.status}`)} (${report.last_run.from} – ${lastDayIncluded(report.last_run.to)})`,
            ]),
          ),
    );
    return;
  }
  if (action === "nightly") {
    const date = parsed.options["date"] as string | undefined;
    const answer = await (await call("POST", "/reports/nightly", date === undefined ? {} : { date })).json();
    const counts = answer as Record<string, number>;
    context.out.result(answer, () => [t("reports.cli.nightly", counts), ...((counts["skipped"] ?? 0) > 0 ? [t("reports.cli.skipped", counts)] : [])].join("\n"));
    return;
  }
  // run <id>
  if (id === undefined || !/^\d+$/.test(id)) throw usageFailure("reports.cli.id_needed");
  const output = parsed.options["output"] as string | undefined;
  if (output === undefined || output === "") throw usageFailure("reports.cli.output_needed");
  // The file's extension chooses the format unless --format says otherwise; a contradiction is refused.
  const choice = reportFormatFor(output, parsed.options["format"] as ReportFileFormat | undefined);
  if (choice.kind === "contradiction") {
    throw usageFailure("reports.cli.format_contradiction", { file: output, extension: choice.extension, format: choice.asked });
  }
  const body = {
    ...Object.fromEntries((["from", "to"] as const).flatMap((name) => (parsed.options[name] === undefined ? [] : [[name, String(parsed.options[name])]]))),
    ...(choice.format === null ? {} : { format: choice.format }),
  };
  const response = await call("POST", `/reports/${id}/run`, body);
  const bytes = new Uint8Array(await response.arrayBuffer());
  writeFileSync(output, bytes);
  const document = { file: output, bytes: bytes.length, content_type: response.headers.get("content-type") };
  context.out.result(document, () => t("reports.cli.written", { file: output, bytes: bytes.length }));
};
