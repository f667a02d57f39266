import { readFileSync, statSync } from "node:fs";
import {
  cartLineId,
  cartProductLimitsOf,
  describeViolation,
  diffCartReplays,
  filterByOrganisation,
  formatDateTime,
  readCartRecordingQuickly,
  replayCartRecording,
  type CartLimitContext,
  type CartRecording,
  type CartReplay,
  type CartReplayDiff,
  type LiveCart,
  type ReplayedCartStep,
  type ShopProduct,
} from "@proshop/core";
import { commandContext } from "../command-context.ts";
import type { CommandContext } from "../context.ts";
import { usageFailure } from "../errors.ts";
import { limitReportDocument, renderCartLines, renderCartTotals, renderLimitReport, renderViolations, violationDocument } from "../output/cart.ts";
import { money } from "../output/market-money.ts";
import type { ParsedCommand } from "../program.ts";
import type { CliApi } from "../session/api.ts";
import { requireSession } from "../session/session.ts";

/*
 * `proshop cart replay <file | --customer cust_no> [--live]`: rebuilds a cart from its
 * recording with core's replay (the cart machine itself, driven by the recorded events, with
 * the recorded server answers and clock), so the agent sees what the customer saw: every
 * line's status, the changes refused at the time, the limits the cart breaks, and every limit
 * explained. `--live` replays the same changes against today's catalogue and limits and shows
 * what differs (core's diffCartReplays).
 *
 * A recording file needs no login (unless `--live`); a missing file, a file that is not JSON
 * and a malformed recording are usage errors (exit 2) naming the problem.
 */

/** Reads and decodes a recording file, or throws the usage failure that says what is wrong with it. */
export const readRecordingFile = async (file: string): Promise<CartRecording> => {
  let text: string;
  try {
    if (!statSync(file).isFile()) throw usageFailure("cli.usage.file_unreadable", { file });
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") throw usageFailure("cli.usage.file_missing", { file });
    if (error instanceof Error && error.name === "CliFailure") throw error;
    throw usageFailure("cli.usage.file_unreadable", { file });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw usageFailure("cli.usage.not_json", { file });
  }
  const quick = readCartRecordingQuickly(parsed);
  if (quick !== null) return quick;
  // The schema (and Effect with it) only when the quick reader cannot vouch for the file.
  const { decodeRecordingFile } = await import("../cart/decode-recording.ts");
  return decodeRecordingFile(file, parsed);
};

/** Today's limits for a recording: its own (the customer's maximum, orders this year) with today's catalogue entries. */
export const liveLimitsFor = (recording: CartRecording, products: Parameters<typeof cartProductLimitsOf>[0][]): CartLimitContext => ({
  ...recording.snapshot.limits,
  products: Object.fromEntries(products.map((product) => [product.part_no, cartProductLimitsOf(product)])),
});

const when = (context: CommandContext, at: number | string) => formatDateTime(at, context.locale, { withTime: true });

const refusedSteps = (replay: CartReplay) => replay.steps.filter((step) => step.outcome === "refused");

/** The product and quantity a refused change asked for (issue 35): what support tells the customer. */
const refusedChange = (recording: CartRecording, step: ReplayedCartStep): { readonly product: ShopProduct | null; readonly quantity: number } | null => {
  const { event } = step;
  if (event.type === "cart.add") return { product: recording.snapshot.products[event.product] ?? null, quantity: event.quantity };
  if (event.type === "cart.setQuantity") {
    return { product: recording.snapshot.products.find((product) => cartLineId(product) === event.lineId) ?? null, quantity: event.quantity };
  }
  return null;
};

const productText = (product: ShopProduct | null, fallback: string): string =>
  product === null ? fallback : `${product.SKUName || product.part_no} (${product.part_no})`;

const replayDocument = (context: CommandContext, replay: CartReplay, recording: CartRecording) => ({
  cart: replay.cart,
  state: replay.state,
  notice: replay.notice,
  violations: violationDocument(context, replay.violations),
  limits: limitReportDocument(context, replay.explain),
  refused_steps: refusedSteps(replay).map((step) => {
    const change = refusedChange(recording, step);
    return {
      index: step.index,
      at: step.at,
      by: step.by,
      event: step.event,
      violation: step.violation,
      product: change?.product == null ? null : { part_no: change.product.part_no, name: change.product.SKUName },
      quantity: change?.quantity ?? null,
    };
  }),
});

const renderReplay = (context: CommandContext, replay: CartReplay, recording: CartRecording): string => {
  const { t } = context;
  const refused = refusedSteps(replay);
  return [
    renderCartLines(context, replay.cart),
    ...(replay.cart.products.length === 0 ? [] : ["", renderCartTotals(context, replay.cart)]),
    ...(refused.length === 0
      ? []
      : [
          "",
          t("cli.replay.refused_steps", { count: refused.length }),
          ...refused.map((step) => {
            const title = step.violation === null ? step.event.type : describeViolation(t, step.violation, context.locale, context.currency).title;
            const change = refusedChange(recording, step);
            const fallback = step.event.type === "cart.setQuantity" ? step.event.lineId : step.event.type;
            return `  ${
              change === null
                ? t("cli.replay.refused_step", { at: when(context, step.at), by: step.by, title })
                : t(step.event.type === "cart.add" ? "cli.replay.refused_add" : "cli.replay.refused_set", {
                    at: when(context, step.at),
                    by: step.by,
                    title,
                    product: productText(change.product, fallback),
                    quantity: change.quantity,
                  })
            }`;
          }),
        ]),
    "",
    renderViolations(context, replay.violations),
    "",
    renderLimitReport(context, replay.explain),
  ].join("\n");
};

const shown = (context: CommandContext, field: string, value: unknown): string => {
  if (value === null || value === undefined) return context.t("cli.replay.none_value");
  if (typeof value === "number" && ["price", "subtotal", "discount", "shipping", "total"].includes(field)) return money(context, value);
  if (field === "status" && typeof value === "string") return context.t(`cart.status.${value}`, { available: "?" });
  return typeof value === "object" ? JSON.stringify(value) : String(value);
};

const renderDiff = (context: CommandContext, diff: CartReplayDiff): string => {
  const { t } = context;
  if (diff.same) return t("cli.replay.same");
  const outcome = (value: string) => t(`cli.replay.outcome.${value}`);
  return [
    t("cli.replay.differences"),
    ...diff.lines.flatMap((line) => {
      const product = `${line.name || line.part_no} (${line.part_no})`;
      if (line.live === null) return [`  ${t("cli.replay.line_only_saw", { product })}`];
      if (line.saw === null) return [`  ${t("cli.replay.line_only_live", { product })}`];
      return line.changes.map(
        (change) =>
          `  ${t("cli.replay.line_changed", { product, field: change.field, saw: shown(context, change.field, change.saw), live: shown(context, change.field, change.live) })}`,
      );
    }),
    ...diff.totals.map(
      (total) =>
        `  ${t("cli.replay.total_changed", { field: total.field, saw: shown(context, total.field, total.saw), live: shown(context, total.field, total.live) })}`,
    ),
    ...(diff.code === null
      ? []
      : [`  ${t("cli.replay.code_changed", { saw: diff.code.saw ?? t("cli.replay.none_value"), live: diff.code.live ?? t("cli.replay.none_value") })}`]),
    ...diff.steps.map(
      (step) =>
        `  ${t("cli.replay.step_changed", { index: step.index + 1, type: step.type, line: step.line ?? "", saw: outcome(step.saw), live: outcome(step.live) })}`,
    ),
    ...diff.violations.added.map((v) => `  ${t("cli.replay.violation_new", { title: describeViolation(t, v, context.locale, context.currency).title })}`),
    ...diff.violations.removed.map((v) => `  ${t("cli.replay.violation_gone", { title: describeViolation(t, v, context.locale, context.currency).title })}`),
  ].join("\n");
};

export const run = async (parsed: ParsedCommand): Promise<void> => {
  const given = commandContext(parsed);
  const { t } = given;
  const file = parsed.args[0];
  const customer = typeof parsed.options["customer"] === "string" ? parsed.options["customer"].trim() : undefined;
  const live = parsed.options["live"] === true;
  if ((file === undefined) === (customer === undefined || customer === "")) throw usageFailure("cli.usage.replay_source");

  // A file is checked before any login, so a bad file says so even when logged out.
  const fromFile = file === undefined ? null : await readRecordingFile(file);
  let api: CliApi | null = null;
  try {
    const needsServer = fromFile === null || live;
    if (needsServer) {
      const session = requireSession(given);
      // Loaded only here: a file replay never runs Effect's HTTP client, so it does not load it.
      const { openApi } = await import("../session/api.ts");
      api = openApi(given, { token: session.token, customerNumber: session.onBehalf?.cust_no ?? null }, "cart replay");
    }
    let stored: LiveCart | null = null;
    if (fromFile === null && api !== null) {
      stored = await api.call(t("cli.progress.loading_cart"), (client) => client.getCustomerCart(customer!));
    }
    const recording = fromFile ?? stored!.recording;
    // Amounts in the currency of the shop the cart was recorded on (issue 35 item 20): the one the
    // recording names, else asked of the server when it is asked anyway; an older recording
    // replayed alone (no server) writes EUR. Loaded only here: the lookup reads schemas, and a
    // file replay loads no Effect.
    let currency: string | undefined = recording.shop.currency;
    if (currency === undefined && api !== null) {
      const { hostCurrencyOf } = await import("../output/market-currency.ts");
      currency = await hostCurrencyOf(given, api, recording.shop.hostname);
    }
    const context: CommandContext = { ...given, currency };
    const saw = replayCartRecording(recording);

    let liveReplay: CartReplay | null = null;
    let diff: CartReplayDiff | null = null;
    if (live && api !== null) {
      const products = await api.call(t("cli.progress.loading"), (client) => client.listProducts());
      // The customer's catalogue: the organisation of the products the recording holds.
      const organisation = recording.snapshot.products[0]?.organisation.id ?? null;
      const catalogue = filterByOrganisation(products, organisation);
      liveReplay = replayCartRecording(recording, { products: catalogue, limits: liveLimitsFor(recording, catalogue), now: context.now() });
      diff = diffCartReplays(saw, liveReplay);
    }

    const company = { cust_no: recording.company.cust_no, name: recording.company.name ?? null };
    context.out.result(
      {
        source:
          stored !== null
            ? { kind: "customer", cust_no: customer, updated_at: stored.updated_at, updated_by: stored.updated_by }
            : { kind: "file", file },
        recording: {
          shop: recording.shop,
          user: recording.user,
          company: recording.company,
          time_zone: recording.time_zone,
          taken_at: recording.snapshot.taken_at,
          events: recording.events.length,
        },
        company,
        saw: replayDocument(context, saw, recording),
        live: liveReplay === null ? null : { ...replayDocument(context, liveReplay, recording), diff },
      },
      () =>
        [
          context.out.colours.bold(t("cli.replay.heading", { name: company.name ?? "-", cust_no: company.cust_no })),
          stored !== null
            ? t("cli.replay.source_customer", { cust_no: customer!, updated_at: when(context, stored.updated_at), updated_by: stored.updated_by ?? "-" })
            : t("cli.replay.source_file", { file: file! }),
          t("cli.replay.recorded", {
            user: recording.user.email,
            hostname: recording.shop.hostname,
            locale: recording.shop.locale,
            events: recording.events.length,
            taken_at: when(context, recording.snapshot.taken_at),
          }),
          "",
          renderReplay(context, saw, recording),
          ...(liveReplay === null || diff === null
            ? []
            : ["", context.out.colours.bold(t("cli.replay.live_heading")), "", renderDiff(context, diff)]),
        ].join("\n"),
    );
  } finally {
    await api?.dispose();
  }
};
