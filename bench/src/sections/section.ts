import type { Row } from "../table.ts";

/** What a section of the bench hands back: its rows of the one table, and notes for the reader. */
export interface SectionResult {
  readonly rows: readonly Row[];
  readonly notes: readonly string[];
}
