import { clearCartWithUndo, lineRemovalUndo, type CartUndo } from "@proshop/core";
import { useCallback } from "react";
import { useCartActor, useNotificationBus, useShopActor } from "../../app/services-context.tsx";

/**
 * Removing a line and emptying the cart, each with an UNDO toast (core's `lineRemovalUndo`,
 * `clearCartWithUndo`): the toast's UNDO sends core's restore events to the cart machine.
 */
export const useCartUndo = () => {
  const cart = useCartActor();
  const shop = useShopActor();
  const bus = useNotificationBus();

  const offer = useCallback(
    (undo: CartUndo) => {
      let used = false;
      bus.publish({
        notification: undo.notification,
        // Once: a second click on a toast already closing must not add the lines twice.
        source: {
          send: () => {
            if (used) return;
            used = true;
            for (const event of undo.restore) cart.send(event);
          },
        },
      });
    },
    [bus, cart],
  );

  const removeLine = useCallback(
    (lineId: string) => {
      const undo = lineRemovalUndo(cart.getSnapshot().context.cart, lineId, shop.getSnapshot().context.products);
      cart.send({ type: "cart.remove", lineId });
      if (undo !== null) offer(undo);
    },
    [cart, shop, offer],
  );

  const clearCart = useCallback(() => {
    const { clear, undo } = clearCartWithUndo(cart.getSnapshot().context.cart, shop.getSnapshot().context.products);
    for (const event of clear) cart.send(event);
    offer(undo);
  }, [cart, shop, offer]);

  return { removeLine, clearCart };
};
