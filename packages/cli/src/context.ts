import type { MessageLocale, Translate } from "@proshop/core";
import type { Output } from "./output/printer.ts";

/** The options every command takes (`--server`, `--json`, `--locale`), after defaults and env. */
export interface GlobalOptions {
  readonly server: string;
  readonly json: boolean;
  readonly locale: MessageLocale;
}

/** What a command runs with: the global options, the translator, the output and the process's surroundings. */
export interface CommandContext extends GlobalOptions {
  readonly t: Translate;
  readonly out: Output;
  readonly env: NodeJS.ProcessEnv;
  readonly stdin: NodeJS.ReadableStream & { readonly isTTY?: boolean };
  readonly now: () => number;
  /** ISO 4217 code of the market's prices, once the command learnt it (output/market-money.ts); EUR until then. */
  readonly currency?: string;
}
