import { selectZoomReceipt, ZOOM_DELIVERIES_PATH, zoomDeliveryPath, type Translate } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { Button, buttonStyle } from "../../ui/button.tsx";
import { FormAlert } from "../auth-forms/form-alert.tsx";
import { usePurchaseEvent } from "../checkout/use-purchase-event.ts";
import type { ZoomWizardActor } from "./bindings.ts";
import { StepHeading } from "./step-heading.tsx";

/**
 * Step 4: the order number, where to find the order, and a new order for another patient. A
 * delivery is a purchase like a shop order: its `purchase` event goes to the data layer once
 * (issue 35 item 15; the hook remembers the last order sent, so a revisit sends nothing).
 */
export const Confirmation = ({ actor, t }: { readonly actor: ZoomWizardActor; readonly t: Translate }) => {
  const receipt = useSelector(actor, selectZoomReceipt);
  usePurchaseEvent(receipt?.order_nr ?? null);
  if (receipt === null) return null;
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "760px" })}>
      <StepHeading>{t("zoomDelivered.done.heading")}</StepHeading>
      <FormAlert tone="success" testId="zoom-confirmation">
        <p className={css({ fontWeight: "semibold", fontSize: "lg" })} data-testid="zoom-order-nr" data-order-nr={receipt.order_nr}>
          {t("zoomDelivered.done.order_number", { order_nr: receipt.order_nr })}
        </p>
        <p>{t("zoomDelivered.done.text")}</p>
      </FormAlert>
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
        <Link href={zoomDeliveryPath(receipt.order_nr)} className={buttonStyle({ variant: "secondary" })}>
          {t("zoomDelivered.deliveries.open", { order_nr: receipt.order_nr })}
        </Link>
        <Link href={ZOOM_DELIVERIES_PATH} className={buttonStyle({ variant: "secondary" })}>
          {t("zoomDelivered.deliveries.title")}
        </Link>
        <Link href="/profile/my-orders" className={buttonStyle({ variant: "secondary" })}>
          {t("zoomDelivered.done.history")}
        </Link>
        <Button onClick={() => actor.send({ type: "zoom.restart" })}>{t("zoomDelivered.done.another")}</Button>
      </div>
    </div>
  );
};
