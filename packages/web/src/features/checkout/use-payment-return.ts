import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useApiCall, useCheckoutActor } from "../../app/services-context.tsx";
import { paymentReturnOf } from "./payment-return.ts";

/**
 * Back from the payment provider: reads the order's amount (GET /admin/order/{nr}), tells the
 * checkout machine how the payment ended (`checkout.paymentReturned`), then drops the query so a
 * reload does not replay it. True while the order is being read.
 */
export const usePaymentReturn = (): boolean => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const checkout = useCheckoutActor();
  const api = useApiCall();
  const back = paymentReturnOf(search);
  const [pending, setPending] = useState(back !== null);
  const key = back === null ? null : `${back.outcome}:${back.orderNr}`;
  useEffect(() => {
    if (back === null) return;
    let live = true;
    setPending(true);
    const settle = (total: number) => {
      if (!live) return;
      checkout.send({ type: "checkout.paymentReturned", order: { order_nr: back.orderNr, total }, outcome: back.outcome });
      setPending(false);
      navigate("/cart", { replace: true });
    };
    // Without the amount the screen still says how the payment ended; resuming asks the server anyway.
    api((client) => client.getOrder(back.orderNr)).then((order) => settle(order.total), () => settle(0));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one return per distinct query
  }, [key]);
  return back !== null && pending;
};
