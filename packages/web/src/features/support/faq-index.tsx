import { faqSubjects } from "@proshop/core";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { FormAlert, linkStyle } from "../auth-forms/form-alert.tsx";
import { FaqStatus } from "./faq-status.tsx";
import { SupportContactLine } from "./support-contact-line.tsx";
import { useFaq } from "./use-faq.ts";

const listStyle = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr", lg: "repeat(3, 1fr)" }, listStyle: "none", p: 0, my: "6" });
const cardStyle = css({
  display: "flex",
  flexDirection: "column",
  gap: "1",
  h: "full",
  p: "5",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "lg",
  bg: "bg.subtle",
  color: "fg",
  textDecoration: "none",
  _hover: { borderColor: "primary" },
  _focusVisible: { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" },
});

/** /faq/: the subjects of the FAQ (content service), each linking to /faq/{subject}. */
export const FaqIndex = () => {
  const t = useT();
  const faq = useFaq();
  return (
    <div>
      <p>{t("web_forms.faq.intro")}</p>
      <FaqStatus state={faq} retry={faq.retry} />
      {faq.status !== "ready" ? null : faq.entries.length === 0 ? (
        <div className={css({ my: "6" })}>
          <FormAlert tone="info" testId="faq-empty">
            {t("web_forms.faq.empty")}
          </FormAlert>
        </div>
      ) : (
        <nav aria-label={t("web_forms.faq.subjects")}>
          <ul className={listStyle} data-testid="faq-subjects">
            {faqSubjects(faq.entries).map((subject) => (
              <li key={subject.subject}>
                <Link href={`/faq/${encodeURIComponent(subject.subject)}`} className={cardStyle}>
                  <span className={css({ fontWeight: "semibold", fontSize: "lg" })}>{subject.title}</span>
                  <span className={css({ color: "fg.muted", fontSize: "sm" })}>{t("web_forms.faq.questions_count", { count: subject.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Link href="/contact" className={linkStyle}>
        {t("web_forms.faq.more_help")}
      </Link>
      <SupportContactLine className={css({ mt: "2" })} />
    </div>
  );
};
