import { CommanderError } from "commander";
import { EXIT } from "./exit-codes.ts";
import { buildProgram, type CommandName, type ParsedCommand } from "./program.ts";

/*
 * The `proshop` binary: parse with commander, then load only the module of the command asked
 * for. Nothing heavy is imported here, so `proshop --help` starts fast; Ink and React load only
 * for `proshop shop`.
 */

type CommandModule = { readonly run: (parsed: ParsedCommand) => Promise<void> };

const commands: Record<CommandName, () => Promise<CommandModule>> = {
  login: () => import("./commands/login.ts"),
  report: () => import("./commands/report.ts"),
  logout: () => import("./commands/logout.ts"),
  whoami: () => import("./commands/whoami.ts"),
  "on-behalf": () => import("./commands/on-behalf.ts"),
  products: () => import("./commands/products.ts"),
  "cart-show": () => import("./commands/cart-show.ts"),
  "cart-change": () => import("./commands/cart-change.ts"),
  "cart-replay": () => import("./commands/cart-replay.ts"),
  "cart-explain": () => import("./commands/cart-explain.ts"),
  "cart-import": () => import("./commands/cart-import.ts"),
  "cart-reorder": () => import("./commands/cart-reorder.ts"),
  "order-price": () => import("./commands/order-price.ts"),
  "order-submit": () => import("./commands/order-submit.ts"),
  orders: () => import("./commands/orders.ts"),
  "order-show": () => import("./commands/order-show.ts"),
  "order-invoice": () => import("./commands/order-invoice.ts"),
  shop: () => import("./commands/shop.ts"),
  outbox: () => import("./commands/outbox.ts"),
  accounts: () => import("./commands/accounts.ts"),
  webhooks: () => import("./commands/webhooks.ts"),
  maintenance: () => import("./commands/maintenance.ts"),
  invite: () => import("./commands/invite.ts"),
  "zoom-list": () => import("./commands/zoom-list.ts"),
  "zoom-show": () => import("./commands/zoom-show.ts"),
  "integration-keys": () => import("./commands/integration-keys.ts"),
};

const main = async (argv: readonly string[]): Promise<number> => {
  let parsed: ParsedCommand | undefined;
  const program = buildProgram(async (command) => {
    parsed = command;
    await (await commands[command.name]()).run(command);
  });
  try {
    await program.parseAsync([...argv]);
    return EXIT.done;
  } catch (error) {
    // Help and version are "errors" only to commander.
    const askedForHelp = error instanceof CommanderError && error.code === "commander.help" && error.exitCode === 0;
    if (askedForHelp || (error instanceof CommanderError && (error.code === "commander.helpDisplayed" || error.code === "commander.version"))) {
      return EXIT.done;
    }
    const { reportFailure } = await import("./failure.ts");
    return reportFailure(error, parsed?.options ?? program.opts());
  }
};

// `proshop ... | head` closes the pipe early: that is the reader's choice, not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? EXIT.done);
    throw error;
  });
}

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  () => {
    process.exitCode = EXIT.refused;
  },
);
