import { selectUser } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useCallback } from "react";
import { useT } from "../../app/i18n.tsx";
import { useSessionActor } from "../../app/services-context.tsx";

/** Orders of the user still to be sent or confirmed (issue 37); none when the queue cannot be read. */
const unsentOrders = async (userId: string): Promise<number> => {
  try {
    const { orderQueue } = await import("./order-queue.ts");
    return await orderQueue.unsent(userId);
  } catch {
    return 0;
  }
};

/**
 * The log-out button's action: with orders queued offline and not sent yet, the user is asked
 * first (they stay on the device and are sent at the same user's next log-in); otherwise out at once.
 */
export const useLogOut = (): (() => Promise<void>) => {
  const session = useSessionActor();
  const t = useT();
  const user = useSelector(session, selectUser);
  return useCallback(async () => {
    const count = user === null ? 0 : await unsentOrders(String(user.id));
    if (count > 0 && !window.confirm(t("offline.logout_with_queue", { count }))) return;
    session.send({ type: "session.logout" });
  }, [session, t, user]);
};
