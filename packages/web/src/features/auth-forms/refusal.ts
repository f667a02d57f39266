import { refusalDetailsIn, WRONG_SERVICES_MESSAGE_ID, type MessageParams } from "@proshop/core";
import { isKnownMessage } from "../../app/messages.ts";

/** What a refused form shows: a message id of the catalogue and the details it is worded with. */
export interface FormRefusal {
  readonly messageId: string;
  readonly params: MessageParams;
}

/**
 * SPEC 8: a refused form shows the server's error as a message id, else the form's "oops".
 * WHY the checks: a code the catalogue cannot word (or "Wrong Services", which says nothing to
 * a customer) would show a raw id, so it falls back to the form's own message. The refusal's
 * details (`min`, `max`...) word it: "at least {{min}} characters".
 */
/** Core's ApiCallFailed, recognised by its tag: WHY not instanceof, a second copy of core (tests, bundles) has its own class. */
const isApiCallFailed = (error: unknown): error is { readonly messageId: string; readonly body: unknown } =>
  typeof error === "object" &&
  error !== null &&
  (error as { readonly _tag?: unknown })._tag === "ApiCallFailed" &&
  typeof (error as { readonly messageId?: unknown }).messageId === "string";

export const formRefusalOf = (error: unknown, fallback: string): FormRefusal => {
  if (!isApiCallFailed(error)) return { messageId: fallback, params: {} };
  const messageId = error.messageId;
  if (messageId === WRONG_SERVICES_MESSAGE_ID || !isKnownMessage(messageId)) return { messageId: fallback, params: {} };
  return { messageId, params: refusalDetailsIn(error.body) };
};
