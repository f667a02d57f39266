import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { FormAlert } from "../auth-forms/form-alert.tsx";
import type { FaqState } from "./use-faq.ts";

/** Loading and failure of the FAQ; null once the entries are there. */
export const FaqStatus = ({ state, retry }: { readonly state: FaqState; readonly retry: () => void }) => {
  const t = useT();
  if (state.status === "loading") {
    return (
      <p role="status" aria-live="polite" data-testid="faq-loading" className={css({ color: "fg.muted" })}>
        {t("web_forms.faq.loading")}
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <div className={css({ display: "flex", flexDirection: "column", gap: "3", alignItems: "flex-start" })}>
        <FormAlert tone="error" testId="faq-error">
          {t("web_forms.faq.error")} {state.messageId === "web_forms.faq.error" ? null : t(state.messageId)}
        </FormAlert>
        <Button variant="secondary" onClick={retry}>
          {t("web_forms.faq.retry")}
        </Button>
      </div>
    );
  }
  return null;
};
