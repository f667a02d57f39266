import { and, eq } from "drizzle-orm";
import { Effect } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_FORM_SIGNING_SECRET, registrationDefaults, signedRequestClaims, signRequestToken, type Registration } from "@proshop/core";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { callFrom } from "../../__tests__/from-address.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { CURRENT_PASSWORD_LIMIT, FORGOT_ADDRESS_LIMIT, FORGOT_EMAIL_LIMIT, QUESTION_ADDRESS_LIMIT, REGISTER_ADDRESS_LIMIT } from "../../auth/form-limits.ts";
import { outbox, rateLimits } from "../../db/schema.ts";
import type { Answer, ShopClient } from "./http.ts";

/*
 * Public forms cannot be flooded (issue 11 item 8): forgot-password per e-mail and per address,
 * registrations and questions per address, and a form token is good for one call.
 */

const statuses = (answers: ReadonlyArray<Pick<Answer, "status">>) =>
  answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

const question = (email: string) => ({
  name: "Léa Martin",
  company: "Cabinet Martin",
  email,
  phone: "+33 6 00 00 00 00",
  question_type: "delivery",
  contact_preference: "email",
  message: "Quand arrive ma commande ?",
});

const registration = (email: string, custNo: string): Registration => ({
  ...registrationDefaults("fr"),
  email,
  cust_no: custNo,
  firstName: "Léa",
  lastName: "Martin",
  phone: "+33 6 00 00 00 00",
  company_name: "Cabinet Martin",
  street_name: "Rue des Lilas",
  house_number: "12",
  postalcode: "69003",
  city: "Lyon",
  country: "FR",
  license_number: "10001234567",
  password: "a-good-password",
});

const signedToken = (body: string, email: string) =>
  Effect.runPromise(
    signedRequestClaims({ body, email, location: "http://localhost/contact", nowMillis: Date.now() }).pipe(
      Effect.flatMap((claims) => signRequestToken(claims, DEFAULT_FORM_SIGNING_SECRET)),
    ),
  );

describe.each(testDatabases())("public form limits ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  useTestServer(database, (running) => ({ server, api } = running));
  beforeEach(() => server.db.delete(rateLimits));

  const resetMails = async (to: string) =>
    (await server.db.select().from(outbox).where(and(eq(outbox.toAddress, to), eq(outbox.kind, "password_reset")))).length;

  it("limits POST /auth/forgot per e-mail, known or not alike, with Retry-After, and queues at most the limit's mails", async () => {
    // 15 each: past the e-mail's limit (5), within the address's (20).
    const known = await Promise.all(Array.from({ length: 15 }, () => api.post("/auth/forgot", { email: SEED_EMAILS.nurse })));
    // From another address: this one is now past its own limit.
    const unknown = await Promise.all(
      Array.from({ length: 15 }, () => callFrom("127.0.0.2", server.url, "POST", "/auth/forgot", { email: "nobody-known@example.fr" })),
    );
    expect(statuses(known)).toEqual({ 200: FORGOT_EMAIL_LIMIT.max, 429: 15 - FORGOT_EMAIL_LIMIT.max });
    expect(statuses(unknown)).toEqual(statuses(known));
    const limited = known.find((answer) => answer.status === 429)!;
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(FORGOT_EMAIL_LIMIT.windowSeconds - 60);
    expect(limited.body.error).toMatchObject({ code: "reset.too_many_requests" });
    // The same words for both: the answer never tells whether the address has an account.
    const { code, message } = limited.body.error;
    expect(unknown.find((answer) => answer.status === 429)!.body.error).toMatchObject({ code, message });
    await expect.poll(() => resetMails(SEED_EMAILS.nurse)).toBe(FORGOT_EMAIL_LIMIT.max);
  });

  it("limits POST /auth/forgot per address, whatever the e-mail", async () => {
    const answers = await Promise.all(
      Array.from({ length: FORGOT_ADDRESS_LIMIT.max + 5 }, (_, index) => api.post("/auth/forgot", { email: `someone-${index}@example.fr` })),
    );
    expect(statuses(answers)).toEqual({ 200: FORGOT_ADDRESS_LIMIT.max, 429: 5 });
  });

  it("takes a public form token once: a replayed token and body make one question", async () => {
    const body = JSON.stringify(question("replay@example.fr"));
    const token = await signedToken(body, "replay@example.fr");
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push(await api.call("POST", "/admin/question", undefined, { token, raw: body }));
    answers.push(...(await Promise.all(Array.from({ length: 25 }, () => api.call("POST", "/admin/question", undefined, { token, raw: body })))));
    expect(statuses(answers)).toEqual({ 200: 1, 401: 29 });
    expect(answers[1]!.body.error).toMatchObject({ code: "form.token_used" });
    const questions = await server.db.select().from(outbox).where(eq(outbox.kind, "question"));
    expect(questions.filter((mail) => mail.bodyText.includes("replay@example.fr"))).toHaveLength(1);
  });

  it("limits registrations per address", async () => {
    const answers = [];
    for (let index = 0; index < REGISTER_ADDRESS_LIMIT.max + 2; index++) {
      answers.push(await api.postSigned("/admin/user?send_mail=1", registration(`flood-${index}@example.fr`, `88000${10 + index}`)));
    }
    expect(statuses(answers)).toEqual({ 200: REGISTER_ADDRESS_LIMIT.max, 429: 2 });
    expect(answers.at(-1)!.body.error).toMatchObject({ code: "form.too_many_requests" });
    expect(Number(answers.at(-1)!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits contact questions per address", async () => {
    const answers = [];
    for (let index = 0; index < QUESTION_ADDRESS_LIMIT.max + 2; index++) {
      answers.push(await api.postSigned("/admin/question", question(`asker-${index}@example.fr`)));
    }
    expect(statuses(answers)).toEqual({ 200: QUESTION_ADDRESS_LIMIT.max, 429: 2 });
  });

  it("limits wrong current passwords on PUT /admin/user/me like log-in: 30 guesses with a stolen token, at most 10 checked", async () => {
    const token = await api.login(SEED_EMAILS.nurse);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => api.put("/admin/user/me", { password: "brand-new-pass", current_password: `guess-${index}` }, { token })),
    );
    expect(statuses(answers)).toEqual({ 403: CURRENT_PASSWORD_LIMIT.max, 429: 30 - CURRENT_PASSWORD_LIMIT.max });
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.body.error).toMatchObject({ code: "account.too_many_attempts" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(CURRENT_PASSWORD_LIMIT.windowSeconds - 60);
  });
});
