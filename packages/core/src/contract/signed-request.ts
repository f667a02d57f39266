import { Effect, Schema } from "effect";

/**
 * Claims of the signed request token: the bearer of `POST /admin/user?send_mail=1`
 * (registration) and of `POST /admin/question` when nobody is signed in (SPEC 7: "a
 * short-lived HS256 signed token built from payload, e-mail and current location").
 *
 * The token is a JWT, `{"alg":"HS256","typ":"JWT"}`, signed with the shop's form-signing
 * secret. That secret ships with the web app, so the token is not authentication: it proves
 * the body was sent as-is from one of our forms, recently, and cannot be replayed with
 * another body or after it expires. Rate limits and e-mail confirmation do the rest.
 *
 * - `payload_sha256`: SHA-256 (lower-case hex) of the exact request body bytes, so the token
 *   is only valid with the body it was made for.
 * - `email`: the e-mail address in the body, trimmed and lower-cased, so logs and the
 *   server's per-address limits can name it without parsing the body.
 * - `location`: where the form was sent from: `location.href` in the browser, `cli:<command>`
 *   in the CLI. The server may refuse locations outside its own hostnames.
 * - `iat` / `exp`: issued-at and expiry in seconds since the epoch; `exp - iat` is
 *   `SIGNED_REQUEST_TTL_SECONDS`.
 */
export interface SignedRequestClaims {
  readonly payload_sha256: string;
  readonly email: string;
  readonly location: string;
  readonly iat: number;
  readonly exp: number;
}

/** Five minutes: long enough for a slow network and a small clock skew, short enough to be useless if stolen. */
export const SIGNED_REQUEST_TTL_SECONDS = 300;

/**
 * The form-signing secret the web app, the CLI and the server use unless configured otherwise
 * (server: `FORM_SECRET`). Public by design, like any secret shipped to browsers: it only stops
 * a body from being altered, or replayed once its token expired.
 */
export const DEFAULT_FORM_SIGNING_SECRET = "proshop-form-signing-secret-v1";

/** A signed request token that does not hold: bad signature, expired, or made for another body. */
export class SignedRequestInvalid extends Schema.TaggedError<SignedRequestInvalid>()("SignedRequestInvalid", {
  reason: Schema.Literals(["malformed", "signature", "expired", "payload"]),
}) {}

const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const fromBase64url = (text: string): Uint8Array => {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const toHex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** SHA-256 of a body, lower-case hex (WebCrypto: the same code in the browser, Node and the server). */
export const sha256Hex = (body: string | Uint8Array): Effect.Effect<string> =>
  Effect.promise(() =>
    crypto.subtle.digest("SHA-256", typeof body === "string" ? encoder.encode(body) : new Uint8Array(body)),
  ).pipe(Effect.map(toHex));

const hmacKey = (secret: string) =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);

const HEADER = base64url(encoder.encode(JSON.stringify({ alg: "HS256", typ: "JWT" })));

/** Signs claims into a compact HS256 JWT. */
export const signRequestToken = (claims: SignedRequestClaims, secret: string): Effect.Effect<string> =>
  Effect.promise(async () => {
    const signingInput = `${HEADER}.${base64url(encoder.encode(JSON.stringify(claims)))}`;
    const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(signingInput));
    return `${signingInput}.${base64url(new Uint8Array(signature))}`;
  });

/** The claims of a form body sent now from `location`. */
export const signedRequestClaims = Effect.fnUntraced(function* (options: {
  readonly body: string | Uint8Array;
  readonly email: string;
  readonly location: string;
  readonly nowMillis: number;
}) {
  const iat = Math.floor(options.nowMillis / 1000);
  return {
    payload_sha256: yield* sha256Hex(options.body),
    email: options.email.trim().toLowerCase(),
    location: options.location,
    iat,
    exp: iat + SIGNED_REQUEST_TTL_SECONDS,
  } satisfies SignedRequestClaims;
});

const ClaimsJson = Schema.fromJsonString(
  Schema.Struct({
    payload_sha256: Schema.String,
    email: Schema.String,
    location: Schema.String,
    iat: Schema.Number,
    exp: Schema.Number,
  }),
);

/**
 * Checks a token against the body it came with (the server's side): signature, expiry and
 * body hash. Succeeds with the claims.
 */
export const verifyRequestToken = Effect.fnUntraced(function* (options: {
  readonly token: string;
  readonly secret: string;
  readonly body: string | Uint8Array;
  readonly nowMillis: number;
}) {
  const parts = options.token.split(".");
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || header !== HEADER || payload === undefined || signature === undefined) {
    return yield* new SignedRequestInvalid({ reason: "malformed" });
  }
  const signatureBytes = yield* Effect.try({
    try: () => fromBase64url(signature),
    catch: () => new SignedRequestInvalid({ reason: "malformed" }),
  });
  const valid = yield* Effect.promise(async () =>
    crypto.subtle.verify(
      "HMAC",
      await hmacKey(options.secret),
      new Uint8Array(signatureBytes),
      encoder.encode(`${header}.${payload}`),
    ),
  );
  if (!valid) return yield* new SignedRequestInvalid({ reason: "signature" });
  const claims = yield* Effect.try({
    try: () => new TextDecoder().decode(fromBase64url(payload)),
    catch: () => new SignedRequestInvalid({ reason: "malformed" }),
  }).pipe(
    Effect.flatMap((json) => Schema.decodeUnknownEffect(ClaimsJson)(json)),
    Effect.mapError(() => new SignedRequestInvalid({ reason: "malformed" })),
  );
  if (claims.exp * 1000 <= options.nowMillis) return yield* new SignedRequestInvalid({ reason: "expired" });
  if (claims.payload_sha256 !== (yield* sha256Hex(options.body))) return yield* new SignedRequestInvalid({ reason: "payload" });
  return claims as SignedRequestClaims;
});
