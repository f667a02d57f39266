import {
  formatDateTime,
  lastDayIncluded,
  localDate,
  periodBefore,
  reportFileName,
  REPORT_FORMATS,
  REPORT_INTERVALS,
  REPORT_KIND_INFO,
  REPORT_PERIODS,
  REPORT_TRIGGERS,
  REPORTING_LANGUAGES,
  reportForm,
  type DeviceRecord,
  type LocationRecord,
  type RecordFormValues,
  type ReportPeriod,
  type ReportRecord,
} from "@proshop/core";
import { useState } from "react";
import { Button } from "../../../ui/button.tsx";
import { useReportingI18n, useRt } from "../i18n.tsx";
import { Loaded } from "../load-state.tsx";
import { refusalOf } from "./refusal.ts";
import { useReportingCall } from "../services.tsx";
import { alertStyle, noticeStyle } from "../styles.ts";
import { useReportingLoad } from "../use-reporting-load.ts";
import type { FieldSpec } from "./fields.tsx";
import { RecordForm } from "./record-form.tsx";
import { RecordScreen } from "./record-screen.tsx";
import { useMe } from "./use-me.ts";

/*
 * Scheduled reports (issue 15): the list with each report's last send, the form with every field
 * (recipients one per line, prefilled with the user's own address to check; the two unsupported
 * self-check kinds shown, marked, and refused), a download of the file now and "send now".
 * The device is chosen among the company's own, named with their location; choosing one sets
 * the report's location to the device's (the server refuses a device of another location).
 * "Last sent" is the reader's local date and time in their language, and a send now shows in it
 * at once, from the send's answer (issue 35: it said an ISO instant, then "never" after a send).
 */

/** Saves bytes as a file through a temporary link (the browser's own download). */
const saveFile = (bytes: Uint8Array, name: string, type: string) => {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

const TYPES: Record<string, string> = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

const ReportsScreen = () => {
  const t = useRt();
  const { locale } = useReportingI18n();
  const call = useReportingCall();
  const me = useMe();
  const locations = useReportingLoad("report-locations", (client) => client.listLocations());
  const devices = useReportingLoad("report-devices", (client) => client.listDevices());
  const locationList: ReadonlyArray<LocationRecord> = locations.state === "ready" ? locations.value : [];
  const deviceList: ReadonlyArray<DeviceRecord> = devices.state === "ready" ? devices.value : [];
  const locationName = (id: number) => locationList.find((location) => location.id === id)?.name ?? String(id);
  const deviceName = (id: number | null) => (id === null ? t("reports.file.all_devices") : (deviceList.find((device) => device.id === id)?.device ?? String(id)));
  const [notice, setNotice] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  /** "Last sent" of the reports sent now, until the list is loaded again. */
  const [sentNow, setSentNow] = useState<ReadonlyMap<number, string>>(new Map());
  const lastSent = (report: ReportRecord) => {
    const at = sentNow.get(report.id) ?? report.lastsent;
    return at === null ? t("reports.web.never") : formatDateTime(at, locale, { withTime: true });
  };
  /** The file's name as the server gives it: location, kind and the period it covers if run today. */
  const fileNameOf = (report: ReportRecord) => {
    const location = locationList.find((one) => one.id === report.location);
    const period = periodBefore({ period: report.period as ReportPeriod, start_date: report.start_date }, localDate(Date.now(), location?.timeZone ?? "UTC"));
    return reportFileName({ location: location?.name ?? String(report.location), kind: t(`reports.kind.${report.report}`), ...period, format: report.format });
  };
  const label = (field: string) => t(`reports.web.field.${field}`);
  const fields: FieldSpec[] = [
    { name: "report", label: label("report"), kind: "select", options: REPORT_KIND_INFO.map((info) => ({ value: info.kind, label: t(`reports.kind.${info.kind}`) })) },
    { name: "location", label: label("location"), kind: "select", required: true, options: locationList.map((location) => ({ value: String(location.id), label: location.name })) },
    {
      name: "device",
      label: label("device"),
      kind: "select",
      options: [
        { value: "", label: t("reports.file.all_devices") },
        ...deviceList.map((device) => ({ value: String(device.id), label: t("reports.web.device_option", { device: device.device, location: locationName(device.location) }) })),
      ],
      ...(deviceList.length === 0 ? { hint: t("reports.web.no_devices") } : {}),
    },
    { name: "recipient", label: label("recipient"), kind: "textarea", required: true, hint: t("reports.web.check_recipient") },
    { name: "format", label: label("format"), kind: "select", options: REPORT_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() })) },
    { name: "interval", label: label("interval"), kind: "select", options: REPORT_INTERVALS.map((interval) => ({ value: interval, label: t(`reporting.interval.${interval}`) })) },
    { name: "period", label: label("period"), kind: "select", options: REPORT_PERIODS.map((period) => ({ value: period, label: t(`reports.period.${period}`) })) },
    { name: "trigger", label: label("trigger"), kind: "select", options: REPORT_TRIGGERS.map((trigger) => ({ value: String(trigger), label: t(`reports.trigger.${trigger}`) })) },
    { name: "start_date", label: label("start_date"), kind: "date" },
    { name: "end_date", label: label("end_date"), kind: "date" },
    { name: "max_rows_in_email", label: label("max_rows_in_email"), kind: "number" },
    { name: "language", label: label("language"), kind: "select", options: REPORTING_LANGUAGES.map((language) => ({ value: language, label: language.toUpperCase() })) },
    { name: "contact_name", label: label("contact_name"), kind: "text" },
    { name: "contact_email", label: label("contact_email"), kind: "email" },
    { name: "description", label: label("description"), kind: "textarea" },
    { name: "is_active", label: label("is_active"), kind: "checkbox" },
  ];
  const linked = (name: string, value: string | boolean, values: RecordFormValues): Readonly<Record<string, string>> => {
    const device = deviceList.find((one) => String(one.id) === (name === "device" ? value : values["device"]));
    if (name === "device" && device !== undefined) return { location: String(device.location) };
    if (name === "location" && device !== undefined && String(device.location) !== value) return { device: "" };
    return {};
  };
  const failed = (error: unknown) => {
    const refusal = refusalOf(error, (id) => t(id) !== id);
    setNotice({ ok: false, text: t(refusal.messageId, refusal.params) });
  };
  const download = (report: ReportRecord) =>
    call((client) => client.runReport(report.id, {})).then((bytes) => {
      setNotice(null);
      saveFile(bytes, fileNameOf(report), TYPES[report.format] ?? "application/octet-stream");
    }, failed);
  const send = (report: ReportRecord) =>
    call((client) => client.sendReport(report.id, {})).then((answer) => {
      setSentNow((before) => new Map(before).set(report.id, answer.lastsent));
      setNotice({ ok: true, text: t("reports.web.sent", { recipients: answer.recipients }) });
    }, failed);
  return (
    <>
      <div role="status" aria-live="polite">
        {notice === null ? null : <p className={notice.ok ? noticeStyle : alertStyle}>{notice.text}</p>}
      </div>
      <RecordScreen<ReportRecord>
        title={t("reports.web.title")}
        addLabel={t("reports.web.new")}
        load={(client) => client.listReports()}
        nameOf={(report) => `${report.id} ${t(`reports.kind.${report.report}`)}`}
        columns={[
          { label: label("report"), value: (report) => t(`reports.kind.${report.report}`) },
          { label: label("location"), value: (report) => locationName(report.location) },
          { label: label("device"), value: (report) => deviceName(report.device) },
          { label: label("recipient"), value: (report) => report.recipient.join(", ") },
          { label: label("format"), value: (report) => report.format.toUpperCase() },
          { label: label("trigger"), value: (report) => t(`reports.trigger.${report.trigger}`) },
          { label: label("lastsent"), value: lastSent },
          {
            label: label("last_run"),
            value: (report) =>
                            // The period's last day included, as the files say it.
              report.last_run === null ? "—" : `${t(`reports.web.status.${report.last_run.status}`)} (${report.last_run.from} – ${lastDayIncluded(report.last_run.to)})`,
          },
        ]}
        rowActions={(report) => (
          <>
            <Button variant="secondary" size="sm" onClick={() => void download(report)}>
              {t("reports.web.run")}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => void send(report)}>
              {t("reports.web.send")}
            </Button>
          </>
        )}
        remove={(client, report) => client.deleteReport(report.id)}
        form={(record, done) => (
          // The selects need their lists before the form takes its first values.
          <Loaded load={locations}>
            {(firstLocations) => (
              <Loaded load={devices}>
                {() => (
                  <RecordForm
                    key={record?.id ?? "new"}
                    title={record === null ? t("reports.web.new") : t("reports.web.edit")}
                    fields={fields}
                    form={reportForm(record, me.email, firstLocations[0]?.id ?? null, locale)}
                    save={(payload) => call((client) => (record === null ? client.createReport(payload) : client.updateReport(record.id, payload, record.version)))}
                    onSaved={() => done(true)}
                    onCancel={() => done(false)}
                    linked={linked}
                  />
                )}
              </Loaded>
            )}
          </Loaded>
        )}
      />
    </>
  );
};

export default ReportsScreen;
