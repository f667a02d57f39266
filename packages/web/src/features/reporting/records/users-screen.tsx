import { manageableLevels, REPORTING_LANGUAGES, reportingUserForm, USER_LEVELS, userLevelMessageId, type ReportingUserRecord } from "@proshop/core";
import { useRt } from "../i18n.tsx";
import { useReportingCall } from "../services.tsx";
import type { FieldSpec } from "./fields.tsx";
import { RecordForm } from "./record-form.tsx";
import { RecordScreen } from "./record-screen.tsx";
import { useCompanyChoice } from "./use-company-choice.ts";
import { useMe } from "./use-me.ts";

const LANGUAGE_NAMES: Record<string, string> = { fr: "Français", es: "Español", nl: "Nederlands", en: "English" };

const UsersScreen = () => {
  const t = useRt();
  const me = useMe();
  const call = useReportingCall();
  const companies = useCompanyChoice();
  const label = (field: string) => t(`reporting.fields.${field}`);
  const levelName = (level: number) => `${level} · ${t(userLevelMessageId(level as 0))}`;
  // Core's rule, the one the server checks: what this reader may give and whose accounts it may change.
  const manageable = manageableLevels(me.level);
  const fields = (record: ReportingUserRecord | null): FieldSpec[] => [
    ...(record === null && companies.superAdmin
      ? [{ name: "company", label: label("company"), kind: "select" as const, options: companies.options.map((company) => ({ value: company.id, label: company.name })) }]
      : []),
    { name: "email", label: label("email"), kind: "email", required: true, autoComplete: "off" },
    { name: "first_name", label: label("first_name"), kind: "text" },
    { name: "last_name", label: label("last_name"), kind: "text" },
    {
      name: "level",
      label: label("level"),
      kind: "select",
      // The levels this account may give; on one's own record only one's own level, shown and fixed.
      options: USER_LEVELS.filter(({ level }) => (record?.id === me.id ? level === record.level : manageable.includes(level))).map(({ level }) => ({
        value: String(level),
        label: levelName(level),
      })),
      readOnly: record?.id === me.id,
    },
    { name: "language", label: label("language"), kind: "select", options: REPORTING_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language]! })) },
    { name: "password", label: label("password"), kind: "password", hint: t("reporting.web.users.invite_hint"), autoComplete: "new-password" },
    // One's own password or e-mail changes only with the current password (the server checks it).
    ...(record !== null && record.id === me.id
      ? [{ name: "current_password", label: label("current_password"), kind: "password" as const, hint: t("reporting.web.users.current_password_hint"), autoComplete: "current-password" }]
      : []),
  ];
  return (
    <RecordScreen<ReportingUserRecord>
      title={t("reporting.web.users.title")}
      addLabel={t("reporting.web.users.new")}
      load={(client) => client.listUsers()}
      nameOf={(user) => user.email}
      columns={[
        { label: label("email"), value: (user) => user.email },
        { label: label("first_name"), value: (user) => user.first_name },
        { label: label("last_name"), value: (user) => user.last_name },
        { label: label("level"), value: (user) => levelName(user.level) },
        { label: label("language"), value: (user) => LANGUAGE_NAMES[user.language] ?? user.language },
        ...(companies.superAdmin ? [{ label: label("company"), value: (user: ReportingUserRecord) => companies.nameOf(user.company) }] : []),
      ]}
      remove={(client, user) => client.deleteUser(user.id)}
      // One's own record: edited (password, e-mail), never deleted; others only at a level the reader manages.
      editable={(user) => (user.id === me.id ? { edit: true, remove: false } : { edit: manageable.includes(user.level), remove: manageable.includes(user.level) })}
      form={(record, done) => {
        const base = reportingUserForm(record, { language: me.language });
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
        return (
          <RecordForm
            key={record?.id ?? "new"}
            title={record === null ? t("reporting.web.users.new") : t("reporting.web.users.edit", { name: record.email })}
            fields={fields(record)}
            form={form}
            save={(payload) => call((client) => (record === null ? client.createUser(payload) : client.updateUser(record.id, payload)))}
            onSaved={() => done(true)}
            onCancel={() => done(false)}
          />
        );
      }}
    />
  );
};

export default UsersScreen;
