import { Toast, Toaster, createToaster, type CreateToasterReturn } from "@ark-ui/react/toast";
import { NOTIFICATION_POSITIONS, type NotificationPosition, type NotificationSeverity } from "@proshop/core";
import { useEffect, useState } from "react";
import { css, cx } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useShopCurrency } from "../../app/money.ts";
import { useNotificationBus } from "../../app/services-context.tsx";
import type { PublishedNotification } from "../../app/notification-bus.ts";
import { useKeptTime } from "../offline/use-kept-time.ts";
import { escapeHtml, PLACEMENT_OF, toastDuration, toastHtml } from "./toast-content.ts";
import { afterNextPaint } from "../../ui/after-next-paint.ts";
import { safeInnerHtml } from "../../ui/safe-html.ts";

type Toasters = Record<NotificationPosition, CreateToasterReturn>;

// One toaster per corner: Ark places a toaster's toasts in one region, and core's toasts pick
// their corner (default bottom right; order on behalf bottom centre).
const createToasters = (): Toasters =>
  Object.fromEntries(
    NOTIFICATION_POSITIONS.map((position) => [position, createToaster({ placement: PLACEMENT_OF[position], overlap: false, gap: 12, max: 4 })]),
  ) as Toasters;

const rootStyle = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "3",
  // A set width: the message, not the UNDO button, decides how tall the toast is.
  w: { base: "calc(100vw - 32px)", sm: "400px" },
  maxW: "420px",
  p: "3",
  pr: "2",
  borderRadius: "md",
  borderLeftWidth: "4px",
  boxShadow: "lg",
  bg: "bg",
  color: "fg",
  // Transitions (SPEC 2: slide, grow, fade): Ark sets data-state while opening and closing.
  translate: "var(--x) var(--y)",
  scale: "var(--scale)",
  opacity: "var(--opacity)",
  zIndex: "var(--z-index)",
  height: "var(--height)",
  willChange: "translate, opacity, scale",
  transition: "translate 300ms, scale 300ms, opacity 300ms, height 300ms",
  // SPEC 2's three ways in (core's `transition`): slide from the edge (Ark's --x/--y), grow from
  // small, or fade in place; none at all under prefers-reduced-motion.
  "&[data-transition=grow]": { translate: "0 var(--y)", scale: "var(--grow, 1)", "&[data-state=closed]": { "--grow": "0.6" } },
  "&[data-transition=fade]": { translate: "0 var(--y)" },
  "@media (prefers-reduced-motion: reduce)": { transition: "none" },
});

// SPEC 2's plain alert: the page's background with a severity stripe (the coloured one is filled).
const plainStyle = css({ bg: "bg!", borderWidth: "1px", borderColor: "border", borderLeftWidth: "4px" });

const severityStyle: Record<NotificationSeverity, string> = {
  success: css({ borderLeftColor: "success", bg: "success.subtle" }),
  warning: css({ borderLeftColor: "warning", bg: "warning.subtle" }),
  error: css({ borderLeftColor: "error", bg: "error.subtle" }),
  info: css({ borderLeftColor: "info", bg: "info.subtle" }),
};

const descriptionStyle = css({ flex: "1", fontSize: "sm", lineHeight: "1.45", "& a": { textDecoration: "underline" } });
const actionStyle = css({
  flexShrink: 0,
  whiteSpace: "nowrap",
  fontWeight: "bold",
  fontSize: "sm",
  color: "primary",
  textTransform: "uppercase",
  px: "2",
  py: "1",
  borderRadius: "sm",
  cursor: "pointer",
  _hover: { bg: "bg.muted" },
});
const closeStyle = css({ px: "2", py: "1", borderRadius: "sm", cursor: "pointer", fontSize: "lg", lineHeight: "1", _hover: { bg: "bg.muted" } });

/**
 * The toasts of the notification bar (SPEC 2) over Ark UI's toast: every `notification.show` of
 * every machine (through the notification bus) becomes a toast with its severity colour, a close
 * button, an optional UNDO that sends the machine's event back, in its corner, hiding after
 * its time (3000 ms by default). The message is HTML; server text is escaped (toast-content.ts).
 * Loaded with the first notification (see notification-bar.tsx): `takeBacklog` hands over what
 * was published before.
 */
export default function ToastRegion({ takeBacklog }: { readonly takeBacklog: () => readonly PublishedNotification[] }) {
  const bus = useNotificationBus();
  const { t, locale } = useI18n();
  const currency = useShopCurrency();
  const keptTime = useKeptTime();
  const [toasters] = useState(createToasters);

  useEffect(() => {
    // Offline (issue 37), a limit is judged on kept figures: the toast says as of when.
    const limitsAsOf = (notification: PublishedNotification["notification"]): string =>
      keptTime !== null && "violation" in notification.message ? `<br>${escapeHtml(t("offline.limits_as_of", { time: keptTime }))}` : "";
    const show = ({ notification, source }: PublishedNotification) => {
      const undo = notification.undo;
      toasters[notification.position].create({
        type: notification.severity,
        description: toastHtml(t, notification, locale, currency) + limitsAsOf(notification),
        duration: toastDuration(notification),
        closable: true,
        meta: { variant: notification.variant ?? "coloured", transition: notification.transition ?? "slide" },
        ...(undo === undefined || source === undefined
          ? {}
          : { action: { label: t(undo.labelId), onClick: () => source.send(undo.event) } }),
      });
    };
    for (const published of takeBacklog()) show(published);
    // A toast's render is no part of the answer to the action (issue 38: a third of an add to cart's work at the click).
    return bus.subscribe((published) => {
      afterNextPaint(() => show(published));
    });
  }, [bus, t, locale, currency, toasters, takeBacklog, keptTime]);

  return (
    <>
      {NOTIFICATION_POSITIONS.map((position) => (
        <Toaster key={position} toaster={toasters[position]}>
          {(toast) => {
            const severity = (toast.type ?? "info") as NotificationSeverity;
            return (
              <Toast.Root
                className={cx(rootStyle, severityStyle[severity] ?? severityStyle.info, toast.meta?.["variant"] === "plain" && plainStyle)}
                data-severity={severity}
                data-variant={String(toast.meta?.["variant"] ?? "coloured")}
                data-transition={String(toast.meta?.["transition"] ?? "slide")}
                role={severity === "error" || severity === "warning" ? "alert" : "status"}
              >
                <Toast.Description className={descriptionStyle}>
                  <span dangerouslySetInnerHTML={safeInnerHtml(String(toast.description ?? ""))} />
                </Toast.Description>
                {toast.action === undefined ? null : <Toast.ActionTrigger className={actionStyle}>{toast.action.label}</Toast.ActionTrigger>}
                <Toast.CloseTrigger className={closeStyle} aria-label={t("web.app.close_notification")}>
                  ×
                </Toast.CloseTrigger>
              </Toast.Root>
            );
          }}
        </Toaster>
      ))}
    </>
  );
}
