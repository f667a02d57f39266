import type { Translate } from "../i18n/translate.ts";
import { describeViolation } from "../limits/violation.ts";
import type { OrderTextRefusal } from "./csv.ts";
import { MAX_QUICK_ORDER_QUANTITY, MAX_REFERENCE_LENGTH } from "./lines.ts";
import type { OrderPreviewCounts, OrderPreviewLine } from "./preview.ts";

/** A preview line in the reader's words: what happens to it, why, and what to do. */
export interface OrderPreviewLineText {
  readonly outcome: string;
  /** The limit's title, or null when no limit is involved. */
  readonly title: string | null;
  readonly detail: string | null;
  readonly fix: string | null;
}

const PROBLEM_PARAMS = { max_reference: MAX_REFERENCE_LENGTH, max_quantity: MAX_QUICK_ORDER_QUANTITY };

/**
 * Words of one preview line in the translator's language (`locale` writes amounts and dates,
 * amounts in `currency`, the market's, EUR by default):
 * "Added", "Added in part: 7 of 10" or "Refused", with the problem of a line that could not be
 * used, or the limit's own explanation (title, detail, fix) and a short stock note.
 */
export const describeOrderPreviewLine = (t: Translate, line: OrderPreviewLine, locale: string, currency?: string): OrderPreviewLineText => {
  const outcome =
    line.outcome === "added_in_part"
      ? t("quickOrder.outcome.added_in_part", { quantity: line.quantity, requested: line.requested ?? 0 })
      : t(`quickOrder.outcome.${line.outcome}`);
  if (line.problem !== null) {
    const max = line.problem.code === "reference_too_long" ? PROBLEM_PARAMS.max_reference : PROBLEM_PARAMS.max_quantity;
    return { outcome, title: null, detail: t(`quickOrder.problem.${line.problem.code}`, { value: line.problem.value, max }), fix: null };
  }
  const stock = line.in_stock === null ? null : t("quickOrder.outcome.in_stock", { stock: line.in_stock });
  if (line.violation === null) return { outcome, title: null, detail: stock, fix: null };
  const words = describeViolation(t, line.violation, locale, currency);
  return { outcome, title: words.title, detail: stock === null ? words.detail : `${words.detail} ${stock}`, fix: words.fix };
};

/** "3 added, 1 added in part, 0 refused.": the preview's counts, each in its language's plural form. */
export const describeOrderPreviewCounts = (t: Translate, counts: Pick<OrderPreviewCounts, "added" | "added_in_part" | "refused">): string =>
  t("quickOrder.preview.summary", {
    added: t("quickOrder.preview.counts.added", { count: counts.added }),
    added_in_part: t("quickOrder.preview.counts.added_in_part", { count: counts.added_in_part }),
    refused: t("quickOrder.preview.counts.refused", { count: counts.refused }),
  });

/** Why a whole text was refused, in the reader's words. */
export const describeOrderTextRefusal = (t: Translate, refusal: OrderTextRefusal): string =>
  t(`quickOrder.input.${refusal.code}`, "max" in refusal ? { max: refusal.max } : {});
