import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { registrationDefaults, translator, type Registration } from "@proshop/core";
import { SEED_EMAILS, SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { outbox, rateLimits } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";

/*
 * Issue 11, item 13 (NIST SP 800-63B): a new password from the common list or made of the
 * user's own e-mail is refused, with a translated message, on registration, change and reset.
 * Issue 32 item 9: also the common passwords and words of French, Spanish and Dutch, and the
 * shop's own words (its name, the demo password).
 */

const registration = (fields: Partial<Registration>): Registration => ({
  ...registrationDefaults("fr"),
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
  ...fields,
});

describe.each(testDatabases())("new password rules ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  useTestServer(database, (running) => ({ server, api } = running));

  it("refuses common passwords and the e-mail on registration, naming the field, in every language", async () => {
    for (const [password, code] of [
      ["12345678", "password.too_common"],
      ["password", "password.too_common"],
      ["Password", "password.too_common"],
      // Issue 32 item 9: the common passwords and words of the shop's languages, its own words.
      ["azerty123", "password.too_common"],
      ["motdepasse1", "password.too_common"],
      ["wachtwoord1", "password.too_common"],
      ["welkom01", "password.too_common"],
      ["contraseña", "password.too_common"],
      [SEED_PASSWORD, "password.too_common"],
      ["ProShop2024!", "password.too_common"],
      ["lea.common@example.fr", "password.contains_email"],
      ["lea.common", "password.contains_email"],
      ["lea.common2026", "password.contains_email"],
    ] as const) {
      // More tries than one address may register in an hour (public-form limits).
      await server.db.delete(rateLimits);
      const answer = await api.postSigned("/admin/user?send_mail=1", registration({ email: "lea.common@example.fr", cust_no: "7650001", password }));
      expect(answer.status, password).toBe(400);
      expect(answer.body.error, password).toMatchObject({ code, field: "password" });
    }
    for (const locale of ["fr", "es", "nl", "en"]) {
      for (const id of ["password.too_common", "password.contains_email"]) {
        const words = translator(locale)(id);
        expect(words, `${locale} ${id}`).not.toBe(id);
        expect(words.length).toBeGreaterThan(10);
      }
    }
    expect((await api.postSigned("/admin/user?send_mail=1", registration({ email: "lea.common@example.fr", cust_no: "7650001" }))).status).toBe(200);
  });

  it("refuses them on a password change", async () => {
    const token = await api.login(SEED_EMAILS.matrona);
    for (const [password, code] of [
      ["password", "password.too_common"],
      ["qwertyuiop", "password.too_common"],
      ["contrasena2024", "password.too_common"],
      [SEED_PASSWORD, "password.too_common"],
      [SEED_EMAILS.matrona, "password.contains_email"],
    ] as const) {
      const answer = await api.put("/admin/user/me", { current_password: SEED_PASSWORD, password }, { token });
      expect(answer.status, password).toBe(400);
      expect(answer.body.error).toMatchObject({ code, field: "password" });
    }
    expect((await api.post("/auth/login", { email: SEED_EMAILS.matrona, password: SEED_PASSWORD })).status).toBe(200);
  });

  it("refuses them on a reset, and the link still works for a good password", async () => {
    const email = SEED_EMAILS.tandarts;
    await api.post("/auth/forgot", { email });
    // The reset mail is queued after the answer (issue 11 item 12).
    const mail = await vi.waitFor(async () => {
      const row = (await server.db.select().from(outbox).where(eq(outbox.toAddress, email))).filter((found) => found.kind === "password_reset").at(-1);
      if (row === undefined) throw new Error("no reset mail yet");
      return row;
    }, { timeout: 15_000 });
    const token = /token=([\w-]+)/.exec(mail.bodyText)?.[1] ?? "";
    for (const password of ["12345678", "wachtwoord1", "welkom01", "proshop-2024"]) {
      const common = await api.post("/auth/reset", { token, password });
      expect(common.status, password).toBe(400);
      expect(common.body.error).toMatchObject({ code: "password.too_common", field: "password" });
    }
    const own = await api.post("/auth/reset", { token, password: "tandarts-password" });
    expect(own.status).toBe(400);
    expect(own.body.error).toMatchObject({ code: "password.contains_email", field: "password" });
    // Neither refusal used the link up.
    expect((await api.post("/auth/reset", { token, password: "a-sound-new-secret" })).status).toBe(200);
    expect((await api.post("/auth/login", { email, password: "a-sound-new-secret" })).status).toBe(200);
  });
});
