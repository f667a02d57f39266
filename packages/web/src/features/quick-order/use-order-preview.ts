import { applyOrderPreview, previewCounts, previewForCart, successNotification, type OrderLineEntry, type OrderPreview } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useCallback, useState } from "react";
import { useLocation } from "wouter";
import { useCartActor, useNotificationBus, useShopActor } from "../../app/services-context.tsx";

export interface OrderPreviewState {
  /** The preview shown, or null while the buyer is still entering lines. */
  readonly preview: OrderPreview | null;
  /** Why a confirmation did not go through (`quickOrder.preview.changed` or `.not_ready`), or null. */
  readonly notice: string | null;
  /** What the preview is about (a past order, a saved list), for its heading; null for typed or pasted lines. */
  readonly source: { readonly id: string; readonly params: Record<string, string> } | null;
  /** Judges lines against the cart as it is and today's catalogue and limits (core's preview). */
  check(entries: readonly OrderLineEntry[], source?: OrderPreviewState["source"]): void;
  /** Puts the previewed lines into the cart (core's applyOrderPreview), then shows the cart. */
  confirm(): void;
  cancel(): void;
}

/**
 * The preview of the quick order page: every rule is core's; this only keeps what is shown. The
 * catalogue is the shop's (the active company's market), so a reference names what the shop shows.
 */
export const useOrderPreview = (): OrderPreviewState => {
  const cart = useCartActor();
  const products = useSelector(useShopActor(), (snapshot) => snapshot.context.products);
  const notifications = useNotificationBus();
  const [, navigate] = useLocation();
  const [shown, setShown] = useState<{ preview: OrderPreview; notice: string | null; source: OrderPreviewState["source"] } | null>(null);

  const check = useCallback(
    (entries: readonly OrderLineEntry[], source: OrderPreviewState["source"] = null) =>
      setShown({ preview: previewForCart(cart.getSnapshot().context, products, entries), notice: null, source }),
    [cart, products],
  );

  const confirm = useCallback(() => {
    if (shown === null) return;
    const result = applyOrderPreview(cart, shown.preview, products);
    if (!result.applied) {
      setShown({ ...shown, preview: result.preview, notice: result.notReady ? "quickOrder.preview.not_ready" : "quickOrder.preview.changed" });
      return;
    }
    notifications.publish({ notification: successNotification("reorder.added", { units: previewCounts(result.preview).units }) });
    setShown(null);
    navigate("/cart");
  }, [cart, navigate, notifications, products, shown]);

  return {
    preview: shown?.preview ?? null,
    notice: shown?.notice ?? null,
    source: shown?.source ?? null,
    check,
    confirm,
    cancel: useCallback(() => setShown(null), []),
  };
};
