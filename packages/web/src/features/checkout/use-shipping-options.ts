import type { ShippingOption } from "@proshop/core";
import { useEffect, useState } from "react";
import { useApiCall } from "../../app/services-context.tsx";

export type ShippingOptions =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly retry: () => void }
  | { readonly state: "ready"; readonly options: ReadonlyArray<ShippingOption> };

/** The server's shipping methods and charges (GET /admin/shipping_method). */
export const useShippingOptions = (): ShippingOptions => {
  const api = useApiCall();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ShippingOptions>({ state: "loading" });
  useEffect(() => {
    let live = true;
    setResult({ state: "loading" });
    api((client) => client.listShippingMethods()).then(
      (options) => live && setResult({ state: "ready", options }),
      () => live && setResult({ state: "failed", retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  return result;
};
