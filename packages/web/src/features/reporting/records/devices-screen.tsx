import { DEVICE_LICENSE_STATES, DEVICE_TYPES, deviceForm, formatDateTime, SUPER_ADMIN_LEVEL, type DeviceCreated, type DeviceRecord, type DeviceToken } from "@proshop/core";
import { useState } from "react";
import { css } from "../../../../styled-system/css";
import { Button } from "../../../ui/button.tsx";
import { useReportingI18n, useRt } from "../i18n.tsx";
import { indicatorStyle } from "../indicator.tsx";
import { Loaded } from "../load-state.tsx";
import { useReportingCall } from "../services.tsx";
import { mutedStyle, panelStyle, sectionTitleStyle } from "../styles.ts";
import { useReportingLoad } from "../use-reporting-load.ts";
import type { FieldSpec } from "./fields.tsx";
import { RecordForm } from "./record-form.tsx";
import { RecordScreen } from "./record-screen.tsx";
import { useMe } from "./use-me.ts";

const tokenStyle = css({ display: "block", fontFamily: "mono", fontSize: "sm", p: "3", bg: "bg.muted", borderRadius: "md", wordBreak: "break-all", my: "3" });

/** A device's new token, shown this once. */
const TokenPanel = ({ token, name, onDone }: { readonly token: DeviceToken; readonly name: string; readonly onDone: () => void }) => {
  const t = useRt();
  const [copied, setCopied] = useState(false);
  return (
    <section className={panelStyle} aria-labelledby="device-token" role="alert">
      <h2 id="device-token" className={sectionTitleStyle}>
        {t("reporting.web.devices.token_title")}: {name}
      </h2>
      <p>{t("reporting.web.devices.token_once")}</p>
      <code className={tokenStyle} data-testid="device-token">
        {token.token}
      </code>
      <div className={css({ display: "flex", gap: "3" })}>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(token.token).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {t(copied ? "reporting.web.devices.copied" : "reporting.web.devices.copy")}
        </Button>
        <Button onClick={onDone}>{t("reporting.web.devices.done")}</Button>
      </div>
    </section>
  );
};

/** Whether the device sends, or since when it is silent during counting hours (issue 36); the word is always written. */
const SilenceStatus = ({ device }: { readonly device: DeviceRecord }) => {
  const t = useRt();
  const { locale } = useReportingI18n();
  if (device.silent_since !== null) {
    return (
      <span className={css({ display: "inline-flex", flexDirection: "column", gap: "1" })} data-testid="device-silent">
        <span className={indicatorStyle({ indicator: "red" })}>{t("alerts.device.silent")}</span>
        <span className={mutedStyle}>{t("alerts.device.silent_since", { time: formatDateTime(device.silent_since, locale, { withTime: true }) })}</span>
      </span>
    );
  }
  return device.last_seen_at === null ? "—" : t("alerts.device.sending");
};

const DevicesScreen = () => {
  const t = useRt();
  const me = useMe();
  const call = useReportingCall();
  const locations = useReportingLoad("device-locations", (client) => client.listLocations());
  const [token, setToken] = useState<{ readonly token: DeviceToken; readonly name: string } | null>(null);
  const label = (field: string) => t(`reporting.fields.${field}`);
  const locationList = locations.state === "ready" ? locations.value : [];
  const licences = me.level !== SUPER_ADMIN_LEVEL;
  const fields: FieldSpec[] = [
    { name: "device", label: label("device"), kind: "text", required: true },
    { name: "device_type", label: label("device_type"), kind: "select", options: DEVICE_TYPES.map((type) => ({ value: type, label: t(`reporting.device_type.${type}`) })) },
    { name: "location", label: label("location"), kind: "select", options: locationList.map((location) => ({ value: String(location.id), label: location.name })) },
    { name: "timeZone", label: label("time_zone"), kind: "text", hint: "Europe/Amsterdam" },
    { name: "order", label: label("order"), kind: "number" },
    { name: "image", label: label("image"), kind: "text" },
    { name: "rt_id", label: label("rt_id"), kind: "text" },
    { name: "license_state", label: label("license_state"), kind: "select", readOnly: licences, options: DEVICE_LICENSE_STATES.map((state) => ({ value: state, label: t(`reporting.license_state.${state}`) })) },
    { name: "license_purchase_id", label: label("license_purchase_id"), kind: "text", readOnly: licences },
    { name: "last_license_transaction", label: label("last_license_transaction"), kind: "date", readOnly: licences },
    { name: "receipt_footer", label: label("receipt_footer"), kind: "textarea" },
    { name: "expected_interval_minutes", label: t("alerts.fields.expected_interval_minutes"), kind: "number", hint: t("alerts.fields.expected_interval_hint") },
    { name: "paused", label: label("paused"), kind: "checkbox" },
    { name: "is_active", label: label("is_active"), kind: "checkbox" },
  ];
  const locationName = (id: number) => locationList.find((location) => location.id === id)?.name ?? String(id);
  return (
    <RecordScreen<DeviceRecord>
      title={t("reporting.web.devices.title")}
      addLabel={t("reporting.web.devices.new")}
      load={(client) => client.listDevices()}
      nameOf={(device) => device.device}
      columns={[
        { label: label("device"), value: (device) => device.device },
        { label: label("device_type"), value: (device) => t(`reporting.device_type.${device.device_type}`) },
        { label: label("location"), value: (device) => locationName(device.location) },
        { label: label("paused"), value: (device) => t(device.paused ? "reporting.web.list.yes" : "reporting.web.list.no") },
        { label: label("license_state"), value: (device) => t(`reporting.license_state.${device.license_state}`) },
        { label: label("last_known_ip"), value: (device) => device.last_known_ip ?? "—" },
        { label: label("last_seen_at"), value: (device) => (device.last_seen_at === null ? "—" : new Date(device.last_seen_at).toLocaleString()) },
        { label: t("alerts.device.status"), value: (device) => <SilenceStatus device={device} /> },
        { label: label("organisation"), value: (device) => `${device.company} · ${device.organisation}` },
      ]}
      remove={(client, device) => client.deleteDevice(device.id)}
      after={token === null ? null : <TokenPanel token={token.token} name={token.name} onDone={() => setToken(null)} />}
      rowActions={(device) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            if (!window.confirm(t("reporting.web.devices.rotate_confirm", { name: device.device }))) return;
            void call((client) => client.rotateDeviceToken(device.id)).then((rotated) => setToken({ token: rotated, name: device.device }), () => undefined);
          }}
        >
          {t("reporting.web.devices.rotate")}
        </Button>
      )}
      form={(record, done) => (
        // The location select needs its list before the form takes its first values: a form opened
        // while the list loads started with no location, and its save was refused.
        <Loaded load={locations}>
          {(firstLocations) => (
            <RecordForm
              key={record?.id ?? "new"}
              title={record === null ? t("reporting.web.devices.new") : t("reporting.web.devices.edit", { name: record.device })}
              fields={fields}
              form={deviceForm(record, { location: firstLocations[0]?.id ?? null })}
              save={(payload): Promise<DeviceRecord | DeviceCreated> =>
                call<DeviceRecord | DeviceCreated>((client) =>
                  record === null
                    ? client.createDevice(payload)
                    : client.updateDevice(record.id, licences ? { ...payload, license_state: record.license_state, license_purchase_id: record.license_purchase_id, last_license_transaction: record.last_license_transaction } : payload),
                )
              }
              onSaved={(saved) => {
                if ("token" in saved) setToken({ token: { device: saved.id, token: saved.token }, name: saved.device });
                done(true);
              }}
              onCancel={() => done(false)}
            />
          )}
        </Loaded>
      )}
    />
  );
};

export default DevicesScreen;
