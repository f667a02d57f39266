/*
 * The API client's words for a failed call without a usable body, apart from the client itself
 * so that modules of a first screen (toasts' server messages) can name them without loading
 * Effect's HTTP stack (issue 18). services/api-client.ts exports them.
 */

/** What a failed call rejects with when the server gave no usable body (SPEC 7). */
export const WRONG_SERVICES = "Wrong Services";
/** The message id of that text. */
export const WRONG_SERVICES_MESSAGE_ID = "content.wrong_services";
