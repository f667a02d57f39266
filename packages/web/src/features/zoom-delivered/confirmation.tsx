import { selectZoomReceipt, type Translate } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { Button, buttonStyle } from "../../ui/button.tsx";
import { FormAlert } from "../auth-forms/form-alert.tsx";
import type { ZoomWizardActor } from "./bindings.ts";
import { StepHeading } from "./step-heading.tsx";

/** Step 4: the order number, where to find the order, and a new order for another patient. */
export const Confirmation = ({ actor, t }: { readonly actor: ZoomWizardActor; readonly t: Translate }) => {
  const receipt = useSelector(actor, selectZoomReceipt);
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
        <Link href="/profile/my-orders" className={buttonStyle({ variant: "secondary" })}>
          {t("zoomDelivered.done.history")}
        </Link>
        <Button onClick={() => actor.send({ type: "zoom.restart" })}>{t("zoomDelivered.done.another")}</Button>
      </div>
    </div>
  );
};
