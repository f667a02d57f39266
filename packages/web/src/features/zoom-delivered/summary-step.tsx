import {
  formatDateTime,
  prepareZoomDelivered,
  scannerMessageId,
  selectZoomChosenKits,
  selectZoomFailure,
  selectZoomPhase,
  selectZoomTotal,
  streetLine,
  ZOOM_DELIVERED_PATHS,
  type Translate,
  type ZoomFailure,
} from "@proshop/core";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { Button } from "../../ui/button.tsx";
import { focusFirstInvalid } from "../auth-forms/focus-first-invalid.ts";
import { FormAlert, formStyle, linkStyle } from "../auth-forms/form-alert.tsx";
import { BoundCheckbox, FormSection, Wide } from "../auth-forms/form-fields.tsx";
import { useCheckBinding, type ZoomWizardActor } from "./bindings.ts";
import { NetTermsDialog, TermsLink } from "./consent-links.tsx";
import { sendOnSubmit } from "./send-on-submit.ts";
import { StepHeading } from "./step-heading.tsx";

const gridStyle = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });
const blockStyle = css({ borderWidth: "1px", borderColor: "border", borderRadius: "lg", p: "4", display: "flex", flexDirection: "column", gap: "1" });
const titleStyle = css({ fontWeight: "semibold", fontSize: "md" });
const actionsStyle = css({ display: "flex", gap: "3", flexWrap: "wrap" });
const totalStyle = css({ display: "flex", justifyContent: "space-between", gap: "3", borderTopWidth: "1px", borderColor: "border", pt: "2", mt: "1" });

/** One part of the summary, with the link back to where it is changed. */
const Block = ({ title, edit, children }: { readonly title: string; readonly edit?: { readonly label: string; readonly href: string }; readonly children: ReactNode }) => (
  <section className={blockStyle} aria-label={title}>
    <h3 className={titleStyle}>{title}</h3>
    {children}
    {edit === undefined ? null : (
      <Link href={edit.href} className={linkStyle}>
        {edit.label}
      </Link>
    )}
  </section>
);

/** Why the order was not placed, and what the practice can do about it. */
const Failure = ({ actor, failure, t }: { readonly actor: ZoomWizardActor; readonly failure: ZoomFailure; readonly t: Translate }) => {
  const { locale } = useI18n();
  const orderedAt = failure.params["ordered_at"];
  const params = typeof orderedAt === "string" ? { ...failure.params, date: formatDateTime(orderedAt, locale) } : failure.params;
  return (
    <FormAlert tone="error" testId="zoom-failure" takeFocus>
      <p className={css({ fontWeight: "semibold" })}>{t("zoomDelivered.failed.heading")}</p>
      <p>{t(failure.messageId, params)}</p>
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", mt: "3" })}>
        {failure.messageId === "zoomDelivered.duplicate_scan" ? (
          <Button onClick={() => actor.send({ type: "zoom.orderAsReplacement" })}>{t("zoomDelivered.failed.as_replacement")}</Button>
        ) : (
          <Button onClick={() => actor.send({ type: "zoom.retry" })}>{t("zoomDelivered.failed.retry")}</Button>
        )}
        <Button variant="secondary" onClick={() => actor.send({ type: "zoom.back" })}>
          {t("zoomDelivered.failed.back")}
        </Button>
      </div>
    </FormAlert>
  );
};

/**
 * Step 3: everything entered read back (the kit and its price, the patient, the address it ships
 * to, the scan, the practice that is billed), edit links to each, the practice's confirmations,
 * and the order button. A refusal shows here, with the way forward.
 */
export const SummaryStep = ({ actor, t }: { readonly actor: ZoomWizardActor; readonly t: Translate }) => {
  const money = useFormatMoney();
  const phase = useSelector(actor, selectZoomPhase);
  const kits = useSelector(actor, selectZoomChosenKits);
  const total = useSelector(actor, selectZoomTotal);
  const failure = useSelector(actor, selectZoomFailure);
  const country = useSelector(actor, (snapshot) => snapshot.context.kits?.country ?? "");
  const practice = useSelector(actor, (snapshot) => snapshot.context.kits?.practice ?? null);
  const values = prepareZoomDelivered(useSelector(actor, (snapshot) => snapshot.context.values), country);
  const terms = useCheckBinding(actor, "consents.terms");
  const netTerms = useCheckBinding(actor, "consents.net_terms");
  const infoCorrect = useCheckBinding(actor, "consents.info_correct");
  const submitting = phase === "submitting";
  const countryName = t(`zoomDelivered.country.${country}`);
  return (
    <form className={formStyle} noValidate onSubmit={(event) => focusFirstInvalid(event, sendOnSubmit(actor, { type: "zoom.confirm" }))}>
      <StepHeading>{t("zoomDelivered.summary.heading")}</StepHeading>
      {phase === "failed" && failure !== null ? <Failure actor={actor} failure={failure} t={t} /> : null}
      <div className={gridStyle}>
        <Block title={t("zoomDelivered.summary.kit")} edit={{ label: t("zoomDelivered.summary.edit_kit"), href: ZOOM_DELIVERED_PATHS.start }}>
          <ul className={css({ listStyle: "none", p: 0 })}>
            {kits.map(({ kit, quantity }) => (
              <li key={kit.part_no}>
                {quantity} × {kit.SKUName} – {money(kit.price_in_cents * quantity)}
              </li>
            ))}
          </ul>
          <p className={totalStyle}>
            <span>{t("zoomDelivered.summary.total")}</span>
            <strong data-testid="zoom-total">{money(total)}</strong>
          </p>
        </Block>
        <Block title={t("zoomDelivered.summary.patient")} edit={{ label: t("zoomDelivered.summary.edit_patient"), href: ZOOM_DELIVERED_PATHS.form }}>
          <p>
            {values.firstName} {values.lastName}
          </p>
          <p>{values.email}</p>
          <p>{values.phone}</p>
        </Block>
        <Block title={t("zoomDelivered.summary.ships_to")} edit={{ label: t("zoomDelivered.summary.edit_address"), href: ZOOM_DELIVERED_PATHS.form }}>
          <p data-testid="zoom-street-line">{streetLine(country, values.street, values.number)}</p>
          <p>
            {values.zip} {values.city}
          </p>
          <p>
            {values.state}, {countryName}
          </p>
        </Block>
        <Block title={t("zoomDelivered.summary.scan")} edit={{ label: t("zoomDelivered.summary.edit_scan"), href: ZOOM_DELIVERED_PATHS.form }}>
          <p>
            {t("zoomDelivered.summary.scan_line", {
              scanner: values.scanner === "" ? "" : t(scannerMessageId(values.scanner)),
              scan_id: values.patientScanId,
            })}
          </p>
          {values.replacement ? <p>{t("zoomDelivered.summary.replacement")}</p> : null}
        </Block>
        {practice === null ? null : (
          <Block title={t("zoomDelivered.summary.billed_to")}>
            <p>
              {practice.name} ({practice.cust_no})
            </p>
            <p>
              {practice.address}, {practice.postalcode} {practice.city}
            </p>
          </Block>
        )}
      </div>
      <FormSection title={t("zoomDelivered.form.consents")}>
        <Wide>
          <BoundCheckbox binding={terms} labelId="forms.fields.terms" required after={<TermsLink t={t} />} />
        </Wide>
        <Wide>
          <BoundCheckbox binding={netTerms} labelId="forms.fields.net_terms" required after={<NetTermsDialog t={t} />} />
        </Wide>
        <Wide>
          <BoundCheckbox binding={infoCorrect} labelId="forms.fields.info_correct" required />
        </Wide>
      </FormSection>
      <div className={actionsStyle}>
        <Button variant="secondary" disabled={submitting} onClick={() => actor.send({ type: "zoom.back" })}>
          {t("zoomDelivered.summary.back")}
        </Button>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? t("zoomDelivered.summary.submitting") : t("zoomDelivered.summary.confirm")}
        </Button>
      </div>
    </form>
  );
};
