import { SCANNER_TYPES, scannerMessageId, type Translate } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { css } from "../../../styled-system/css";
import { Button } from "../../ui/button.tsx";
import { focusFirstInvalid } from "../auth-forms/focus-first-invalid.ts";
import { formStyle } from "../auth-forms/form-alert.tsx";
import { BoundCheckbox, BoundSelect, BoundTextField, FormSection, Wide } from "../auth-forms/form-fields.tsx";
import { useCheckBinding, useTextBinding, type ZoomWizardActor } from "./bindings.ts";
import { sendOnSubmit } from "./send-on-submit.ts";
import { StepHeading } from "./step-heading.tsx";

const SCANNER_OPTIONS = SCANNER_TYPES.map((id) => ({ value: id, labelId: scannerMessageId(id) }));
const actionsStyle = css({ display: "flex", gap: "3", flexWrap: "wrap" });

/**
 * Step 2: the patient, the delivery address (postal code and phone of the practice's country),
 * the scan, and the two "informed" consents. Every field keeps its value when the practice goes
 * back and forth (the values live in the wizard, not in this screen).
 */
export const PatientStep = ({ actor, t }: { readonly actor: ZoomWizardActor; readonly t: Translate }) => {
  const country = useSelector(actor, (snapshot) => snapshot.context.kits?.country ?? "");
  const firstName = useTextBinding(actor, "firstName");
  const lastName = useTextBinding(actor, "lastName");
  const email = useTextBinding(actor, "email");
  const phone = useTextBinding(actor, "phone");
  const street = useTextBinding(actor, "street");
  const number = useTextBinding(actor, "number");
  const zip = useTextBinding(actor, "zip");
  const city = useTextBinding(actor, "city");
  const state = useTextBinding(actor, "state");
  const scanner = useTextBinding(actor, "scanner");
  const patientScanId = useTextBinding(actor, "patientScanId");
  const practiceInformed = useCheckBinding(actor, "consents.practice_informed");
  const patientInformed = useCheckBinding(actor, "consents.patient_informed");
  const replacement = useCheckBinding(actor, "replacement");
  return (
    <form className={formStyle} noValidate onSubmit={(event) => focusFirstInvalid(event, sendOnSubmit(actor, { type: "zoom.next" }))}>
      <StepHeading>{t("zoomDelivered.form.heading")}</StepHeading>
      <p>{t("web_forms.common.required_hint")}</p>
      <FormSection title={t("zoomDelivered.form.patient")}>
        <BoundTextField binding={firstName} labelId="forms.fields.first_name" autoComplete="off" required />
        <BoundTextField binding={lastName} labelId="forms.fields.last_name" autoComplete="off" required />
        <BoundTextField binding={email} labelId="forms.fields.email" type="email" autoComplete="off" required />
        <BoundTextField binding={phone} labelId="forms.fields.phone" type="tel" autoComplete="off" required />
      </FormSection>
      <FormSection title={t("zoomDelivered.form.address")}>
        <Wide>
          <p className={css({ fontSize: "sm", color: "fg.muted" })}>
            {t("zoomDelivered.form.address_hint", { country: t(`zoomDelivered.country.${country}`) })}
          </p>
        </Wide>
        <BoundTextField binding={street} labelId="forms.fields.street" autoComplete="off" required />
        <BoundTextField binding={number} labelId="forms.fields.number" autoComplete="off" required />
        <BoundTextField binding={zip} labelId="forms.fields.zip" autoComplete="off" required />
        <BoundTextField binding={city} labelId="forms.fields.city" autoComplete="off" required />
        <Wide>
          <BoundTextField binding={state} labelId="forms.fields.state" autoComplete="off" required />
        </Wide>
      </FormSection>
      <FormSection title={t("zoomDelivered.form.scan")}>
        <BoundSelect binding={scanner} labelId="forms.fields.scanner" options={SCANNER_OPTIONS} required />
        <BoundTextField binding={patientScanId} labelId="forms.fields.patient_scan_id" autoComplete="off" required />
      </FormSection>
      <FormSection title={t("zoomDelivered.form.consents")}>
        <Wide>
          <BoundCheckbox binding={practiceInformed} labelId="forms.fields.practice_informed" required />
        </Wide>
        <Wide>
          <BoundCheckbox binding={patientInformed} labelId="forms.fields.patient_informed" required />
        </Wide>
        <Wide>
          <BoundCheckbox binding={replacement} labelId="forms.fields.replacement" />
        </Wide>
      </FormSection>
      <div className={actionsStyle}>
        <Button variant="secondary" onClick={() => actor.send({ type: "zoom.back" })}>
          {t("zoomDelivered.form.back")}
        </Button>
        <Button type="submit">{t("zoomDelivered.form.continue")}</Button>
      </div>
    </form>
  );
};
