import { CONTACT_SUCCESS_MESSAGE, REGISTER_SUCCESS_MESSAGE } from "@proshop/core";
import { Link, useSearch } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { buttonStyle } from "../../ui/button.tsx";
import { linkStyle } from "../auth-forms/form-alert.tsx";

/** What a form that lands on /thanks?from=... adds to the thank-you text. */
const MESSAGE_BY_ORIGIN: Readonly<Record<string, string>> = {
  register: REGISTER_SUCCESS_MESSAGE,
  contact: CONTACT_SUCCESS_MESSAGE,
};

/** /thanks: a thank-you page, with the message of the form it came from when it says so (`?from=register|contact`). */
export const ThanksContent = () => {
  const t = useT();
  const from = new URLSearchParams(useSearch()).get("from") ?? "";
  const message = MESSAGE_BY_ORIGIN[from];
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "640px" })} data-testid="thanks">
      {message === undefined ? null : <p role="status">{t(message)}</p>}
      <p>{t("web_forms.thanks.text")}</p>
      <div className={css({ display: "flex", gap: "4", alignItems: "center", flexWrap: "wrap" })}>
        <Link href="/" className={buttonStyle()}>
          {t("web_forms.thanks.go_home")}
        </Link>
        <Link href="/faq/" className={linkStyle}>
          {t("navigation.nav.faq")}
        </Link>
      </div>
    </div>
  );
};
