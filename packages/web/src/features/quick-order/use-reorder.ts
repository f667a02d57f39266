import { orderLinesFrom, type OrderLineEntry } from "@proshop/core";
import { useEffect, useRef } from "react";
import { useApiCall } from "../../app/services-context.tsx";
import { useLoad } from "../account/use-load.ts";

/**
 * Order again (`/quick-order?reorder=<order_nr>`): loads the past order and hands its lines,
 * once, to the preview, which judges them at today's prices, stock and limits. Answers whether
 * the order could not be loaded.
 */
export const useReorder = (
  orderNr: string | null,
  ready: boolean,
  check: (entries: readonly OrderLineEntry[], source: { id: string; params: Record<string, string> }) => void,
): { readonly failed: boolean; readonly retry: () => void } => {
  const api = useApiCall();
  const order = useLoad(orderNr ?? "", () => (orderNr === null ? Promise.resolve(null) : api((client) => client.getOrder(orderNr))));
  const checked = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || order.state !== "ready" || order.value === null || checked.current === order.value.order_nr) return;
    checked.current = order.value.order_nr;
    check(orderLinesFrom(order.value.lines), { id: "quickOrder.reorder.heading", params: { order_nr: order.value.order_nr } });
  }, [check, order, ready]);
  return { failed: orderNr !== null && order.state === "failed", retry: order.state === "failed" ? order.retry : () => undefined };
};
