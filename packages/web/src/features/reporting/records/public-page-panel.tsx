import { embedOriginsOfText, embedOriginsProblem, MAX_EMBED_ORIGINS, publicPagePath, type LocationRecord } from "@proshop/core";
import { useId, useState, type FormEvent } from "react";
import { css } from "../../../../styled-system/css";
import { Button } from "../../../ui/button.tsx";
import { TextField } from "../../../ui/text-field.tsx";
import { useRt } from "../i18n.tsx";
import { useReportingCall } from "../services.tsx";
import { alertStyle, mutedStyle, noticeStyle, panelStyle, sectionTitleStyle } from "../styles.ts";
import { refusalOf } from "./refusal.ts";

/*
 * The "Public page" part of a location's edit form (issue 36): the switch that shows the
 * location's occupancy without log-in, its public address with a copy button, and the websites
 * that may embed it. Saved on its own (PUT with `public` and `public_embed_origins` only), so
 * the location's other fields are never sent twice.
 */

const stackStyle = css({ display: "flex", flexDirection: "column", gap: "4" });
const switchStyle = css({ display: "flex", alignItems: "center", gap: "3", fontWeight: "medium", minH: "10", cursor: "pointer" });
const switchInputStyle = css({ w: "5", h: "5", accentColor: "primary" });
const addressStyle = css({ display: "flex", gap: "2", alignItems: "flex-end", flexWrap: "wrap", "& > :first-child": { flex: "1 1 20rem" } });
const textareaStyle = css({
  minH: "24",
  px: "3",
  py: "2",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontSize: "md",
  fontFamily: "mono",
  "&[aria-invalid=true]": { borderColor: "error" },
});
const labelStyle = css({ fontSize: "sm", fontWeight: "medium" });
const fieldStyle = css({ display: "flex", flexDirection: "column", gap: "1" });

type Notice = { readonly ok: boolean; readonly text: string } | null;

export const PublicPagePanel = ({ location }: { readonly location: LocationRecord }) => {
  const t = useRt();
  const call = useReportingCall();
  const id = useId();
  const [saved, setSaved] = useState(location);
  const [isPublic, setPublic] = useState(location.public === true);
  const [originsText, setOriginsText] = useState((location.public_embed_origins ?? []).join("\n"));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [copied, setCopied] = useState<Notice>(null);
  const origins = embedOriginsOfText(originsText);
  const problem = embedOriginsProblem(origins);
  const originsError = touched && problem !== null ? t(problem.id, problem.params) : null;
  const address = saved.public_slug === null || saved.public_slug === undefined ? null : `${window.location.origin}${publicPagePath(saved.public_slug)}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setNotice(null);
    if (problem !== null) return;
    setSaving(true);
    call((client) => client.updateLocation(location.id, { public: isPublic, public_embed_origins: [...origins] })).then(
      (record) => {
        setSaved(record);
        setOriginsText((record.public_embed_origins ?? []).join("\n"));
        setNotice({ ok: true, text: t("publicSettings.saved") });
        setSaving(false);
      },
      (error: unknown) => {
        const refusal = refusalOf(error, (messageId) => t(messageId) !== messageId);
        setNotice({ ok: false, text: t(refusal.messageId, refusal.params) });
        setSaving(false);
      },
    );
  };

  const copy = () => {
    if (address === null) return;
    navigator.clipboard.writeText(address).then(
      () => setCopied({ ok: true, text: t("publicSettings.copied") }),
      () => setCopied({ ok: false, text: t("publicSettings.copy_failed") }),
    );
  };

  return (
    <section className={panelStyle} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={sectionTitleStyle}>
        {t("publicSettings.title")}
      </h2>
      <form className={stackStyle} onSubmit={onSubmit} noValidate>
        <div role="status" aria-live="polite">
          {notice === null ? null : <p className={notice.ok ? noticeStyle : alertStyle}>{notice.text}</p>}
        </div>
        <div className={fieldStyle}>
          <label className={switchStyle}>
            <input
              type="checkbox"
              role="switch"
              className={switchInputStyle}
              checked={isPublic}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setPublic(event.target.checked)}
            />
            {t("publicSettings.switch")}
          </label>
          <p id={`${id}-hint`} className={mutedStyle}>
            {t("publicSettings.hint")}
          </p>
        </div>
        {address === null ? (
          <p className={mutedStyle}>{t("publicSettings.not_yet")}</p>
        ) : (
          <div className={stackStyle}>
            <div className={addressStyle}>
              <TextField label={t("publicSettings.address")} value={address} readOnly onFocus={(event) => event.target.select()} />
              <Button variant="secondary" onClick={copy}>
                {t("publicSettings.copy")}
              </Button>
            </div>
            <div role="status" aria-live="polite">
              {copied === null ? null : <p className={copied.ok ? mutedStyle : alertStyle}>{copied.text}</p>}
            </div>
            {saved.public === true ? null : <p className={mutedStyle}>{t("publicSettings.private")}</p>}
          </div>
        )}
        <div className={fieldStyle}>
          <label htmlFor={`${id}-origins`} className={labelStyle}>
            {t("publicSettings.origins")}
          </label>
          <textarea
            id={`${id}-origins`}
            className={textareaStyle}
            rows={3}
            value={originsText}
            spellCheck={false}
            aria-invalid={originsError === null ? undefined : true}
            aria-describedby={[originsError === null ? null : `${id}-origins-error`, `${id}-origins-hint`].filter((part) => part !== null).join(" ")}
            onChange={(event) => setOriginsText(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {originsError === null ? null : (
            <p id={`${id}-origins-error`} className={css({ color: "error", fontSize: "sm" })}>
              {originsError}
            </p>
          )}
          <p id={`${id}-origins-hint`} className={mutedStyle}>
            {t("publicSettings.origins_hint", { max: MAX_EMBED_ORIGINS })}
          </p>
        </div>
        <div>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {t("publicSettings.save")}
          </Button>
        </div>
      </form>
    </section>
  );
};
