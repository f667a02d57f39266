import { refusalDetailsIn, type MessageParams } from "@proshop/core";

/** The refusal a failed call shows: the server's code when the catalogue words it, with its details (`max`, `account`...). */
export const refusalOf = (error: unknown, known: (id: string) => boolean): { readonly messageId: string; readonly params: MessageParams } => {
  const failure = error as { readonly messageId?: unknown; readonly body?: unknown } | null;
  const messageId = typeof failure?.messageId === "string" && known(failure.messageId) ? failure.messageId : "reporting.web.error.generic";
  return { messageId, params: refusalDetailsIn(failure?.body) };
};
