import { EXIT, type ExitCode } from "./exit-codes.ts";

/**
 * Why a command stopped, as the CLI tells it: an exit code, a message id of core's catalogue
 * (worded in the chosen locale) with its parameters, and for `--json` the details a script may
 * want (a limit violation, the server's refusal code). Commands throw these; the top-level
 * handler prints one sentence on stderr and exits with the code, never a stack trace.
 */
export class CliFailure extends Error {
  readonly exitCode: ExitCode;
  readonly messageId: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly details: Readonly<Record<string, unknown>>;
  /** Extra lines printed after the sentence (a violation's explanation). */
  readonly explanation: readonly string[];

  constructor(input: {
    readonly exitCode: ExitCode;
    readonly messageId: string;
    readonly params?: Readonly<Record<string, string | number>>;
    readonly details?: Readonly<Record<string, unknown>>;
    readonly explanation?: readonly string[];
  }) {
    super(input.messageId);
    this.name = "CliFailure";
    this.exitCode = input.exitCode;
    this.messageId = input.messageId;
    this.params = input.params ?? {};
    this.details = input.details ?? {};
    this.explanation = input.explanation ?? [];
  }
}

type Params = Readonly<Record<string, string | number>>;

export const usageFailure = (messageId: string, params?: Params, details?: Record<string, unknown>) =>
  new CliFailure({ exitCode: EXIT.usage, messageId, ...(params ? { params } : {}), ...(details ? { details } : {}) });

export const authFailure = (messageId: string, params?: Params, details?: Record<string, unknown>) =>
  new CliFailure({ exitCode: EXIT.auth, messageId, ...(params ? { params } : {}), ...(details ? { details } : {}) });

export const refusedFailure = (messageId: string, params?: Params, details?: Record<string, unknown>, explanation?: readonly string[]) =>
  new CliFailure({
    exitCode: EXIT.refused,
    messageId,
    ...(params ? { params } : {}),
    ...(details ? { details } : {}),
    ...(explanation ? { explanation } : {}),
  });

export const serverFailure = (messageId: string, params?: Params, details?: Record<string, unknown>) =>
  new CliFailure({ exitCode: EXIT.server, messageId, ...(params ? { params } : {}), ...(details ? { details } : {}) });
