import { Effect } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  sha256Hex,
  SIGNED_REQUEST_TTL_SECONDS,
  signedRequestClaims,
  signRequestToken,
  verifyRequestToken,
} from "../signed-request.ts";

const SECRET = "form-secret";
const run = Effect.runPromise;

const tokenFor = (body: string, email: string, nowMillis: number, secret = SECRET) =>
  run(
    Effect.flatMap(signedRequestClaims({ body, email, location: "https://shop.test/register", nowMillis }), (claims) =>
      signRequestToken(claims, secret),
    ),
  );

const failureOf = (options: Parameters<typeof verifyRequestToken>[0]) =>
  run(Effect.flip(verifyRequestToken(options))).then((error) => error.reason);

describe("signed-request", () => {
  it("hashes bodies with SHA-256", async () => {
    expect(await run(sha256Hex("abc"))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("builds claims from body, e-mail and location, valid for five minutes", async () => {
    const claims = await run(
      signedRequestClaims({ body: "{}", email: "  Anne@Example.FR ", location: "cli:register", nowMillis: 1_700_000_000_500 }),
    );
    expect(claims).toEqual({
      payload_sha256: await run(sha256Hex("{}")),
      email: "anne@example.fr",
      location: "cli:register",
      iat: 1_700_000_000,
      exp: 1_700_000_000 + SIGNED_REQUEST_TTL_SECONDS,
    });
  });

  it("verifies a token with the body it was made for", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.emailAddress(), async (body, email) => {
        const token = await tokenFor(body, email, 0);
        const claims = await run(verifyRequestToken({ token, secret: SECRET, body, nowMillis: 1000 }));
        expect(claims.email).toBe(email.trim().toLowerCase());
      }),
      { numRuns: 50 },
    );
  });

  it("refuses another body, another secret, an expired token and garbage", async () => {
    const token = await tokenFor('{"email":"a@b.c"}', "a@b.c", 0);
    expect(await failureOf({ token, secret: SECRET, body: '{"email":"x@b.c"}', nowMillis: 0 })).toBe("payload");
    expect(await failureOf({ token, secret: "other", body: '{"email":"a@b.c"}', nowMillis: 0 })).toBe("signature");
    expect(await failureOf({ token, secret: SECRET, body: '{"email":"a@b.c"}', nowMillis: SIGNED_REQUEST_TTL_SECONDS * 1000 })).toBe(
      "expired",
    );
    expect(await failureOf({ token: "not-a-token", secret: SECRET, body: "", nowMillis: 0 })).toBe("malformed");
    const [header, , signature] = token.split(".");
    expect(await failureOf({ token: `${header}.e30.${signature}`, secret: SECRET, body: "", nowMillis: 0 })).toBe("signature");
  });
});
