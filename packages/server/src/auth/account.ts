import { eq, sql } from "drizzle-orm";
import type { Company, CurrentUserAnswer } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { companyFromRow, userFromRows, type CompanyRow, type OrganisationRow, type UserRow } from "../db/mappers.ts";
import { ordersPlacedThisYear } from "../db/orders-this-year.ts";
import { preparedOnce } from "../db/prepared.ts";
import { companies, organisations, users } from "../db/schema.ts";

export type { CompanyRow, OrganisationRow, UserRow };

/*
 * The signed-in account as the server reads it: the user row with its company and market,
 * and how it is answered (core's CurrentUserAnswer: SPEC 3 user fields plus the company).
 */

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

/** The account by id: every order call reads it, so its statement is built once (db/prepared.ts). */
const accountById = preparedOnce((db) =>
  db
    .select({ user: users, company: companies, organisation: organisations })
    .from(users)
    .innerJoin(companies, eq(companies.custNo, users.companyCustNo))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("account_by_id"),
);

export const loadAccount = async (db: ShopQueryable, userId: number): Promise<Account | null> => (await accountById(db, { userId }))[0] ?? null;

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

/** The company as the API serves it, with this year's orders (for the yearly-limit banner). */
export const companyAnswer = async (
  db: ShopQueryable,
  company: CompanyRow,
  organisation: OrganisationRow,
  now: Date = new Date(),
): Promise<Company> => {
  const placed = await ordersPlacedThisYear(db, company.custNo, now);
  const orders = placed.map((order) => ({ id: order.orderNr, created: order.placedAt.toISOString() }));
  return companyFromRow(company, orders, organisation);
};

/** GET /admin/user/me and the log-in answer (without the token). */
export const currentUserAnswer = async (db: ShopQueryable, account: Account, now: Date = new Date()): Promise<CurrentUserAnswer> => {
  const company = await companyAnswer(db, account.company, account.organisation, now);
  return {
    ...userFromRows(account.user, account.company, account.organisation),
    // An unconfirmed member (membership.ts) does not learn the company's orders.
    company: account.user.companyConfirmed ? company : { ...company, orders: [] },
  };
};
