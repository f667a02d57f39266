import type { Translate } from "@proshop/core";
import { CommanderError } from "commander";
import { createOutput } from "./output/printer.ts";
import { knownMessage, resolveLocale, translatorFor } from "./output/messages.ts";
import { CliFailure, usageFailure } from "./errors.ts";
import { EXIT, type ExitCode } from "./exit-codes.ts";
import { CommandLineError } from "./program.ts";
import { failureFromApi, isApiCallFailed } from "./session/api-failure.ts";

/*
 * The top-level handler: whatever stopped a command becomes one sentence on stderr (in the
 * chosen locale), the explanation lines a refusal carries, with `--json` one error document on
 * stdout, and the exit code. Stack traces only with PROSHOP_DEBUG=1.
 */

/** The part of commander's message after "error: ", for the codes that name something. */
const quoted = (message: string): string => /'([^']*)'/.exec(message)?.[1] ?? message.replace(/^error:\s*/, "");

/** The option commander names in "required option '-o, --output <file>' not specified", as typed: "--output <file>". */
const missingOption = (message: string): string => {
  const flags = quoted(message);
  const long = /--[\w-]+/.exec(flags)?.[0];
  const value = /[<[][^>\]]*[>\]]/.exec(flags)?.[0];
  return long === undefined ? flags : [long, value].filter(Boolean).join(" ");
};

/**
 * Commander's own failures are all usage errors (exit 2), worded by core's `cli.usage.*`. A
 * missing option or argument names what is missing and shows the command's usage (issue 35).
 */
export const failureFromCommander = (error: CommanderError, t?: Translate): CliFailure => {
  const detail = error.message.replace(/^error:\s*/, "").split("\n")[0] ?? "";
  const usageLines =
    error instanceof CommandLineError && t !== undefined
      ? [t("cli.usage.usage_line", { usage: error.usage }), t("cli.usage.help_hint", { command: error.commandPath })]
      : [];
  const usageDetails = error instanceof CommandLineError ? { usage: error.usage } : {};
  switch (error.code) {
    case "commander.missingMandatoryOptionValue": {
      const option = missingOption(error.message);
      const command = error instanceof CommandLineError ? error.commandPath : "proshop";
      return new CliFailure({
        exitCode: EXIT.usage,
        messageId: "cli.usage.missing_option",
        params: { option, command },
        details: { option, ...usageDetails },
        explanation: usageLines,
      });
    }
    case "commander.unknownOption":
      return usageFailure("cli.usage.unknown_option", { option: quoted(error.message) });
    case "commander.unknownCommand":
      return usageFailure("cli.usage.unknown_command", { command: quoted(error.message) });
    case "commander.missingArgument":
      return new CliFailure({
        exitCode: EXIT.usage,
        messageId: "cli.usage.missing_argument",
        params: { argument: quoted(error.message) },
        details: usageDetails,
        explanation: usageLines,
      });
    case "commander.optionMissingArgument":
      return usageFailure("cli.usage.option_missing_argument", { option: quoted(error.message) });
    case "commander.excessArguments":
      // "too many arguments for 'show'. Expected 0 arguments but got 1: bogus." names the extra ones last.
      return usageFailure("cli.usage.excess_arguments", { arguments: /got \d+: (.*?)\.?$/.exec(detail)?.[1] ?? detail });
    case "commander.help":
      return usageFailure("cli.usage.command_needed");
    default:
      return usageFailure("cli.usage.invalid", { detail });
  }
};

const asFailure = (error: unknown, t: Translate): CliFailure => {
  if (error instanceof CliFailure) return error;
  if (error instanceof CommanderError) return failureFromCommander(error, t);
  if (isApiCallFailed(error)) return failureFromApi(error);
  return new CliFailure({
    exitCode: EXIT.refused,
    messageId: "cli.unexpected",
    params: { detail: error instanceof Error ? error.message : String(error) },
  });
};

export const reportFailure = (error: unknown, options: Readonly<Record<string, unknown>>): ExitCode => {
  const locale = resolveLocale(typeof options["locale"] === "string" ? options["locale"] : undefined);
  const t = translatorFor(locale);
  const failure = asFailure(error, t);
  const json = options["json"] === true;
  const out = createOutput(json);
  const fallback = typeof failure.params["detail"] === "string" ? failure.params["detail"] : failure.messageId;
  const sentence = knownMessage(t, failure.messageId, failure.params, fallback);
  out.error(`proshop: ${sentence}`);
  for (const line of failure.explanation) out.error(`  ${line}`);
  if (process.env["PROSHOP_DEBUG"] === "1" && error instanceof Error && error.stack) out.error(error.stack);
  if (json) {
    out.result(
      { error: { code: failure.messageId, message: sentence, exit_code: failure.exitCode, ...failure.details } },
      () => "",
    );
  }
  return failure.exitCode;
};
