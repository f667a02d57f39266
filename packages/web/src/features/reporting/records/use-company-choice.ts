import { SUPER_ADMIN_LEVEL, type ReportingCompanyRecord } from "@proshop/core";
import { Effect } from "effect";
import { useReportingLoad } from "../use-reporting-load.ts";
import { useMe } from "./use-me.ts";

/** The company a super administrator creates a record for (everyone else: their own). */
export const useCompanyChoice = () => {
  const me = useMe();
  const superAdmin = me.level === SUPER_ADMIN_LEVEL;
  const companies = useReportingLoad(superAdmin ? "companies" : "own-company", (client) => (superAdmin ? client.listCompanies() : Effect.succeed([])));
  const options: ReadonlyArray<ReportingCompanyRecord> = superAdmin && companies.state === "ready" ? companies.value : [];
  /** A company's name for a list (a customer number says nothing to a reader), its number until the names load. */
  const nameOf = (id: string): string => options.find((company) => company.id === id)?.name ?? id;
  return { superAdmin, options, first: options[0]?.id ?? me.company.id, nameOf };
};
