import { coloursWanted, palette, type Palette } from "./colour.ts";
import { safeJson, safeText } from "./safe-text.ts";

/** Where a command's words go: results on stdout, remarks and errors on stderr. */
export interface Output {
  readonly json: boolean;
  readonly colours: Palette;
  /**
   * The command's result: with `--json` exactly one JSON document (stable snake_case fields),
   * otherwise the human text. `human` is only built when it is printed.
   */
  result(document: unknown, human: () => string): void;
  /** A remark for a person (what was saved, the idempotency key); on stderr with `--json`. */
  info(text: string): void;
  /** A warning or an error sentence, always on stderr. */
  error(text: string): void;
}

export interface OutputStreams {
  readonly stdout: { readonly isTTY?: boolean; write(text: string): unknown };
  readonly stderr: { readonly isTTY?: boolean; write(text: string): unknown };
}

export const createOutput = (
  json: boolean,
  streams: OutputStreams = { stdout: process.stdout, stderr: process.stderr },
  env: NodeJS.ProcessEnv = process.env,
): Output => {
  const colours = !json && coloursWanted(streams.stdout, env);
  // The output edge: every text is made safe for a terminal here (safe-text.ts), whatever it quotes.
  return {
    json,
    colours: palette(colours),
    result(document, human) {
      streams.stdout.write(json ? `${safeJson(JSON.stringify(document, null, 2))}\n` : `${safeText(human(), colours)}\n`);
    },
    info(text) {
      (json ? streams.stderr : streams.stdout).write(`${safeText(text, colours)}\n`);
    },
    error(text) {
      streams.stderr.write(`${safeText(text, colours && streams.stderr.isTTY === true)}\n`);
    },
  };
};
