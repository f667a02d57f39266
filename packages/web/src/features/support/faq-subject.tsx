import { faqEntriesOfSubject } from "@proshop/core";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { FormAlert, linkStyle } from "../auth-forms/form-alert.tsx";
import { Page } from "../../ui/page.tsx";
import { FaqStatus } from "./faq-status.tsx";
import { SupportContactLine } from "./support-contact-line.tsx";
import { useFaq } from "./use-faq.ts";
import { safeInnerHtml } from "../../ui/safe-html.ts";

const itemStyle = css({
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "md",
  bg: "bg.subtle",
  "& summary": { cursor: "pointer", p: "4", fontWeight: "semibold", _focusVisible: { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" } },
});
const answerStyle = css({ px: "4", pb: "4", lineHeight: "1.6", "& p": { mb: "2" }, "& a": { color: "primary", textDecoration: "underline" } });

/**
 * /faq/{subject}: that subject's questions, each a native disclosure (keyboard and screen
 * readers know it). WHY the answer is set as HTML: it is rich text from the shop's editors in
 * the content service, not user input.
 */
export const FaqSubjectPage = ({ subject }: { readonly subject: string }) => {
  const t = useT();
  const faq = useFaq();
  const entries = faq.status === "ready" ? faqEntriesOfSubject(faq.entries, subject) : [];
  const title = entries[0]?.subjectTitle ?? t("web.pages.faq");
  return (
    <Page title={title}>
      <p className={css({ mb: "4" })}>
        <Link href="/faq/" className={linkStyle}>
          {t("web_forms.faq.all_subjects")}
        </Link>
      </p>
      <FaqStatus state={faq} retry={faq.retry} />
      {faq.status !== "ready" ? null : entries.length === 0 ? (
        <FormAlert tone="info" testId="faq-subject-empty">
          {t("web_forms.faq.subject_empty")}
        </FormAlert>
      ) : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "3" })} data-testid="faq-questions">
          {entries.map((entry) => (
            <details key={entry.id} className={itemStyle}>
              <summary>{entry.question}</summary>
              <div className={answerStyle} dangerouslySetInnerHTML={safeInnerHtml(entry.answerHtml)} />
            </details>
          ))}
        </div>
      )}
      <p className={css({ mt: "6" })}>
        <Link href="/contact" className={linkStyle}>
          {t("web_forms.faq.more_help")}
        </Link>
      </p>
      <SupportContactLine className={css({ mt: "2" })} />
    </Page>
  );
};
