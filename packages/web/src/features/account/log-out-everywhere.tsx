import { successNotification } from "@proshop/core";
import { useEffect, useRef, useState } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useApiCall, useNotificationBus, useSessionActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { errorAlertStyle, sectionTitleStyle } from "../cart/styles.ts";

const confirmStyle = css({ display: "flex", flexDirection: "column", gap: "3", maxW: "520px", p: "4", borderWidth: "1px", borderColor: "border", borderRadius: "md" });
const actionsStyle = css({ display: "flex", flexWrap: "wrap", gap: "3" });

type Step = "idle" | "confirming" | "working" | "failed";

/**
 * "Log out everywhere" (my account, issue 35 item 22): the menu's log-out ends this session
 * only, so a lost phone or a shared computer left logged in is ended here. Asks first (it logs
 * this tab out too), then ends every session on the server, logs this tab out and says so.
 */
export const LogOutEverywhere = () => {
  const t = useT();
  const api = useApiCall();
  const session = useSessionActor();
  const notifications = useNotificationBus();
  const [step, setStep] = useState<Step>("idle");
  // The shop's Button passes no ref: its first button is found in these.
  const confirmButton = useRef<HTMLDivElement>(null);
  const openButton = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
  // Focus follows the question (keyboard users land on the answer), and returns when it is cancelled.
  useEffect(() => {
    if (step === "confirming") confirmButton.current?.querySelector("button")?.focus();
    if (step === "idle" && wasConfirming.current) openButton.current?.querySelector("button")?.focus();
    wasConfirming.current = step === "confirming";
  }, [step]);

  const logOutEverywhere = async () => {
    setStep("working");
    try {
      await api((client) => client.endEverySession());
    } catch {
      // A 401 (this session already ended) is the forced log-out of the API call; anything else is told here.
      setStep("failed");
      return;
    }
    // Shown on the page the log-out leads to, until closed: the user should know the phone is out too.
    notifications.publish({ notification: successNotification("webCart.profile.everywhere_done", undefined, { autoHideMs: null }) });
    session.send({ type: "session.logout" });
  };

  return (
    <section aria-labelledby="log-out-everywhere-title" data-testid="log-out-everywhere">
      <h2 id="log-out-everywhere-title" className={sectionTitleStyle}>
        {t("webCart.profile.everywhere_title")}
      </h2>
      <p>{t("webCart.profile.everywhere_text")}</p>
      {step === "failed" ? (
        <p className={errorAlertStyle} role="alert">
          {t("webCart.profile.everywhere_failed")}
        </p>
      ) : null}
      {step === "confirming" || step === "working" ? (
        <div className={confirmStyle} role="group" aria-labelledby="log-out-everywhere-confirm">
          <p id="log-out-everywhere-confirm">{t("webCart.profile.everywhere_confirm")}</p>
          <div className={actionsStyle} ref={confirmButton}>
            <Button onClick={() => void logOutEverywhere()} disabled={step === "working"} aria-busy={step === "working"}>
              {t("webCart.profile.everywhere_confirm_button")}
            </Button>
            <Button variant="secondary" onClick={() => setStep("idle")} disabled={step === "working"}>
              {t("webCart.profile.everywhere_cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <div ref={openButton}>
          <Button variant="secondary" onClick={() => setStep("confirming")}>
            {t("webCart.profile.everywhere_button")}
          </Button>
        </div>
      )}
    </section>
  );
};
