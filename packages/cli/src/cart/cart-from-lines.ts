import {
  applyOrderPreview,
  describeOrderPreviewCounts,
  describeOrderPreviewLine,
  previewCounts,
  previewForCart,
  selectCartViolations,
  type OrderLineEntry,
  type OrderPreview,
} from "@proshop/core";
import { cartDocument, cartHeading } from "../commands/cart-show.ts";
import type { CommandContext } from "../context.ts";
import { refusedFailure } from "../errors.ts";
import { renderCart } from "../output/cart.ts";
import { renderTable } from "../output/table.ts";
import type { LiveCartSession } from "./live-cart.ts";

/*
 * `cart import` and `cart reorder` (issue 17): lines judged by core's preview on the acting
 * company's live cart with today's catalogue and limits, then, unless `--dry-run`, put into the
 * cart as the cart machine's ordinary `cart.add` events (core's applyOrderPreview: all of the
 * preview or nothing), priced by the server and saved as the live cart's recording.
 */

/** The preview as JSON: each line with its words, and the counts. */
export const previewDocument = (context: CommandContext, preview: OrderPreview) => ({
  lines: preview.lines.map((line) => ({ ...line, text: describeOrderPreviewLine(context.t, line, context.locale, context.currency) })),
  ...previewCounts(preview),
});

/** The preview as a table: line, reference, product, asked, added, outcome and why. */
export const renderPreview = (context: CommandContext, preview: OrderPreview): string => {
  const { t, out } = context;
  const tone = { added: out.colours.green, added_in_part: out.colours.yellow, refused: out.colours.red } as const;
  const counts = previewCounts(preview);
  return [
    renderTable(
      [
        { header: t("quickOrder.preview.line"), align: "right" },
        { header: t("quickOrder.preview.reference") },
        { header: t("quickOrder.preview.product") },
        { header: t("quickOrder.preview.requested"), align: "right" },
        { header: t("quickOrder.preview.added"), align: "right" },
        { header: t("quickOrder.preview.outcome") },
      ],
      preview.lines.map((line) => {
        const words = describeOrderPreviewLine(t, line, context.locale, context.currency);
        const why = [words.title, words.detail, words.fix].filter((part) => part !== null).join(" – ");
        return [
          String(line.line),
          line.reference,
          line.product_name ?? "",
          line.requested === null ? "" : String(line.requested),
          String(line.quantity),
          `${tone[line.outcome](words.outcome)}${why === "" ? "" : ` – ${why}`}`,
        ];
      }),
    ),
    "",
    describeOrderPreviewCounts(t, counts),
  ].join("\n");
};

/**
 * Previews `entries` on the live cart and, unless `dryRun`, applies them, prices the cart and
 * saves it. Nothing to add is a refusal (exit 1); so is a cart that changed under the preview.
 */
export const fillCartFromLines = async (
  given: CommandContext,
  live: LiveCartSession,
  entries: readonly OrderLineEntry[],
  options: { readonly dryRun: boolean },
): Promise<void> => {
  // Amounts in the acting company's market currency (issue 35 item 20).
  const context: CommandContext = { ...given, currency: live.currency };
  const { t } = context;
  const preview = previewForCart(live.actor.getSnapshot().context, live.products, entries);
  const document = previewDocument(context, preview);
  if (options.dryRun) {
    context.out.result({ dry_run: true, applied: false, preview: document }, () => renderPreview(context, preview));
    context.out.info(t("quickOrder.cli.dry_run"));
    return;
  }
  if (document.units === 0) {
    if (!context.json) context.out.error(renderPreview(context, preview));
    throw refusedFailure("quickOrder.cli.nothing", {}, { preview: document });
  }
  const applied = applyOrderPreview(live.actor, preview, live.products);
  if (!applied.applied) throw refusedFailure("quickOrder.cli.changed", {}, { preview: previewDocument(context, applied.preview) });
  const priced = await live.send({ type: "cart.refresh" });
  const saved = await live.save();
  context.out.result({ dry_run: false, applied: true, preview: document, ...cartDocument(context, live, priced), saved }, () =>
    [
      renderPreview(context, preview),
      "",
      renderCart(context, {
        heading: cartHeading(context, live),
        cart: priced.context.cart,
        violations: selectCartViolations(priced),
        notice: priced.context.notice,
      }),
    ].join("\n"),
  );
  context.out.info(t("quickOrder.cli.applied", { units: document.units }));
  context.out.info(t("cli.cart.saved", { events: saved.events }));
};
