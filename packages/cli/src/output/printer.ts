import { coloursWanted, palette, type Palette } from "./colour.ts";

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
): Output => ({
  json,
  colours: palette(!json && coloursWanted(streams.stdout, env)),
  result(document, human) {
    streams.stdout.write(json ? `${JSON.stringify(document, null, 2)}\n` : `${human()}\n`);
  },
  info(text) {
    (json ? streams.stderr : streams.stdout).write(`${text}\n`);
  },
  error(text) {
    streams.stderr.write(`${text}\n`);
  },
});
