import { cartRecordingProblem, decodeCartRecording, type CartRecording } from "@proshop/core";
import { Result } from "effect";
import { usageFailure } from "../errors.ts";

/**
 * Decodes a parsed recording file with core's schema, or throws the usage failure that says
 * what is wrong with it. WHY a module of its own: `cart replay` imports it only when core's
 * quick reader could not vouch for a file, so a good file never loads Effect's Schema.
 */
export const decodeRecordingFile = (file: string, parsed: unknown): CartRecording => {
  const decoded = decodeCartRecording(parsed);
  if (Result.isFailure(decoded)) {
    const problem = cartRecordingProblem(decoded.failure);
    throw usageFailure(
      "cli.usage.recording_malformed",
      { file, field: decoded.failure.field === "" ? "(root)" : decoded.failure.field, problem: decoded.failure.message },
      { recording_problem: problem },
    );
  }
  return decoded.success;
};
