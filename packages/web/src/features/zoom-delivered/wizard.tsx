import { selectZoomFailure, selectZoomPhase, ZOOM_DELIVERIES_PATH, zoomScreenOfPhase } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { I18nOverride, useT } from "../../app/i18n.tsx";
import { Page } from "../../ui/page.tsx";
import { Button } from "../../ui/button.tsx";
import { FormAlert, linkStyle } from "../auth-forms/form-alert.tsx";
import { useOnline } from "../offline/use-online.ts";
import { Confirmation } from "./confirmation.tsx";
import { KitStep } from "./kit-step.tsx";
import { PatientStep } from "./patient-step.tsx";
import { StepsIndicator } from "./steps-indicator.tsx";
import { SummaryStep } from "./summary-step.tsx";
import { useOrderAgainKits } from "./use-order-again-kits.ts";
import { useWizardAddress } from "./use-wizard-address.ts";
import { useZoomT } from "./zoom-messages.ts";
import { useZoomWizard } from "./use-zoom-wizard.ts";

/**
 * Zoom! Delivered: a practice orders a patient's take-home whitening kit in three steps (kit,
 * patient, summary) and gets its order number. Core's wizard machine decides everything; this
 * screen shows its phase and keeps the address in step with it.
 */
export const ZoomWizard = () => {
  const t = useZoomT();
  return (
    <I18nOverride t={t}>
      <WizardScreens />
    </I18nOverride>
  );
};

const WizardScreens = () => {
  const t = useT();
  const actor = useZoomWizard();
  const phase = useSelector(actor, selectZoomPhase);
  const failure = useSelector(actor, selectZoomFailure);
  useWizardAddress(actor, phase);
  useOrderAgainKits(actor, phase);
  const online = useOnline();

  // Patient data is never kept on the device: offline (issue 37) the wizard says it needs the network.
  if (!online) {
    return (
      <Page title={t("zoomDelivered.title")}>
        <FormAlert tone="info" testId="zoom-offline" takeFocus>
          <p>{t("offline.online_only")}</p>
        </FormAlert>
      </Page>
    );
  }
  if (phase === "loading") return <Page title={t("zoomDelivered.title")}><p role="status">{t("common.loading.default")}</p></Page>;
  if (phase === "notEligible" || phase === "loadFailed") {
    return (
      <Page title={t("zoomDelivered.title")}>
        <FormAlert tone="error" testId="zoom-unavailable" takeFocus>
          <p>{t(phase === "notEligible" ? (failure?.messageId ?? "zoomDelivered.not_eligible") : "zoomDelivered.start.load_failed")}</p>
        </FormAlert>
        {phase === "loadFailed" ? (
          <Button onClick={() => actor.send({ type: "zoom.retry" })}>
            {t("zoomDelivered.start.retry")}
          </Button>
        ) : null}
      </Page>
    );
  }
  return (
    <Page title={t("zoomDelivered.title")}>
      <p className={css({ mb: "4" })}>
        <Link href={ZOOM_DELIVERIES_PATH} className={linkStyle} data-testid="zoom-deliveries-link">
          {t("zoomDelivered.deliveries.link")}
        </Link>
      </p>
      <StepsIndicator screen={zoomScreenOfPhase(phase)} t={t} />
      {phase === "start" ? <KitStep actor={actor} t={t} /> : null}
      {phase === "form" ? <PatientStep actor={actor} t={t} /> : null}
      {phase === "summary" || phase === "submitting" || phase === "failed" ? <SummaryStep actor={actor} t={t} /> : null}
      {phase === "done" ? <Confirmation actor={actor} t={t} /> : null}
    </Page>
  );
};
