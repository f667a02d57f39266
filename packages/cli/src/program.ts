import { Command, CommanderError, Option } from "commander";

/*
 * The command line of `proshop`: every command, argument and flag, with `--help` examples.
 * Parsing only: each action hands what was parsed to `dispatch`, which loads the command's
 * module on demand (so `proshop --help` loads nothing but commander). Tests give their own
 * `dispatch` to check what a command line parses into.
 */

/** The names of the command modules in src/commands/. */
export const COMMAND_NAMES = [
  "login",
  "logout",
  "whoami",
  "on-behalf",
  "products",
  "cart-show",
  "cart-change",
  "cart-replay",
  "cart-explain",
  "cart-import",
  "cart-reorder",
  "order-price",
  "order-submit",
  "orders",
  "order-show",
  "order-invoice",
  "shop",
  "outbox",
  "accounts",
  "webhooks",
  "maintenance",
  "invite",
  "zoom-list",
  "zoom-show",
  "report",
  "integration-keys",
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

/** What one command line parsed into. */
export interface ParsedCommand {
  readonly name: CommandName;
  /** Positional arguments, in order. */
  readonly args: readonly string[];
  /** The command's own flags and the global ones (`server`, `json`, `locale`). */
  readonly options: Readonly<Record<string, unknown>>;
}

export type Dispatch = (parsed: ParsedCommand) => Promise<void>;

export const DEFAULT_SERVER = "http://localhost:8080";
/** core's OUTBOX_MESSAGE_STATUSES, spelled out so `--help` loads nothing but commander (a test compares them). */
export const OUTBOX_STATUS_CHOICES = ["pending", "sent", "failed"] as const;
/** core's WEBHOOK_DELIVERY_STATUSES and EVENT_TYPES, spelled out for the same reason (a test compares them). */
export const WEBHOOK_DELIVERY_STATUS_CHOICES = ["pending", "delivered", "failed"] as const;
export const WEBHOOK_EVENT_CHOICES = "order.placed, order.status_changed, order.canceled, payment.completed, payment.canceled, zoom_delivery.placed, account.registered, account.approved";
export const LOCALES = ["fr", "es", "nl", "en"] as const;

/**
 * A command line error of one command, with that command's usage, so a missing option or
 * argument can show what the command takes (failure.ts) instead of the whole program's help.
 */
export class CommandLineError extends CommanderError {
  readonly usage: string;
  readonly commandPath: string;
  constructor(error: CommanderError, command: Command) {
    super(error.exitCode, error.code, error.message);
    this.commandPath = commandPathOf(command);
    this.usage = usageOf(command);
  }
}

/** "proshop accounts refuse": the command's names from the program down. */
const commandPathOf = (command: Command): string => {
  const names: string[] = [];
  for (let current: Command | null = command; current !== null; current = current.parent) names.unshift(current.name());
  return names.join(" ");
};

/** The command's usage with its required options spelled out: "proshop report run <id> --output <file> [options]". */
export const usageOf = (command: Command): string => {
  const argumentsText = command.registeredArguments.map((argument) => {
    const name = `${argument.name()}${argument.variadic ? "..." : ""}`;
    return argument.required ? `<${name}>` : `[${name}]`;
  });
  const required = command.options
    .filter((option) => option.mandatory)
    .map((option) => [option.long ?? option.short ?? option.flags, /[<[][^>\]]*[>\]]/.exec(option.flags)?.[0]].filter(Boolean).join(" "));
  return [commandPathOf(command), ...(command.commands.length > 0 ? ["<command>"] : []), ...argumentsText, ...required, "[options]"].join(" ");
};

/** Every command's own errors carry its usage (commander throws them from the command that failed). */
const throwWithUsage = (command: Command): void => {
  command.exitOverride((error) => {
    throw new CommandLineError(error, command);
  });
  command.commands.forEach(throwWithUsage);
};

const examples = (...lines: string[]) => `\nExamples:\n${lines.map((line) => `  $ ${line}`).join("\n")}\n`;

/** `--filter` may be given several times: each adds a title. */
const collect = (value: string, previous: string[] = []) => [...previous, value];

/** The whole command line; `dispatch` runs what the user asked for. */
export const buildProgram = (dispatch: Dispatch): Command => {
  const program = new Command("proshop")
    .description(
      "The proshop support CLI: log in, act for a customer company, and reproduce and explain its cart.",
    )
    .addOption(
      new Option("--server <url>", "shop server to talk to").env("PROSHOP_SERVER").default(DEFAULT_SERVER),
    )
    .addOption(new Option("--json", "print one JSON document (stable field names) instead of tables"))
    .addOption(new Option("--locale <locale>", "language of messages").choices(LOCALES).env("PROSHOP_LOCALE"))
    .showSuggestionAfterError(true)
    // Commander throws instead of exiting, and prints no error of its own: bin.ts turns every
    // failure into one sentence and an exit code.
    .exitOverride()
    .configureOutput({ outputError: () => undefined })
    .addHelpText(
      "after",
      examples(
        "proshop login nurse@example.fr",
        "proshop cart replay --customer 100234",
        "proshop --json orders",
        "PROSHOP_SERVER=http://localhost:3000 proshop whoami",
      ) +
        "\nEnvironment: PROSHOP_SERVER, PROSHOP_TOKEN, PROSHOP_LOCALE, XDG_CONFIG_HOME, NO_COLOR." +
        "\nExit codes: 0 done, 1 refused by a business rule, 2 usage error, 3 not logged in or forbidden, 4 server unreachable.\n",
    );

  const run = (name: CommandName) =>
    async function (this: Command, ...received: unknown[]) {
      // Commander passes the positional arguments, then the options object, then the command.
      const args = received.slice(0, -2).flatMap((value) =>
        value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)],
      );
      await dispatch({ name, args, options: this.optsWithGlobals() });
    };

  program
    .command("login")
    .description("log in and keep the session token for this server")
    .argument("[email]", "e-mail address (asked for when left out)")
    .option("--password-stdin", "read the password from standard input instead of a hidden prompt")
    .addHelpText(
      "after",
      examples("proshop login nurse@example.fr", "printf %s \"$PASSWORD\" | proshop login rep@example.fr --password-stdin"),
    )
    .action(run("login"));

  program
    .command("logout")
    .description("end this session and forget this server's session token and chosen company")
    .option("--everywhere", "end every session of the account, on every device (a lost phone, a shared computer)")
    .addHelpText("after", examples("proshop logout", "proshop logout --everywhere"))
    .action(run("logout"));

  program
    .command("whoami")
    .description("show who is logged in and which company the commands act for")
    .addHelpText("after", examples("proshop whoami", "proshop --json whoami"))
    .action(run("whoami"));

  program
    .command("on-behalf")
    .description("representatives and support agents: act for a customer company")
    .argument("[cust_no]", "customer number of the company (shows the current one when left out)")
    .option("--clear", "stop acting for a company")
    .addHelpText("after", examples("proshop on-behalf 100234", "proshop on-behalf", "proshop on-behalf --clear"))
    .action(run("on-behalf"));

  program
    .command("products")
    .description("list the catalogue as the shop shows it (same search, filters and sort as the web)")
    .option("--search <q>", "keyword, as typed in the shop's search box")
    .option("--category <key>", "category id, key or link (PKG: bundles)")
    .option("--filter <title>", "tick a filter of the category (repeat for several)", collect)
    .option("--sort <field:direction>", "sort, e.g. price_in_cents:asc, SKUName:desc, stock:desc")
    .option("--limit <n>", "show at most n products")
    .addHelpText(
      "after",
      examples(
        "proshop products --search biberon",
        "proshop products --category BOTTLES_TEATS --filter 'Sans BPA' --sort price_in_cents:asc",
        "proshop --json products --limit 5",
      ),
    )
    .action(run("products"));

  const cart = program
    .command("cart")
    .description("the acting company's live cart (the same cart as on the web)")
    .addHelpText(
      "after",
      examples(
        "proshop cart show",
        "proshop cart add 88430002 2",
        "proshop cart coupon WELCOME10",
        "proshop cart explain",
        "proshop cart import reorder.csv --dry-run",
        "proshop cart reorder 100001",
        "proshop cart replay --customer 100234 --live",
      ),
    );
  cart
    .command("show", { isDefault: true })
    .description("show the cart's lines, totals and the limits it breaks")
    .addHelpText("after", examples("proshop cart show", "proshop --json cart show"))
    .action(run("cart-show"));
  cart
    .command("add")
    .description("add units of a product (refused changes explain the limit and exit 1)")
    .argument("<part_no>", "the product's part number")
    .argument("<qty>", "units to add")
    .addHelpText("after", examples("proshop cart add 88430002 2"))
    .action(async function (this: Command, partNo: string, quantity: string) {
      await dispatch({ name: "cart-change", args: ["add", partNo, quantity], options: this.optsWithGlobals() });
    });
  cart
    .command("set")
    .description("set a product's quantity")
    .argument("<part_no>", "the product's part number")
    .argument("<qty>", "the new quantity")
    .addHelpText("after", examples("proshop cart set 88430002 5"))
    .action(async function (this: Command, partNo: string, quantity: string) {
      await dispatch({ name: "cart-change", args: ["set", partNo, quantity], options: this.optsWithGlobals() });
    });
  cart
    .command("remove")
    .description("remove a product from the cart")
    .argument("<part_no>", "the product's part number")
    .addHelpText("after", examples("proshop cart remove 88430002"))
    .action(async function (this: Command, partNo: string) {
      await dispatch({ name: "cart-change", args: ["remove", partNo], options: this.optsWithGlobals() });
    });
  cart
    .command("coupon")
    .description("apply a coupon code (case sensitive), checked by the server")
    .argument("<code>", "the coupon code")
    .addHelpText("after", examples("proshop cart coupon WELCOME10"))
    .action(async function (this: Command, code: string) {
      await dispatch({ name: "cart-change", args: ["coupon", code], options: this.optsWithGlobals() });
    });
  cart
    .command("clear")
    .description("empty the cart")
    .addHelpText("after", examples("proshop cart clear"))
    .action(async function (this: Command) {
      await dispatch({ name: "cart-change", args: ["clear"], options: this.optsWithGlobals() });
    });
  cart
    .command("import")
    .description("add the lines of a CSV file (reference and quantity), each judged by the cart's limits first")
    .argument("<file>", "CSV file: reference (part number, SKU or ctn) and quantity; , ; or tab; a header row or none; up to 500 lines")
    .option("--dry-run", "only show what each line would do; the cart does not change")
    .addHelpText("after", examples("proshop cart import reorder.csv --dry-run", "proshop cart import reorder.csv", "proshop --json cart import reorder.csv"))
    .action(run("cart-import"));
  cart
    .command("reorder")
    .description("put a placed order's lines into the cart again, at today's prices, stock and limits")
    .argument("<order_nr>", "the order's number (see proshop orders)")
    .option("--dry-run", "only show what each line would do; the cart does not change")
    .addHelpText("after", examples("proshop cart reorder 100001 --dry-run", "proshop cart reorder 100001"))
    .action(run("cart-reorder"));
  cart
    .command("replay")
    .description("rebuild a cart from a recording file or a customer's live cart, as the customer saw it")
    .argument("[file]", "a recording downloaded from the web's cart page (JSON)")
    .option("--customer <cust_no>", "replay this company's live cart from the server")
    .option("--live", "replay against today's products and limits and show what differs")
    .addHelpText(
      "after",
      examples("proshop cart replay --customer 100234", "proshop cart replay proshop-cart-100234-2026-12-06.json --live"),
    )
    .action(run("cart-replay"));
  cart
    .command("explain")
    .description("every limit that applies to the cart: scope, limit, used, remaining and fix; acting for a company, as each of its users sees it")
    .option("--as <email>", "acting for a company: only the verdict this user of it sees")
    .addHelpText("after", examples("proshop cart explain", "proshop --locale fr cart explain --as nurse@example.fr", "proshop --json cart explain"))
    .action(run("cart-explain"));

  const order = program
    .command("order")
    .description("price or place the cart's order, or show a placed order")
    .addHelpText(
      "after",
      examples("proshop order price", "proshop order submit", "proshop order submit --idempotency-key <key>", "proshop order 100002"),
    );
  order
    .command("price")
    .description("ask the server to price the cart (lines, stock, discount, shipping, tax, total)")
    .option("--shipping <method>", "Standard, Regular or Rush")
    .addHelpText("after", examples("proshop order price", "proshop order price --shipping Rush"))
    .action(run("order-price"));
  order
    .command("submit")
    .description("place the cart's order; prints the idempotency key so a failed attempt can be resumed")
    .option("--idempotency-key <key>", "resume an earlier attempt with its key")
    .option("--shipping <method>", "Standard, Regular or Rush")
    .addOption(new Option("--payment <method>", "how the order is paid").choices(["cod", "creditcard", "wallet"]).default("cod"))
    .addHelpText(
      "after",
      examples("proshop order submit", "proshop order submit --payment creditcard", "proshop order submit --idempotency-key 3f6c...e1"),
    )
    .action(run("order-submit"));
  order
    .command("show <order_nr>", { isDefault: true, hidden: true })
    .description("show one placed order")
    .action(run("order-show"));
  order
    .command("invoice")
    .description("download a placed order's invoice (PDF), once the warehouse or ERP uploaded it")
    .argument("<order_nr>", "the order's number (see proshop orders)")
    .option("-o, --output <file>", "where to write the PDF (default: invoice-<order_nr>.pdf)")
    .addHelpText("after", examples("proshop order invoice 100002", "proshop order invoice 100002 --output march.pdf"))
    .action(run("order-invoice"));

  program
    .command("orders")
    .description("the acting company's placed orders, newest first")
    .option("--page <n>", "page number, from 1")
    .option("--page-size <n>", "orders per page (at most 100)")
    .addHelpText("after", examples("proshop orders", "proshop orders --page 2", "proshop --json orders"))
    .action(run("orders"));

  const zoom = program
    .command("zoom")
    .description("Zoom! Delivered patient deliveries (support agents: every practice of their market, each read audited)")
    .addHelpText("after", examples("proshop zoom list", "proshop zoom show <order_nr>", "proshop --json zoom list --page 2"));
  zoom
    .command("list")
    .description("patient deliveries, newest first: of the acting practice, or for a support agent of every company served")
    .option("--page <n>", "page number, from 1")
    .option("--page-size <n>", "deliveries per page (at most 100)")
    .addHelpText("after", examples("proshop zoom list", "proshop zoom list --page 2", "proshop --json zoom list"))
    .action(run("zoom-list"));
  zoom
    .command("show")
    .description("one patient delivery: kit, scan, consents and the patient (another market's is not found, exit 1)")
    .argument("<order_nr>", "the delivery's order number")
    .addHelpText("after", examples("proshop zoom show <order_nr>", "proshop --json zoom show <order_nr>"))
    .action(run("zoom-show"));

  program
    .command("shop")
    .description("browse the catalogue, search, filter, fill the cart and see its limits with the keyboard")
    .addHelpText("after", examples("proshop shop", "proshop --locale es shop"))
    .action(run("shop"));

  const outbox = program
    .command("outbox")
    .description("support agents: the shop's e-mails of your markets, sent, waiting or failed (links' secrets hidden)")
    .addHelpText("after", examples("proshop outbox", "proshop outbox --to nurse@example.fr --status pending", "proshop outbox show 1"));
  outbox
    .command("list", { isDefault: true })
    .description("the newest e-mails first")
    .addOption(new Option("--status <status>", "only e-mails in this state").choices(OUTBOX_STATUS_CHOICES))
    .option("--to <email>", "only e-mails to this address")
    .option("--limit <n>", "at most n e-mails (default 50, at most 500)")
    .addHelpText("after", examples("proshop outbox", "proshop outbox --status failed", "proshop --json outbox --to nurse@example.fr"))
    .action(run("outbox"));
  outbox
    .command("show")
    .description("one e-mail with its text, links included")
    .argument("<id>", "the e-mail's number, from proshop outbox")
    .addHelpText("after", examples("proshop outbox show 1", "proshop --json outbox show 1"))
    .action(async function (this: Command, id: string) {
      await dispatch({ name: "outbox", args: ["show", id], options: this.optsWithGlobals() });
    });

  const accounts = program
    .command("accounts")
    .description("support agents: accounts of your markets waiting for approval; approve, refuse, set limits (audited)")
    .addHelpText("after", examples("proshop accounts pending", "proshop accounts approve pending@example.fr", "proshop accounts refuse 100236 --reason \"unknown licence\""));
  const accountsAction = (action: string) =>
    async function (this: Command, ...args: unknown[]) {
      const positional = args.filter((arg): arg is string => typeof arg === "string");
      await dispatch({ name: "accounts", args: [action, ...positional], options: this.optsWithGlobals() });
    };
  accounts
    .command("pending", { isDefault: true })
    .description("the accounts waiting for approval, with licence number and state")
    .addHelpText("after", examples("proshop accounts pending", "proshop --json accounts pending"))
    .action(accountsAction("pending"));
  accounts
    .command("approve")
    .description("approve an account (e-mail), or the account that created a company (customer number); the customer is e-mailed")
    .argument("<email|cust_no>", "the account's e-mail address, or the customer number of the company it created")
    .addHelpText("after", examples("proshop accounts approve pending@example.fr", "proshop accounts approve 100236"))
    .action(accountsAction("approve"));
  accounts
    .command("refuse")
    .description("refuse an account (e-mail), or the account that created a company (customer number), with the reason mailed to them")
    .argument("<email|cust_no>", "the account's e-mail address, or the customer number of the company it created")
    .requiredOption("--reason <text>", "why, as the customer will read it")
    .addHelpText("after", examples("proshop accounts refuse pending@example.fr --reason \"licence number unknown\""))
    .action(accountsAction("refuse"));
  accounts
    .command("max-order")
    .description("a user's maximum order amount (none: no limit)")
    .argument("<email>", "the user's e-mail address")
    .argument("<amount>", "in the market's currency, e.g. 500 or 499.90, or none")
    .addHelpText("after", examples("proshop accounts max-order nurse@example.fr 750", "proshop accounts max-order nurse@example.fr none"))
    .action(accountsAction("max-order"));

  const webhooks = program
    .command("webhooks")
    .description("support agents: webhook endpoints of your markets, where events are pushed signed (Standard Webhooks)")
    .addHelpText("after", examples("proshop webhooks add https://erp.example/hooks --events order.placed,order.status_changed", "proshop webhooks list", "proshop webhooks deliveries 1"));
  const webhooksAction = (action: string) =>
    async function (this: Command, ...args: unknown[]) {
      const positional = args.filter((arg): arg is string => typeof arg === "string");
      await dispatch({ name: "webhooks", args: [action, ...positional], options: this.optsWithGlobals() });
    };
  webhooks
    .command("add")
    .description("an endpoint of your market; its signing secret (whsec_...) is printed this once")
    .argument("<url>", "where to POST the events (https)")
    .option("--events <list>", `comma-separated event types (default: all): ${WEBHOOK_EVENT_CHOICES}`)
    .option("--patient-data", "for the Zoom! Delivered lab: zoom_delivery.placed carries the patient")
    .option("--market <market>", "the market (default: your own), e.g. FR")
    .addHelpText("after", examples("proshop webhooks add https://erp.example/hooks --events order.placed,order.status_changed", "proshop webhooks add https://lab.example/hooks --events zoom_delivery.placed --patient-data"))
    .action(webhooksAction("add"));
  webhooks
    .command("list", { isDefault: true })
    .description("the endpoints of your markets (never their secrets)")
    .addHelpText("after", examples("proshop webhooks list", "proshop --json webhooks list"))
    .action(webhooksAction("list"));
  webhooks
    .command("deliveries")
    .description("an endpoint's deliveries, newest first: status, tries, last answer, next try")
    .argument("<endpoint>", "the endpoint's number, from proshop webhooks list")
    .addOption(new Option("--status <status>", "only deliveries in this state").choices([...WEBHOOK_DELIVERY_STATUS_CHOICES]))
    .option("--limit <n>", "at most this many (default 50)")
    .addHelpText("after", examples("proshop webhooks deliveries 1", "proshop webhooks deliveries 1 --status failed"))
    .action(webhooksAction("deliveries"));
  webhooks
    .command("redeliver")
    .description("send a delivery again from its first try, with the same webhook-id")
    .argument("<delivery>", "the delivery's number, from proshop webhooks deliveries")
    .addHelpText("after", examples("proshop webhooks redeliver 1"))
    .action(webhooksAction("redeliver"));
  for (const [name, description] of [
    ["test", "send a signed webhook.test message now and show the receiver's answer"],
    ["rotate-secret", "a new signing secret, printed this once; the old one signs too for 24 hours"],
    ["disable", "stop deliveries to the endpoint"],
    ["enable", "deliver to the endpoint again"],
  ] as const) {
    webhooks
      .command(name)
      .description(description)
      .argument("<endpoint>", "the endpoint's number, from proshop webhooks list")
      .addHelpText("after", examples(`proshop webhooks ${name} 1`))
      .action(webhooksAction(name));
  }

  program
    .command("maintenance")
    .description("support agents: switch a market's, or with --host one host's, maintenance mode on or off, with the message shown (audited)")
    // <organisation> <state>, or with --host only <state>: maintenance.ts checks which (a usage error otherwise).
    .argument("<organisation|state>", "the market, e.g. FR (with --host: on or off)")
    .argument("[state]", "on or off")
    .option("--host <hostname>", "one host's shop-wide maintenance instead of the market's, e.g. fr.localhost")
    .option("--title <text>", "with --host: the maintenance page's title (the market's)")
    .option("--message <text>", "the maintenance message (HTML)")
    .addHelpText(
      "after",
      examples(
        "proshop maintenance FR on --message \"<p>Back at 14:00</p>\"",
        "proshop maintenance FR off",
        "proshop maintenance --host fr.localhost on --title \"Inventory\" --message \"<p>Back at 14:00</p>\"",
      ),
    )
    .action(async function (this: Command, first: string, state: string | undefined) {
      await dispatch({ name: "maintenance", args: state === undefined ? [first] : [first, state], options: this.optsWithGlobals() });
    });

  program
    .command("invite")
    .description("invite a colleague into your company: registering through the e-mailed link confirms them")
    .argument("<email>", "the colleague's e-mail address")
    .addHelpText("after", examples("proshop invite colleague@example.fr"))
    .action(async function (this: Command, email: string) {
      await dispatch({ name: "invite", args: [email], options: this.optsWithGlobals() });
    });

  const report = program
    .command("report")
    .description("support staff (level 5): the reporting area's scheduled reports")
    .addHelpText("after", examples("proshop report list", "proshop report run 1 -o last-period.xlsx", "proshop report nightly"));
  report
    .command("list", { isDefault: true })
    .description("every scheduled report, with its last send")
    .addHelpText("after", examples("proshop report list", "proshop --json report list"))
    .action(async function (this: Command) {
      await dispatch({ name: "report", args: ["list"], options: this.optsWithGlobals() });
    });
  report
    .command("run")
    .description("build a report now for a period and write the file")
    .argument("<id>", "the report's number, from proshop report list")
    .option("--from <date>", "first day (YYYY-MM-DD, the location's time zone) or ISO time (default: the report's last period)")
    .option("--to <date>", "day after the last (exclusive) or ISO time")
    .addOption(new Option("--format <format>", "file format (default: the file's extension .csv, .xlsx or .pdf, else the report's)").choices(["csv", "xlsx", "pdf"]))
    .requiredOption("-o, --output <file>", "where to write the file")
    .addHelpText("after", examples("proshop report run 1 -o last-period.xlsx", "proshop report run 1 --from 2026-11-23 --to 2026-11-30 -o week.pdf", "proshop report run 1 --format csv -o week.txt"))
    .action(async function (this: Command, id: string) {
      await dispatch({ name: "report", args: ["run", id], options: this.optsWithGlobals() });
    });
  report
    .command("nightly")
    .description("run the nightly sending now (what is due and not sent yet; never twice)")
    .option("--date <date>", "as if on this day (YYYY-MM-DD); default today")
    .addHelpText("after", examples("proshop report nightly", "proshop report nightly --date 2026-11-30"))
    .action(async function (this: Command) {
      await dispatch({ name: "report", args: ["nightly"], options: this.optsWithGlobals() });
    });

  const integration = program
    .command("integration")
    .description("support agents: the integration API of your markets, for a warehouse or ERP")
    .addHelpText("after", examples("proshop integration keys create --market fr --scopes orders:read,orders:write,stock:write", "proshop integration keys list"));
  const keys = integration
    .command("keys")
    .description("machine keys of the integration API: create (shown once), list, revoke (audited)")
    .addHelpText("after", examples("proshop integration keys create --market fr --scopes orders:read,orders:write", "proshop integration keys list", "proshop integration keys revoke 1"));
  const keysAction = (action: string) =>
    async function (this: Command, ...args: unknown[]) {
      const positional = args.filter((arg): arg is string => typeof arg === "string");
      await dispatch({ name: "integration-keys", args: [action, ...positional], options: this.optsWithGlobals() });
    };
  keys
    .command("create")
    .description("a key of one market with its scopes, printed this once (only its hash is kept)")
    .requiredOption("--market <market>", "the market the key reaches, e.g. fr")
    .requiredOption("--scopes <list>", "comma-separated: events:read, orders:read, orders:write, stock:write")
    .option("--name <text>", "what it is for, e.g. \"SAP warehouse\"")
    .addHelpText("after", examples("proshop integration keys create --market fr --scopes orders:read,orders:write,stock:write --name \"Warehouse Lyon\"", "proshop --json integration keys create --market fr --scopes events:read"))
    .action(keysAction("create"));
  keys
    .command("list", { isDefault: true })
    .description("the keys of your markets, newest first, with when each was last used")
    .option("--market <market>", "only this market's keys")
    .addHelpText("after", examples("proshop integration keys list", "proshop --json integration keys list --market fr"))
    .action(keysAction("list"));
  keys
    .command("revoke")
    .description("revoke a key at once: its next call is refused")
    .argument("<id>", "the key's number, from proshop integration keys list")
    .addHelpText("after", examples("proshop integration keys revoke 1"))
    .action(keysAction("revoke"));

  throwWithUsage(program);
  return program;
};
