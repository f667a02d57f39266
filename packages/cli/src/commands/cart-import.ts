import { readFileSync, statSync } from "node:fs";
import { describeOrderTextRefusal, MAX_ORDER_TEXT_CHARS, parseOrderText } from "@proshop/core";
import { fillCartFromLines } from "../cart/cart-from-lines.ts";
import { openLiveCart } from "../cart/live-cart.ts";
import { commandContext } from "../command-context.ts";
import { usageFailure } from "../errors.ts";
import type { ParsedCommand } from "../program.ts";

/** The text of a CSV file, or the usage failure that says why it cannot be read (exit 2). */
const readLinesFile = (file: string): string => {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw usageFailure("cli.usage.file_unreadable", { file });
    size = stat.size;
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") throw usageFailure("cli.usage.file_missing", { file });
    if (error instanceof Error && error.name === "CliFailure") throw error;
    throw usageFailure("cli.usage.file_unreadable", { file });
  }
  // UTF-8 takes at most 4 bytes a character: a bigger file cannot be within the limit.
  if (size > MAX_ORDER_TEXT_CHARS * 4) throw usageFailure("quickOrder.input.too_large", { max: MAX_ORDER_TEXT_CHARS });
  try {
    return readFileSync(file, "utf8");
  } catch {
    throw usageFailure("cli.usage.file_unreadable", { file });
  }
};

/**
 * `proshop cart import <file.csv> [--dry-run]` (issue 17): the lines of a CSV file (reference and
 * quantity; `,` `;` or tab; a header row or none; UTF-8 with or without BOM; up to 500 lines),
 * read by core's parser, previewed line by line on the acting company's live cart, then added
 * unless `--dry-run`. A file that cannot be used at all is a usage error, said before any login.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const file = parsed.args[0] ?? "";
  const text = readLinesFile(file);
  const read = parseOrderText(text);
  if (read.refusal !== null) {
    throw usageFailure(`quickOrder.input.${read.refusal.code}`, "max" in read.refusal ? { max: read.refusal.max } : {}, {
      file,
      text: describeOrderTextRefusal(context.t, read.refusal),
    });
  }
  const live = await openLiveCart(context, "cart import");
  try {
    await fillCartFromLines(context, live, read.entries, { dryRun: parsed.options["dryRun"] === true });
  } finally {
    await live.stop();
  }
};
