import { isApiErrorBody, type MessageParams } from "@proshop/core";

/** The refusal a failed call shows: the server's code when the catalogue words it, with its details (`max`, `account`...). */
export const refusalOf = (error: unknown, known: (id: string) => boolean): { readonly messageId: string; readonly params: MessageParams } => {
  const failure = error as { readonly messageId?: unknown; readonly body?: unknown } | null;
  const messageId = typeof failure?.messageId === "string" && known(failure.messageId) ? failure.messageId : "reporting.web.error.generic";
  const params: Record<string, string | number> = {};
  if (isApiErrorBody(failure?.body)) {
    for (const [key, value] of Object.entries(failure.body.error)) if (typeof value === "string" || typeof value === "number") params[key] = value;
  }
  return { messageId, params };
};
