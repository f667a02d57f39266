import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import type { Translate } from "@proshop/core";
import { css } from "../../../styled-system/css";
import { Button } from "../../ui/button.tsx";
import { linkStyle } from "../auth-forms/form-alert.tsx";
import { useOrganisation } from "../shell/use-organisation.ts";

/*
 * What the practice accepts, one click away from each checkbox (issue 35 item 16). The links sit
 * under the box, not inside its label, so a click on the label still ticks the box.
 */

const backdropStyle = css({ position: "fixed", inset: "0", bg: "rgba(0,0,0,0.45)", zIndex: "1000" });
const positionerStyle = css({ position: "fixed", inset: "0", display: "grid", placeItems: "center", p: "4", zIndex: "1001" });
const contentStyle = css({ w: "min(520px, 100%)", bg: "bg", color: "fg", p: "6", borderRadius: "lg", boxShadow: "xl", display: "flex", flexDirection: "column", gap: "4" });
const triggerStyle = css({ bg: "transparent", p: 0, cursor: "pointer", textAlign: "left" });

/** The organisation's terms of use, in a new tab; nothing when the organisation has none. */
export const TermsLink = ({ t }: { readonly t: Translate }) => {
  const terms = useOrganisation()?.terms_of_use;
  if (terms === undefined || terms === null || terms === "") return null;
  return (
    <a href={terms} target="_blank" rel="noopener noreferrer" className={linkStyle} data-testid="zoom-terms-link">
      {t("zoomDelivered.consents.terms_link")}
    </a>
  );
};

/** The payment terms in a dialog (Ark UI: focus kept inside, Escape closes, focus back to the trigger). */
export const NetTermsDialog = ({ t }: { readonly t: Translate }) => (
  <Dialog.Root lazyMount unmountOnExit>
    <Dialog.Trigger type="button" className={`${linkStyle} ${triggerStyle}`} data-testid="zoom-net-terms-link">
      {t("zoomDelivered.consents.net_terms_link")}
    </Dialog.Trigger>
    <Portal>
      <Dialog.Backdrop className={backdropStyle} />
      <Dialog.Positioner className={positionerStyle}>
        <Dialog.Content className={contentStyle} data-testid="zoom-net-terms">
          <Dialog.Title className={css({ fontWeight: "bold", fontSize: "lg" })}>{t("zoomDelivered.consents.net_terms_title")}</Dialog.Title>
          <Dialog.Description>{t("zoomDelivered.consents.net_terms_text")}</Dialog.Description>
          <Dialog.CloseTrigger asChild>
            <Button variant="secondary">{t("zoomDelivered.consents.close")}</Button>
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
