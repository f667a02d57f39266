import type { CommandContext } from "./context.ts";
import { usageFailure } from "./errors.ts";
import { createOutput } from "./output/printer.ts";
import { resolveLocale, translatorFor } from "./output/messages.ts";
import { DEFAULT_SERVER, type ParsedCommand } from "./program.ts";

/** The context a command runs in, from what commander parsed and the process's surroundings. */
export const commandContext = (parsed: ParsedCommand, env: NodeJS.ProcessEnv = process.env): CommandContext => {
  const { options } = parsed;
  const locale = resolveLocale(typeof options["locale"] === "string" ? options["locale"] : undefined, env);
  const json = options["json"] === true;
  const server = typeof options["server"] === "string" && options["server"].trim() !== "" ? options["server"].trim() : DEFAULT_SERVER;
  if (!isHttpUrl(server)) throw usageFailure("cli.usage.bad_server", { server });
  return {
    server,
    json,
    locale,
    t: translatorFor(locale),
    out: createOutput(json),
    env,
    stdin: process.stdin,
    now: Date.now,
  };
};

const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};
