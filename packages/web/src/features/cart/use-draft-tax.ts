import { useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useApiCall, useCartActor } from "../../app/services-context.tsx";

/**
 * The VAT the server computed for the cart's priced draft (GET /admin/order/{nr}), or null.
 * WHY here: the cart state keeps no tax (it is the server's figure, contained in the total), so
 * the summary asks for the draft and shows its VAT only while the draft's total is the cart's.
 */
export const useDraftTax = (): number | null => {
  const cart = useCartActor();
  const api = useApiCall();
  const orderNr = useSelector(cart, (snapshot) => snapshot.context.cart.order_nr);
  const total = useSelector(cart, (snapshot) => snapshot.context.cart.total);
  // Read again after each pricing: a coupon changes the local total before the server re-prices the draft.
  const revision = useSelector(cart, (snapshot) => snapshot.context.revision);
  const pricing = useSelector(cart, (snapshot) => snapshot.matches({ active: "pricing" }));
  const [draft, setDraft] = useState<{ readonly orderNr: string; readonly total: number; readonly tax: number } | null>(null);
  useEffect(() => {
    if (orderNr === null || pricing) return;
    let live = true;
    api((client) => client.getOrder(orderNr)).then(
      (detail) => {
        if (live) setDraft({ orderNr, total: detail.total, tax: detail.tax });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, orderNr, total, revision, pricing]);
  return draft !== null && draft.orderNr === orderNr && draft.total === total ? draft.tax : null;
};
