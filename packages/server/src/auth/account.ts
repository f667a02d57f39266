import { and, eq, gte, notInArray, or, sql } from "drizzle-orm";
import type { Company, CurrentUserAnswer, Organisation } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { companies, orders, organisations, repCompanies, users } from "../db/schema.ts";

/*
 * The signed-in account as the server reads it: the user row with its company and market,
 * and how it is answered (core's CurrentUserAnswer: SPEC 3 user fields plus the company).
 */

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;

export interface Account {
  readonly user: UserRow;
  readonly company: CompanyRow;
  readonly organisation: OrganisationRow;
}

/** E-mail addresses are compared trimmed and lower-cased (the users table stores them so). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Sales reps and support agents order on behalf of companies; customers never do. */
export const isRepresentative = (user: Pick<UserRow, "role">): boolean => user.role === "sales_rep" || user.role === "support";

const accountWhere = async (db: ShopQueryable, condition: ReturnType<typeof eq>): Promise<Account | null> => {
  const [row] = await db
    .select({ user: users, company: companies, organisation: organisations })
    .from(users)
    .innerJoin(companies, eq(companies.custNo, users.companyCustNo))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(condition)
    .limit(1);
  return row ?? null;
};

export const loadAccount = (db: ShopQueryable, userId: number): Promise<Account | null> => accountWhere(db, eq(users.id, userId));

export const loadAccountByEmail = (db: ShopQueryable, email: string): Promise<Account | null> =>
  accountWhere(db, eq(users.email, normaliseEmail(email)));

/** A company with its market, or null when there is no such customer number. */
export const loadCompany = async (
  db: ShopQueryable,
  custNo: string,
): Promise<{ readonly company: CompanyRow; readonly organisation: OrganisationRow } | null> => {
  const [row] = await db
    .select({ company: companies, organisation: organisations })
    .from(companies)
    .innerJoin(organisations, eq(organisations.id, companies.organisationId))
    .where(eq(companies.custNo, custNo))
    .limit(1);
  return row ?? null;
};

/**
 * True when `user` may act for company `custNo`: a sales rep or support agent, for their own
 * company, a company listed for them in rep_companies, or any company of a market listed
 * there. Customers never act for anyone through the customer-number header.
 */
export const mayServeCompany = async (db: ShopQueryable, user: Pick<UserRow, "id" | "role" | "companyCustNo">, custNo: string): Promise<boolean> => {
  if (!isRepresentative(user)) return false;
  if (custNo === user.companyCustNo) return true;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(companies)
    .innerJoin(
      repCompanies,
      and(eq(repCompanies.userId, user.id), or(eq(repCompanies.custNo, companies.custNo), eq(repCompanies.organisationId, companies.organisationId))),
    )
    .where(eq(companies.custNo, custNo))
    .limit(1);
  return row !== undefined;
};

/** The organisation as the API serves it. */
export const organisationAnswer = (row: OrganisationRow): Organisation => ({
  id: row.id,
  max_order_count_year: row.maxOrderCountYear,
  maintenance_mode: row.maintenanceMode,
  maintenance_title: row.maintenanceTitle,
  maintenance_message: row.maintenanceMessage,
  academy: row.academy,
  terms_of_use: row.termsOfUse,
  privacy_notice: row.privacyNotice,
});

/**
 * Orders that count for the yearly banners and limits: placed (not drafts), not canceled,
 * paid or not (SPEC: "counting orders not yet paid"), since 1 January (UTC) of `now`'s year.
 */
const ordersThisYearOf = async (db: ShopQueryable, custNo: string, now: Date) =>
  db
    .select({ orderNr: orders.orderNr, submittedAt: orders.submittedAt, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.custNo, custNo),
        notInArray(orders.status, ["draft", "canceled"]),
        gte(sql`coalesce(${orders.submittedAt}, ${orders.createdAt})`, new Date(Date.UTC(now.getUTCFullYear(), 0, 1))),
      ),
    );

/** The company as the API serves it, with this year's orders (for the yearly-limit banner). */
export const companyAnswer = async (
  db: ShopQueryable,
  company: CompanyRow,
  organisation: OrganisationRow,
  now: Date = new Date(),
): Promise<Company> => ({
  cust_no: company.custNo,
  Name: company.name,
  organisation: organisationAnswer(organisation),
  orders: (await ordersThisYearOf(db, company.custNo, now)).map((order) => ({
    id: order.orderNr,
    created: (order.submittedAt ?? order.createdAt).toISOString(),
  })),
  license_valid: company.licenseValid,
});

/** GET /admin/user/me and the log-in answer (without the token). */
export const currentUserAnswer = async (db: ShopQueryable, account: Account, now: Date = new Date()): Promise<CurrentUserAnswer> => ({
  id: account.user.id,
  is_valid: account.user.isValid,
  is_sales: isRepresentative(account.user),
  max_order_amount: account.user.maxOrderAmountCents === null ? null : account.user.maxOrderAmountCents / 100,
  company_name: account.company.name,
  address: account.company.address,
  address_xtra: account.company.addressXtra,
  city: account.company.city,
  postalcode: account.company.postalcode,
  country: account.company.country,
  organisation: organisationAnswer(account.organisation),
  company: await companyAnswer(db, account.company, account.organisation, now),
});
