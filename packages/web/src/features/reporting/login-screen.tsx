import { initialLoginValues, prepareLogin, validateLogin, type LoginValues } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { waitFor } from "xstate";
import { css } from "../../../styled-system/css";
import { useForm } from "../auth-forms/use-form.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useRt } from "./i18n.tsx";
import { LanguageSelect } from "./language-select.tsx";
import { useReportingServices } from "./services.tsx";
import { alertStyle, mutedStyle } from "./styles.ts";

const pageStyle = css({ maxW: "420px", mx: "auto", px: "4", py: { base: "8", md: "16" }, display: "flex", flexDirection: "column", gap: "4" });
const formStyle = css({ display: "flex", flexDirection: "column", gap: "4" });
// The language select sits above the title, so the title has the column's whole width to itself.
const headStyle = css({ display: "flex", flexDirection: "column-reverse", gap: "3" });
const languageStyle = css({ alignSelf: "flex-end" });

/** The part after a title's last colon ("connexion", "log in"), kept whole on its line. */
const TITLE_TAIL = /^(.*:)\s+(\S.*)$/su;
const titleStyle = css({ fontSize: "2xl", fontWeight: "bold", textWrap: "balance" });
const tailStyle = css({ whiteSpace: "nowrap" });

/**
 * "Area: action" as one heading, its action never wrapped apart from the words before it, nor
 * the colon alone at a line's start (French puts a narrow no-break space before it).
 */
const LoginTitle = ({ title }: { readonly title: string }) => {
  const parts = TITLE_TAIL.exec(title);
  return (
    <h1 className={titleStyle}>
      {parts === null ? (
        title
      ) : (
        <>
          {parts[1]} <span className={tailStyle}>{parts[2]}</span>
        </>
      )}
    </h1>
  );
};

/**
 * The reporting area's log-in (the shop's POST /auth/login underneath). A blocked account is
 * told so; any other refusal is the generic failure.
 */
export const LoginScreen = () => {
  const t = useRt();
  const { session } = useReportingServices();
  const problem = useSelector(session, (snapshot) => snapshot.context.problem);
  const form = useForm<LoginValues>({
    initialValues: initialLoginValues,
    validate: validateLogin,
    prepare: prepareLogin,
    genericError: "reporting.web.login.failed",
    submit: async ({ username, password }) => {
      session.send({ type: "reporting.login", email: username, password });
      const settled = await waitFor(session, (snapshot) => !snapshot.matches("authenticating") && !snapshot.matches("checking"));
      if (settled.matches("signedOut")) throw { messageId: settled.context.problem ?? "reporting.web.login.failed", params: {} };
    },
  });
  const username = form.field("username");
  const password = form.field("password");
  const shown = form.submitError?.messageId ?? problem;
  return (
    <main className={pageStyle} id="main">
      <div className={headStyle}>
        <LoginTitle title={t("reporting.web.login.title")} />
        <div className={languageStyle}>
          <LanguageSelect />
        </div>
      </div>
      <p className={mutedStyle}>{t("reporting.web.login.intro")}</p>
      <form className={formStyle} onSubmit={form.onSubmit} noValidate>
        {shown === null ? null : (
          <div className={alertStyle} role="alert">
            {t(shown)}
          </div>
        )}
        <TextField
          label={t("reporting.web.login.email")}
          type="email"
          autoComplete="username"
          name="username"
          value={username.value}
          error={username.error === null ? null : t(username.error)}
          onChange={(event) => username.change(event.target.value)}
          onBlur={username.blur}
        />
        <TextField
          label={t("reporting.web.login.password")}
          type="password"
          autoComplete="current-password"
          name="password"
          value={password.value}
          error={password.error === null ? null : t(password.error)}
          onChange={(event) => password.change(event.target.value)}
          onBlur={password.blur}
        />
        <Button type="submit" disabled={!form.canSubmit} aria-busy={form.submitting}>
          {t(form.submitting ? "reporting.web.login.in_progress" : "reporting.web.login.submit")}
        </Button>
      </form>
    </main>
  );
};
