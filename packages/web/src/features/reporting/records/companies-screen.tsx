import { reportingCompanyForm, type ReportingCompanyRecord } from "@proshop/core";
import { useRt } from "../i18n.tsx";
import { useReportingCall } from "../services.tsx";
import type { FieldSpec } from "./fields.tsx";
import { RecordForm } from "./record-form.tsx";
import { RecordScreen } from "./record-screen.tsx";

/** The shop's markets (organisations): a company belongs to one. */
const MARKETS = ["FR", "ES", "NL", "BE"] as const;

const CompaniesScreen = () => {
  const t = useRt();
  const call = useReportingCall();
  const label = (field: string) => t(`reporting.fields.${field}`);
  const fields = (creating: boolean): FieldSpec[] => [
    ...(creating ? [{ name: "id", label: label("cust_no"), kind: "text" as const }] : []),
    { name: "name", label: label("name"), kind: "text", required: true },
    { name: "organisation", label: label("organisation"), kind: "select", options: MARKETS.map((market) => ({ value: market, label: market })) },
    { name: "city", label: label("city"), kind: "text" },
    { name: "country", label: label("country"), kind: "text" },
  ];
  return (
    <RecordScreen<ReportingCompanyRecord>
      title={t("reporting.web.companies.title")}
      addLabel={t("reporting.web.companies.new")}
      load={(client) => client.listCompanies()}
      nameOf={(company) => company.name}
      columns={[
        { label: label("name"), value: (company) => company.name },
        { label: label("cust_no"), value: (company) => company.id },
        { label: label("organisation"), value: (company) => company.organisation },
        { label: t("reporting.web.nav.locations"), value: (company) => company.locations },
        { label: t("reporting.web.nav.devices"), value: (company) => company.devices },
        { label: t("reporting.web.nav.users"), value: (company) => company.users },
      ]}
      remove={(client, company) => client.deleteCompany(company.id)}
      form={(record, done) => (
        <RecordForm
          key={record?.id ?? "new"}
          title={record === null ? t("reporting.web.companies.new") : t("reporting.web.companies.edit", { name: record.name })}
          fields={fields(record === null)}
          form={reportingCompanyForm(record)}
          save={(payload) => call((client) => (record === null ? client.createCompany(payload) : client.updateCompany(record.id, payload)))}
          onSaved={() => done(true)}
          onCancel={() => done(false)}
        />
      )}
    />
  );
};

export default CompaniesScreen;
