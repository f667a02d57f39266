import type { ShippingOption } from "@proshop/core";
import { useEffect, useState } from "react";
import { useOrderCalls } from "../../app/services-context.tsx";

export type ShippingOptions =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly retry: () => void }
  | { readonly state: "ready"; readonly options: ReadonlyArray<ShippingOption> };

/** The server's shipping methods and charges (GET /admin/shipping_method). */
export const useShippingOptions = (): ShippingOptions => {
  const orders = useOrderCalls();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ShippingOptions>({ state: "loading" });
  useEffect(() => {
    let live = true;
    setResult({ state: "loading" });
    orders.listShippingMethods().then(
      (options) => live && setResult({ state: "ready", options }),
      () => live && setResult({ state: "failed", retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      live = false;
    };
  }, [orders, attempt]);
  return result;
};
