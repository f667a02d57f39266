import { expectedSummaryMessage, type ExpectedOccupancyAnswer, type Translate } from "@proshop/core";

/*
 * What the dashboard and the kiosk say of a location's expected day (issue 36): the summary
 * ("Usually quiet after 16:00", core's rule and words), an hour's short label, a figure rounded
 * to whole people.
 */

/** The summary in the reader's language, or null when nothing is expected. */
export const summaryText = (t: Translate, answer: Pick<ExpectedOccupancyAnswer, "summary">): string | null => {
  if (answer.summary === null) return null;
  const { id, params } = expectedSummaryMessage(answer.summary);
  return t(id, params);
};

/** `10:00` of `2026-03-29T10:00:00+02:00`. */
export const hourLabel = (hour: string): string => hour.slice(11, 16);

/** Whole people, or a dash for no figure. */
export const people = (value: number | null): string => (value === null ? "–" : String(Math.round(value)));
