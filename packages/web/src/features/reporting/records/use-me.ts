import type { ReportingMe } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useReportingServices } from "../services.tsx";

/** The signed-in reporting account (the screens render only once signed in). */
export const useMe = (): ReportingMe => {
  const { session } = useReportingServices();
  return useSelector(session, (snapshot) => snapshot.context.me)!;
};
