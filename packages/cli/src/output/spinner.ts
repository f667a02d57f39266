/**
 * A light spinner on stderr while the CLI waits on the network: only on a terminal (never in a
 * pipe, a file or a test), so stdout stays clean for `--json` and scripts. It appears after a
 * short delay, so quick answers never flicker.
 */
const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];
const SHOW_AFTER_MS = 120;
const FRAME_MS = 80;

export interface SpinnerStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

export const withSpinner = async <A>(
  label: string,
  work: () => Promise<A>,
  stream: SpinnerStream = process.stderr,
): Promise<A> => {
  if (stream.isTTY !== true) return work();
  let frame = 0;
  let shown = false;
  let interval: ReturnType<typeof setInterval> | undefined;
  const draw = () => {
    shown = true;
    stream.write(`\r${FRAMES[frame++ % FRAMES.length]} ${label}`);
  };
  const delay = setTimeout(() => {
    draw();
    interval = setInterval(draw, FRAME_MS);
  }, SHOW_AFTER_MS);
  try {
    return await work();
  } finally {
    clearTimeout(delay);
    if (interval !== undefined) clearInterval(interval);
    // Erase the line so what follows starts clean.
    if (shown) stream.write("\r\u001b[2K");
  }
};
