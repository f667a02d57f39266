import { selectUser, type ShippingOption } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useApiCall, useSessionActor } from "../../app/services-context.tsx";
import { loadOrKept } from "../offline/kept-fallback.ts";

export type ShippingOptions =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly retry: () => void }
  | { readonly state: "ready"; readonly options: ReadonlyArray<ShippingOption> };

/** The server's shipping methods and charges (GET /admin/shipping_method); offline, the ones kept for the user (issue 37). */
export const useShippingOptions = (): ShippingOptions => {
  const api = useApiCall();
  const user = useSelector(useSessionActor(), selectUser);
  const userId = user === null ? null : String(user.id);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ShippingOptions>({ state: "loading" });
  useEffect(() => {
    let live = true;
    setResult({ state: "loading" });
    loadOrKept(userId, "shipping", () => api((client) => client.listShippingMethods()), Date.now).then(
      (options) => live && setResult({ state: "ready", options }),
      () => live && setResult({ state: "failed", retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt, userId]);
  return result;
};
