import type { ApiCallFailed, SavedList, SavedListIndex, SavedListRequest } from "@proshop/core";
import { useMemo } from "react";
import { useApiCall } from "../../app/services-context.tsx";

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

/** Like every API call, a 401 ends the session (the session machine shows "session expired"). */
export const useSavedListCalls = (): SavedListCalls => {
  const api = useApiCall();
  return useMemo(
    () => ({
      list: () => api((client) => client.listSavedLists()),
      get: (id) => api((client) => client.getSavedList(id)),
      create: (request) => api((client) => client.createSavedList(request)),
      remove: (id) => api((client) => client.deleteSavedList(id)),
    }),
    [api],
  );
};
