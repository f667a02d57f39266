import { locationForm, OCC_MODES, type LocationRecord } from "@proshop/core";
import { Link } from "wouter";
import { css } from "../../../../styled-system/css";
import { useRt } from "../i18n.tsx";
import { useReportingCall } from "../services.tsx";
import type { FieldSpec } from "./fields.tsx";
import { PublicPagePanel } from "./public-page-panel.tsx";
import { RecordForm } from "./record-form.tsx";
import { RecordScreen } from "./record-screen.tsx";
import { useCompanyChoice } from "./use-company-choice.ts";

const linkButtonStyle = css({ display: "inline-flex", alignItems: "center", minH: "8", px: "3", fontSize: "sm", fontWeight: "medium", color: "primary", textDecoration: "underline" });

const LocationsScreen = () => {
  const t = useRt();
  const call = useReportingCall();
  const companies = useCompanyChoice();
  const label = (field: string) => t(`reporting.fields.${field}`);
  const fields = (creating: boolean): FieldSpec[] => [
    ...(creating && companies.superAdmin
      ? [{ name: "company", label: label("company"), kind: "select" as const, options: companies.options.map((company) => ({ value: company.id, label: company.name })) }]
      : []),
    { name: "name", label: label("name"), kind: "text", required: true },
    { name: "timeZone", label: label("time_zone"), kind: "text", required: true, hint: "Europe/Amsterdam, Europe/Paris" },
    { name: "occ_mode", label: label("occ_mode"), kind: "select", options: OCC_MODES.map((mode) => ({ value: mode, label: t(`reporting.occ_mode.${mode}`) })) },
    // SPEC 5: the indicators need an optimal occupancy, and 0 turns them off; said where it is typed.
    { name: "optimal_balance", label: label("optimal_balance"), kind: "number", hint: t("reporting.web.locations.optimal_hint") },
    { name: "balance_orange", label: label("balance_orange"), kind: "number" },
    { name: "balance_red", label: label("balance_red"), kind: "number" },
    { name: "stats_available_from", label: label("stats_available_from"), kind: "date" },
    { name: "ignore_before", label: label("ignore_before"), kind: "time" },
    { name: "ignore_after", label: label("ignore_after"), kind: "time" },
    { name: "image", label: label("image"), kind: "text" },
    { name: "order", label: label("order"), kind: "number" },
    { name: "contact_name", label: label("contact_name"), kind: "text" },
    { name: "contact_email", label: label("contact_email"), kind: "email" },
    { name: "alert_recipients", label: t("alerts.fields.alert_recipients"), kind: "textarea", hint: t("alerts.fields.alert_recipients_hint") },
    { name: "description", label: label("description"), kind: "textarea" },
    { name: "is_active", label: label("is_active"), kind: "checkbox" },
  ];
  return (
    <RecordScreen<LocationRecord>
      title={t("reporting.web.locations.title")}
      addLabel={t("reporting.web.locations.new")}
      load={(client) => client.listLocations()}
      nameOf={(location) => location.name}
      columns={[
        { label: label("name"), value: (location) => location.name },
        { label: label("time_zone"), value: (location) => location.timeZone },
        { label: label("optimal_balance"), value: (location) => location.optimal_balance ?? "—" },
        { label: label("is_active"), value: (location) => t(location.is_active ? "reporting.web.list.yes" : "reporting.web.list.no") },
        ...(companies.superAdmin ? [{ label: label("company"), value: (location: LocationRecord) => companies.nameOf(location.company) }] : []),
      ]}
      remove={(client, location) => client.deleteLocation(location.id)}
      rowActions={(location) => (
        // The location's page with its alert history (issue 36).
        <Link href={`/locations/${location.id}/alerts`} className={linkButtonStyle} aria-label={t("alerts.page.open", { name: location.name })}>
          {t("alerts.page.link")}
        </Link>
      )}
      form={(record, done) => {
        const base = locationForm(record);
        const form =
          record === null && companies.superAdmin
            ? {
                values: { ...base.values, company: companies.first },
                read: (values: typeof base.values) => {
                  const read = base.read(values);
                  return { ...read, payload: { ...read.payload, company: String(values["company"] ?? "") } };
                },
              }
            : base;
        const recordForm = (
          <RecordForm
            key={record?.id ?? "new"}
            title={record === null ? t("reporting.web.locations.new") : t("reporting.web.locations.edit", { name: record.name })}
            fields={fields(record === null)}
            form={form}
            save={(payload) => call((client) => (record === null ? client.createLocation(payload) : client.updateLocation(record.id, payload)))}
            onSaved={() => done(true)}
            onCancel={() => done(false)}
          />
        );
        // A location's public page (issue 36): its settings come only to those who may change them.
        return record === null || record.public === undefined ? (
          recordForm
        ) : (
          <>
            {recordForm}
            <PublicPagePanel key={`public-${record.id}`} location={record} />
          </>
        );
      }}
    />
  );
};

export default LocationsScreen;
