import { eq } from "drizzle-orm";
import { supportContactOf, type SupportContact } from "@proshop/core";
import type { ShopQueryable } from "./db/client.ts";
import { organisations } from "./db/schema.ts";

/*
 * A market's support contact as its configuration (the organisation row) names it (issue 35
 * item 18): where contact questions go, and what the e-mails, the contact page, the FAQ and the
 * CLI tell customers. `SUPPORT_EMAIL` is only the fallback of a market that names no address.
 */

const NOBODY: SupportContact = { phone: null, email: null, hours: null };

/** The support contact of market `organisationId`; nothing known for no market or an unknown one. */
export const marketSupport = async (db: ShopQueryable, organisationId: string | null): Promise<SupportContact> => {
  if (organisationId === null) return NOBODY;
  const [row] = await db
    .select({ support_phone: organisations.supportPhone, support_email: organisations.supportEmail, support_hours: organisations.supportHours })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return row === undefined ? NOBODY : supportContactOf(row);
};

/** Where mail for market `organisationId`'s support goes: its own address, else the server's `SUPPORT_EMAIL`. */
export const marketSupportEmail = async (db: ShopQueryable, organisationId: string | null, fallback: string): Promise<string> =>
  (await marketSupport(db, organisationId)).email ?? fallback;
