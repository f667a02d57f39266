import { emailFieldError } from "../forms/field-rules.ts";

/*
 * Lists of e-mail recipients: a report's `recipient` and a location's `alert_recipients`
 * (issue 36) are checked alike, and worded by the same message.
 */

export const RECIPIENT_MESSAGE = "reports.field.recipient";

/** The first address of `recipients` that is not an e-mail address, as `field.N`, or null. */
export const recipientListError = (field: string, recipients: ReadonlyArray<string> | undefined): readonly [string, string | null] => {
  const index = (recipients ?? []).findIndex((address) => emailFieldError(address.trim()) !== null);
  return index < 0 ? [field, null] : [`${field}.${index}`, RECIPIENT_MESSAGE];
};
