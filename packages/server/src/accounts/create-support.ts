import { eq, sql } from "drizzle-orm";
import { normaliseEmail } from "../auth/account.ts";
import { newPasswordRefusal } from "../auth/password-policy.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { ShopDatabase, ShopQueryable } from "../db/client.ts";
import { companies, organisations, repCompanies, users } from "../db/schema.ts";

/*
 * The first support account of a shop that starts empty (a production start seeds no demo):
 * a support agent of one market, valid at once, serving every company of that market, in the
 * market's support office (an existing company named by its customer number, or a new office).
 */

export interface SupportAccountRequest {
  readonly email: string;
  readonly password: string;
  /** The market ('FR'). */
  readonly organisation: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** Two letters; default the market's first language. */
  readonly language?: string;
  /** An existing company to belong to; default a new "<market> support" office. */
  readonly custNo?: string;
}

/** Why the account cannot be made: said to the operator as is. */
export class SupportAccountRefused extends Error {
  override readonly name = "SupportAccountRefused";
}

/** The next free customer number (from 900000, so a support office never looks like a customer's). */
const nextCustomerNumber = async (db: ShopQueryable): Promise<string> => {
  const [row] = await db
    .select({ highest: sql<number | null>`max(${companies.custNo}::bigint)` })
    .from(companies)
    .where(sql`length(${companies.custNo}) <= 7`);
  return String(Math.max(900_000, Number(row?.highest ?? 0) + 1));
};

export const createSupportAccount = async (
  db: ShopDatabase,
  request: SupportAccountRequest,
): Promise<{ readonly userId: number; readonly custNo: string }> => {
  const email = normaliseEmail(request.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new SupportAccountRefused(`"${request.email}" is not an e-mail address`);
  const refusal = newPasswordRefusal(request.password, email);
  if (refusal !== null) {
    throw new SupportAccountRefused(
      refusal.code === "password.too_short" ? `the password needs at least ${refusal.min} characters` : refusal.code === "password.too_long" ? `the password has more than ${refusal.max} characters` : refusal.code === "password.too_common" ? "the password is too easy to guess (a common password or word, or the shop's name)" : refusal.code === "password.contains_email" ? "the password is the e-mail address" : "the password is empty",
    );
  }
  const organisationId = request.organisation.trim().toUpperCase();
  const [market] = await db.select().from(organisations).where(eq(organisations.id, organisationId)).limit(1);
  if (market === undefined) {
    const known = (await db.select({ id: organisations.id }).from(organisations)).map((row) => row.id);
    throw new SupportAccountRefused(`there is no market "${organisationId}" (markets: ${known.join(", ") || "none"})`);
  }
  const language = request.language ?? market.languages[0] ?? "fr";
  if (!/^[a-z]{2}$/.test(language)) throw new SupportAccountRefused(`the language "${language}" is not two lower-case letters`);
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken !== undefined) throw new SupportAccountRefused(`an account with the address ${email} already exists`);
    let custNo = request.custNo?.trim();
    if (custNo !== undefined) {
      const [office] = await tx.select({ organisation: companies.organisationId }).from(companies).where(eq(companies.custNo, custNo)).limit(1);
      if (office === undefined) throw new SupportAccountRefused(`there is no company ${custNo}`);
      if (office.organisation !== organisationId) throw new SupportAccountRefused(`company ${custNo} is not of market ${organisationId}`);
    } else {
      custNo = await nextCustomerNumber(tx);
      await tx.insert(companies).values({ custNo, name: `${market.name} support`, organisationId, licenseValid: "APPROVED" });
    }
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: request.firstName ?? "",
        lastName: request.lastName ?? "",
        role: "support",
        companyCustNo: custNo,
        organisationId,
        isValid: true,
        language,
      })
      .returning({ id: users.id });
    await tx.insert(repCompanies).values({ userId: user!.id, organisationId });
    return { userId: user!.id, custNo };
  });
};
