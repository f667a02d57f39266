/**
 * Colours only for a person at a terminal: off when NO_COLOR is set (any value, no-color.org),
 * when TERM is "dumb", or when the stream is not a TTY (a pipe, a file, a test).
 */
export interface ColourStream {
  readonly isTTY?: boolean;
}

export const coloursWanted = (stream: ColourStream, env: NodeJS.ProcessEnv = process.env): boolean =>
  stream.isTTY === true && (env["NO_COLOR"] === undefined || env["NO_COLOR"] === "") && env["TERM"] !== "dumb";

export interface Palette {
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly red: (text: string) => string;
  readonly green: (text: string) => string;
  readonly yellow: (text: string) => string;
}

const sgr = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

export const palette = (on: boolean): Palette =>
  on
    ? { bold: sgr(1, 22), dim: sgr(2, 22), red: sgr(31, 39), green: sgr(32, 39), yellow: sgr(33, 39) }
    : { bold: plain, dim: plain, red: plain, green: plain, yellow: plain };

/** The text without colour codes, for measuring column widths. */
export const stripColours = (text: string): string => text.replace(/\u001b\[[0-9;]*m/g, "");
