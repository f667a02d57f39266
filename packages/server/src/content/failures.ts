/*
 * Refusals of the content service, in the shapes of the public headless-CMS API it mirrors
 * (not the admin API's `{ error: { code, message } }`): core's content client reads `message`
 * or `error` from them and maps the status (SPEC 8): 400 invalid query, 401 authorisation
 * error, 404 with a JSON body an invalid answer, 404 without one "repository not found".
 */

export interface ContentFailure {
  readonly status: 400 | 401 | 404;
  readonly body: Readonly<Record<string, unknown>>;
}

/** 400: `q` or `orderings` could not be read. */
export const parsingError = (message: string, position?: number): ContentFailure => ({
  status: 400,
  body: {
    type: "parsing-error",
    message,
    ...(position === undefined ? {} : { line: 1, column: position + 1 }),
  },
});

/** 400: a parameter is missing or out of range (ref, page, pageSize, lang, routes). */
export const validationError = (message: string): ContentFailure => ({
  status: 400,
  body: { type: "api_validation_error", message },
});

/** The message of the mirrored API and of SPEC 8 for a ref the repository does not have. */
export const REF_NOT_FOUND_MESSAGE = "Ref could not be found";

/**
 * 404 with a JSON body, as the mirrored API answers a search at a ref it does not have (an
 * expired release, a mistyped preview token).
 */
export const refNotFound = (ref: string): ContentFailure => ({
  status: 404,
  body: { type: "api_notfound_error", message: REF_NOT_FOUND_MESSAGE, ref },
});

/** 401: the repository is private (CONTENT_ACCESS_TOKEN) and the token is missing or wrong. */
export const invalidAccessToken = (): ContentFailure => ({
  status: 401,
  body: { error: "Invalid access token" },
});
