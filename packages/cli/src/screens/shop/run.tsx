import { render } from "ink";
import { coloursWanted } from "../../output/colour.ts";
import type { ShopScreenDeps } from "./deps.ts";
import { ShopScreen } from "./ShopScreen.tsx";

export interface ShopScreenIo {
  readonly stdin?: NodeJS.ReadStream;
  readonly stdout?: NodeJS.WriteStream;
  /** Environment to read `NO_COLOR` from; `process.env` by default. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/**
 * The screen reads single keys and redraws itself: it needs a terminal on both ends. The command
 * reports this as a usage error (exit 2) with the message `messageId`.
 */
export class ShopScreenNeedsTerminal extends Error {
  readonly messageId = "cliShop.needs_terminal";
  constructor() {
    super("proshop shop needs a terminal");
    this.name = "ShopScreenNeedsTerminal";
  }
}

/**
 * Runs `proshop shop` in the terminal until the user quits (`q` or Esc on the listing, Ctrl-C
 * anywhere), then waits for the last cart sync. Resolves when the screen is gone and the cart
 * is saved; rejects with `save`'s error when that last sync fails (the caller reports it). The
 * caller owns the cart actor and stops it afterwards. Throws `ShopScreenNeedsTerminal` when
 * input or output is not a terminal (piped, redirected), before drawing anything.
 */
export const runShopScreen = async (deps: ShopScreenDeps, io: ShopScreenIo = {}): Promise<void> => {
  const stdin = io.stdin ?? process.stdin;
  const stdout = io.stdout ?? process.stdout;
  if (stdin.isTTY !== true || stdout.isTTY !== true) throw new ShopScreenNeedsTerminal();
  let finished: Promise<void> = Promise.resolve();
  const app = render(
    <ShopScreen
      deps={deps}
      // The CLI's one colour rule (output/colour.ts): a terminal, no NO_COLOR, no dumb TERM.
      colors={coloursWanted(stdout, io.env ?? process.env)}
      onQuit={(lastSave) => {
        finished = lastSave;
        app.unmount();
      }}
    />,
    // Ctrl-C is a key of the screen, so it waits for the last sync like q does. Nothing here
    // writes to the console while the screen is up, so it is left as it is. The alternate
    // screen (as vim or htop) gives the terminal back as it was on quitting. Both ends are
    // terminals (checked above), so the screen is interactive even where CI or CI_* variables
    // are set, which would otherwise make Ink draw nothing until the screen is gone.
    { stdin, stdout, exitOnCtrlC: false, patchConsole: false, alternateScreen: true, interactive: true },
  );
  await app.waitUntilExit();
  await finished;
};
