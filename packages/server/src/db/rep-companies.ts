/**
 * Which companies a sales rep or support agent may serve (order on behalf, read carts and
 * orders): their own company, every company named for them in `rep_companies`, and every
 * company of a market named for them there. Customers serve only their own company.
 */
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { ShopQueryable } from "./client.ts";
import { companies, repCompanies, reportingCompanies, users } from "./schema.ts";

/**
 * The rep_companies row (already joined for the user) covers the company. A company of the
 * reporting area (a library, issue 14) is no shop customer: nobody orders on its behalf.
 */
const coversCompany = (): SQL =>
  and(
    or(eq(repCompanies.custNo, companies.custNo), eq(repCompanies.organisationId, companies.organisationId)),
    sql`NOT EXISTS (SELECT 1 FROM ${reportingCompanies} WHERE ${reportingCompanies.custNo} = ${companies.custNo})`,
  )!;

/** True when the user may act for the company `custNo`. */
export const mayServeCompany = async (db: ShopQueryable, userId: number, custNo: string): Promise<boolean> => {
  const [user] = await db.select({ role: users.role, own: users.companyCustNo }).from(users).where(eq(users.id, userId));
  if (user === undefined) return false;
  if (user.own === custNo) return true;
  if (user.role === "customer") return false;
  const rows = await db
    .select({ custNo: companies.custNo })
    .from(companies)
    .innerJoin(repCompanies, and(eq(repCompanies.userId, userId), coversCompany()))
    .where(eq(companies.custNo, custNo))
    .limit(1);
  return rows.length > 0;
};

/** Customer numbers of every company the user may act for, own company first, then by number. */
export const companiesServedBy = async (db: ShopQueryable, userId: number): Promise<string[]> => {
  const [user] = await db.select({ role: users.role, own: users.companyCustNo }).from(users).where(eq(users.id, userId));
  if (user === undefined) return [];
  if (user.role === "customer") return [user.own];
  const rows = await db
    .selectDistinct({ custNo: companies.custNo })
    .from(companies)
    .innerJoin(repCompanies, and(eq(repCompanies.userId, userId), coversCompany()))
    .orderBy(asc(companies.custNo));
  return [user.own, ...rows.map((row) => row.custNo).filter((custNo) => custNo !== user.own)];
};
