import { and, asc, count, eq, gte, lte, max, sql } from "drizzle-orm";
import { Effect } from "effect";
import {
  reportingCompanyProblems,
  type ReportingCompanyCreate,
  type ReportingCompanyRecord,
  type ReportingCompanyUpdate,
} from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { companies, organisations, reportingAccounts, reportingCompanies, reportingDevices, reportingLocations, users } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { invalidFields } from "../handlers/refusals.ts";
import type { ReportingAccount } from "./accounts.ts";

/*
 * The companies that use the reporting area (super administrators only). Each is a company of
 * the shop's `companies` table (customer number, market) marked in `reporting_companies`.
 */

/** Customer numbers the server picks for new reporting companies when none is given. */
const FIRST_CHOSEN_NUMBER = 900_100;

const countOf = (table: typeof reportingLocations | typeof reportingDevices) =>
  sql<number>`(SELECT count(*)::int FROM ${table} WHERE ${table.custNo} = ${companies.custNo})`;

const selectCompanies = (db: ShopDatabase) =>
  db
    .select({
      id: companies.custNo,
      name: companies.name,
      organisation: companies.organisationId,
      city: companies.city,
      country: companies.country,
      locations: countOf(reportingLocations),
      devices: countOf(reportingDevices),
      users: sql<number>`(SELECT count(*)::int FROM ${reportingAccounts} INNER JOIN ${users} ON ${users.id} = ${reportingAccounts.userId} WHERE ${users.companyCustNo} = ${companies.custNo})`,
    })
    .from(reportingCompanies)
    .innerJoin(companies, eq(companies.custNo, reportingCompanies.custNo));

export const listCompanies = (db: ShopDatabase): Effect.Effect<ReportingCompanyRecord[]> =>
  Effect.promise(() => selectCompanies(db).orderBy(asc(companies.name)));

const findCompany = (db: ShopDatabase, account: ReportingAccount, id: string) =>
  Effect.gen(function* () {
    const [found] = yield* Effect.promise(() => selectCompanies(db).where(eq(companies.custNo, id)).limit(1));
    if (found === undefined) return yield* refuse.notFound("reporting.not_found.company", { id }, account.language);
    return found;
  });

export const getCompany = findCompany;

/** 400 on `organisation` unless it names a market. */
const checkMarket = (db: ShopDatabase, account: ReportingAccount, organisation: string | undefined) =>
  Effect.gen(function* () {
    if (organisation === undefined) return;
    const [market] = yield* Effect.promise(() => db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisation)).limit(1));
    if (market === undefined) return yield* refuse.badRequest("reporting.field.market", { field: "organisation" }, account.language);
  });

/** The next free customer number of the range the server chooses from. */
const chosenNumber = async (db: ShopDatabase): Promise<string> => {
  const [highest] = await db
    .select({ value: max(companies.custNo) })
    .from(companies)
    .where(and(gte(companies.custNo, String(FIRST_CHOSEN_NUMBER)), lte(companies.custNo, "9999999")));
  return highest?.value === null || highest?.value === undefined ? String(FIRST_CHOSEN_NUMBER) : String(Number(highest.value) + 1);
};

export const createCompany = (db: ShopDatabase, account: ReportingAccount, payload: ReportingCompanyCreate) =>
  Effect.gen(function* () {
    const problems = reportingCompanyProblems(payload);
    if (Object.keys(problems).length > 0) return yield* invalidFields(problems);
    const organisation = payload.organisation.trim().toUpperCase();
    yield* checkMarket(db, account, organisation);
    const custNo = payload.id ?? (yield* Effect.promise(() => chosenNumber(db)));
    const [taken] = yield* Effect.promise(() => db.select({ custNo: companies.custNo }).from(companies).where(eq(companies.custNo, custNo)).limit(1));
    if (taken !== undefined) return yield* refuse.conflict("reporting.conflict.company_exists", { field: "id" }, account.language);
    yield* Effect.promise(() =>
      db.transaction(async (tx) => {
        await tx.insert(companies).values({
          custNo,
          name: payload.name.trim(),
          organisationId: organisation,
          city: payload.city?.trim() ?? "",
          country: (payload.country ?? organisation).trim().toUpperCase(),
        });
        await tx.insert(reportingCompanies).values({ custNo });
      }),
    );
    return yield* findCompany(db, account, custNo);
  });

export const updateCompany = (db: ShopDatabase, account: ReportingAccount, id: string, payload: ReportingCompanyUpdate) =>
  Effect.gen(function* () {
    const found = yield* findCompany(db, account, id);
    const organisation = payload.organisation?.trim().toUpperCase();
    const problems = reportingCompanyProblems({ ...found, ...payload });
    if (Object.keys(problems).length > 0) return yield* invalidFields(problems);
    yield* checkMarket(db, account, organisation);
    const changes = {
      ...(payload.name === undefined ? {} : { name: payload.name.trim() }),
      ...(organisation === undefined ? {} : { organisationId: organisation }),
      ...(payload.city === undefined ? {} : { city: payload.city.trim() }),
      ...(payload.country === undefined ? {} : { country: payload.country.trim().toUpperCase() }),
    };
    // An empty update changes nothing (an UPDATE without columns is an error).
    if (Object.keys(changes).length === 0) return found;
    yield* Effect.promise(() => db.update(companies).set(changes).where(eq(companies.custNo, id)));
    return yield* findCompany(db, account, id);
  });

/** Deletes an empty company (409 while it has locations, devices or users). */
export const deleteCompany = (db: ShopDatabase, account: ReportingAccount, id: string) =>
  Effect.gen(function* () {
    const found = yield* findCompany(db, account, id);
    if (found.locations + found.devices + found.users > 0 || id === account.company) {
      return yield* refuse.conflict("reporting.conflict.company_not_empty", {}, account.language);
    }
    const [shopUsers] = yield* Effect.promise(() => db.select({ count: count() }).from(users).where(eq(users.companyCustNo, id)));
    yield* Effect.promise(() =>
      db.transaction(async (tx) => {
        await tx.delete(reportingCompanies).where(eq(reportingCompanies.custNo, id));
        // The shop's company row goes too, unless shop users still belong to it.
        if ((shopUsers?.count ?? 0) === 0) await tx.delete(companies).where(eq(companies.custNo, id));
      }),
    );
  });
