import { CommanderError } from "commander";
import { describe, expect, it } from "vitest";
import { buildProgram, DEFAULT_SERVER, type ParsedCommand } from "../program.ts";

/** Parses a command line with a dispatch that only records what it was given. */
const parse = async (line: string[], env: Record<string, string> = {}): Promise<ParsedCommand> => {
  const saved = { ...process.env };
  delete process.env["PROSHOP_SERVER"];
  delete process.env["PROSHOP_LOCALE"];
  Object.assign(process.env, env);
  try {
    let parsed: ParsedCommand | undefined;
    const program = buildProgram(async (command) => {
      parsed = command;
    }).configureOutput({ writeOut: () => undefined, writeErr: () => undefined });
    await program.parseAsync(["node", "proshop", ...line]);
    if (parsed === undefined) throw new Error("nothing dispatched");
    return parsed;
  } finally {
    process.env = saved;
  }
};

const parseError = async (line: string[]): Promise<CommanderError> => {
  try {
    await parse(line);
  } catch (error) {
    if (error instanceof CommanderError) return error;
    throw error;
  }
  throw new Error(`parsed: ${line.join(" ")}`);
};

describe("program", () => {
  it("takes the global options before or after the command", async () => {
    const before = await parse(["--json", "--server", "http://x:1", "whoami"]);
    const after = await parse(["whoami", "--json", "--locale", "fr"]);
    expect(before).toMatchObject({ name: "whoami", options: { json: true, server: "http://x:1" } });
    expect(after).toMatchObject({ name: "whoami", options: { json: true, locale: "fr", server: DEFAULT_SERVER } });
  });

  it("reads the server and locale from the environment", async () => {
    const parsed = await parse(["whoami"], { PROSHOP_SERVER: "http://env:2", PROSHOP_LOCALE: "nl" });
    expect(parsed.options).toMatchObject({ server: "http://env:2", locale: "nl" });
  });

  it("parses the cart changes into one command with the action first", async () => {
    expect(await parse(["cart", "add", "88430002", "2"])).toMatchObject({ name: "cart-change", args: ["add", "88430002", "2"] });
    expect(await parse(["cart", "remove", "88430002"])).toMatchObject({ name: "cart-change", args: ["remove", "88430002"] });
    expect(await parse(["cart", "coupon", "WELCOME10"])).toMatchObject({ name: "cart-change", args: ["coupon", "WELCOME10"] });
    expect(await parse(["cart"])).toMatchObject({ name: "cart-show", args: [] });
  });

  it("parses the Zoom! Delivered commands for support", async () => {
    expect(await parse(["zoom", "list", "--page", "2", "--page-size", "50", "--json"])).toMatchObject({
      name: "zoom-list",
      options: { page: "2", pageSize: "50", json: true },
    });
    expect(await parse(["zoom", "show", "100123"])).toMatchObject({ name: "zoom-show", args: ["100123"] });
    expect((await parseError(["zoom", "show"])).code).toBe("commander.missingArgument");
  });

  it("parses replay sources, repeated filters and order numbers", async () => {
    expect(await parse(["cart", "replay", "--customer", "100234", "--live"])).toMatchObject({
      name: "cart-replay",
      args: [],
      options: { customer: "100234", live: true },
    });
    expect(await parse(["products", "--filter", "A", "--filter", "B c"])).toMatchObject({ options: { filter: ["A", "B c"] } });
    expect(await parse(["order", "100018"])).toMatchObject({ name: "order-show", args: ["100018"] });
    expect(await parse(["order", "show", "100018"])).toMatchObject({ name: "order-show", args: ["100018"] });
    expect(await parse(["order", "invoice", "100018", "-o", "march.pdf"])).toMatchObject({ name: "order-invoice", args: ["100018"], options: { output: "march.pdf" } });
    expect(await parse(["order", "submit", "--idempotency-key", "k1"])).toMatchObject({
      name: "order-submit",
      options: { idempotencyKey: "k1", payment: "cod" },
    });
    expect(await parse(["login", "a@b.c", "--password-stdin"])).toMatchObject({ name: "login", args: ["a@b.c"], options: { passwordStdin: true } });
  });

  it("refuses unknown flags, missing arguments and bad choices with commander's codes", async () => {
    expect((await parseError(["whoami", "--bogus"])).code).toBe("commander.unknownOption");
    expect((await parseError(["cart", "add", "88430002"])).code).toBe("commander.missingArgument");
    expect((await parseError(["--locale", "de", "whoami"])).code).toBe("commander.invalidArgument");
    expect((await parseError(["frobnicate"])).code).toBe("commander.unknownCommand");
  });
});
