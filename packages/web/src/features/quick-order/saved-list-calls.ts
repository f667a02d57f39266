import { ApiClient, type ApiCallFailed, type SavedList, type SavedListIndex, type SavedListRequest } from "@proshop/core";
import type { Effect } from "effect";
import { useMemo } from "react";
import { useRuntime, useSessionActor } from "../../app/services-context.tsx";

/** The saved-list calls of the contract for the active company, through core's ApiClient. */
export interface SavedListCalls {
  list(): Promise<SavedListIndex>;
  get(id: number): Promise<SavedList>;
  create(request: SavedListRequest): Promise<SavedList>;
  remove(id: number): Promise<void>;
}

/** A refused call's code (a message id of the catalogue), or null. */
export const refusalCodeOf = (error: unknown): string | null => {
  const id = typeof error === "object" && error !== null ? (error as Partial<ApiCallFailed>).messageId : undefined;
  return typeof id === "string" && id !== "content.wrong_services" ? id : null;
};

/** Like the order calls, a 401 ends the session (the session machine shows "session expired"). */
export const useSavedListCalls = (): SavedListCalls => {
  const runtime = useRuntime();
  const session = useSessionActor();
  return useMemo(() => {
    const call = <A,>(effect: Effect.Effect<A, ApiCallFailed, ApiClient>): Promise<A> =>
      runtime.runPromise(effect).catch((error: unknown) => {
        if ((error as Partial<ApiCallFailed>).status === 401) session.send({ type: "session.forceLogout" });
        throw error;
      });
    return {
      list: () => call(ApiClient.use((api) => api.listSavedLists())),
      get: (id) => call(ApiClient.use((api) => api.getSavedList(id))),
      create: (request) => call(ApiClient.use((api) => api.createSavedList(request))),
      remove: (id) => call(ApiClient.use((api) => api.deleteSavedList(id))),
    };
  }, [runtime, session]);
};
