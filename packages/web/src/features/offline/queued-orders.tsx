import { canConfirmChangedOrder, canEditQueuedOrderIn, explainChangedOrder, isPending, selectAccount, selectUser, type QueuedOrder, type QueuedOrderLineChange } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useCallback, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { useCartActor, useSessionActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { alertStyle, errorAlertStyle, mutedStyle, panelStyle, sectionTitleStyle, successAlertStyle } from "../cart/styles.ts";
import { orderQueue } from "./order-queue.ts";
import { syncQueueNow } from "./queue-sync.ts";

const listStyle = css({ display: "flex", flexDirection: "column", gap: "3", listStyle: "none", p: 0, m: 0 });
const itemStyle = css({ borderTopWidth: "1px", borderColor: "border", pt: "3" });
const actionsStyle = css({ display: "flex", gap: "2", flexWrap: "wrap", mt: "2" });

/** The signed-in user's queued orders, kept fresh as any tab changes them. */
const useQueuedOrders = (userId: string | null): ReadonlyArray<QueuedOrder> => {
  const [orders, setOrders] = useState<ReadonlyArray<QueuedOrder>>([]);
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    const read = () => void orderQueue.list(userId).then((list) => current && setOrders(list), () => undefined);
    read();
    const unsubscribe = orderQueue.subscribe(read);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [userId]);
  return userId === null ? [] : orders;
};

/**
 * Orders placed offline (issue 37), for every company, with where each stands: waiting for the
 * network, being sent, placed (with its number), refused (with the server's words), or changed
 * by the server's pricing, explained line by line, to confirm at the new total or edit in the cart.
 * Nothing when the queue is empty.
 */
export const QueuedOrders = () => {
  const { t, locale } = useI18n();
  const money = useFormatMoney();
  const session = useSessionActor();
  const cart = useCartActor();
  const [, navigate] = useLocation();
  const user = useSelector(session, selectUser);
  const account = useSelector(session, selectAccount);
  const orders = useQueuedOrders(user === null ? null : String(user.id));
  const lineChangeText = (line: QueuedOrderLineChange): string => {
    if (line.gone) return t("offline.changed.line_gone", { name: line.name });
    if (line.price !== null) return t("offline.changed.line_price", { name: line.name, saw: money(line.price.saw), live: money(line.price.live) });
    if (line.quantity !== null) return t("offline.changed.line_quantity", { name: line.name, saw: line.quantity.saw, live: line.quantity.live });
    return line.name;
  };
  const time = useCallback((at: number) => new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" }).format(at), [locale]);
  if (orders.length === 0) return null;

  const edit = async (order: QueuedOrder) => {
    // The order goes back into the cart as the server priced it; the queue forgets it.
    const live = order.state.kind === "changed" ? order.state.live : order.cart;
    cart.send({ type: "cart.replace", cart: live });
    await orderQueue.remove(order.key);
    navigate("/cart");
  };

  return (
    <section className={panelStyle} aria-labelledby="queued-orders-title" data-testid="queued-orders">
      <h2 id="queued-orders-title" className={sectionTitleStyle}>
        {t("offline.queue.title")}
      </h2>
      <ul className={listStyle}>
        {orders.map((order) => {
          const change = explainChangedOrder(order);
          const state = order.state;
          return (
            <li key={order.key} className={itemStyle} data-testid="queued-order" data-state={state.kind}>
              <p>
                <strong>{order.companyName || order.custNo}</strong> · {money(order.confirmedTotal)} · {time(order.queuedAt)}
              </p>
              <p className={mutedStyle}>{t("offline.limits_as_of", { time: time(order.keptAt) })}</p>
              {state.kind === "placed" ? (
                <p className={successAlertStyle} role="status">
                  {t("offline.state.placed", { order_nr: state.orderNr })}
                </p>
              ) : state.kind === "refused" ? (
                <p className={errorAlertStyle} role="alert">
                  {t("offline.state.refused", { reason: state.text ?? t(state.code) })}
                </p>
              ) : state.kind === "changed" && change !== null ? (
                <div className={alertStyle} role="alert" data-testid="queued-order-changes">
                  <p>{t("offline.state.changed")}</p>
                  <ul>
                    {change.lines.map((line) => (
                      <li key={line.id}>{lineChangeText(line)}</li>
                    ))}
                    <li>{t("offline.changed.total", { saw: money(change.total.saw), live: money(change.total.live) })}</li>
                  </ul>
                </div>
              ) : (
                <p role="status">{t(`offline.state.${state.kind}`)}</p>
              )}
              <div className={actionsStyle}>
                {canConfirmChangedOrder(order) ? (
                  <Button
                    onClick={() =>
                      void orderQueue.confirm(order).then(() => {
                        syncQueueNow();
                      })
                    }
                  >
                    {t("offline.confirm")}
                  </Button>
                ) : null}
                {(state.kind === "changed" || state.kind === "refused") && canEditQueuedOrderIn(order, account) ? (
                  <Button variant="secondary" onClick={() => void edit(order)}>
                    {t("offline.edit")}
                  </Button>
                ) : null}
                {isPending(order) ? (
                  <Button variant="secondary" onClick={syncQueueNow}>
                    {t("offline.sync_now")}
                  </Button>
                ) : (
                  <Button variant="ghost" onClick={() => void orderQueue.remove(order.key)}>
                    {t("offline.remove")}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
