import type { Effect } from "effect";
import type { ReportingClient } from "@proshop/core";
import { useLoad, type Load } from "../account/use-load.ts";
import { useReportingCall } from "./services.tsx";

/** Loads with one ReportingClient call whenever `key` changes (and on retry). */
export const useReportingLoad = <A,>(key: string, call: (client: ReportingClient["Service"]) => Effect.Effect<A, unknown>): Load<A> => {
  const run = useReportingCall();
  return useLoad(key, () => run(call));
};
