import type { Organisation } from "@proshop/core";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { safeInnerHtml } from "../../ui/safe-html.ts";
import { useDocumentTitle } from "../../ui/document-title.ts";

const pageStyle = css({ maxW: "content", mx: "auto", px: "6", my: "75px", textAlign: "center" });
const titleStyle = css({ fontSize: "3xl", fontWeight: "bold", mb: "6" });
// Links inside the rich text are underlined: colour alone does not mark a link (WCAG 1.4.1).
const bodyStyle = css({ fontSize: "lg", lineHeight: "1.6", color: "fg.muted", "& p": { mb: "3" }, "& a": { textDecoration: "underline" } });

/**
 * SPEC 2: the organisation's maintenance title and rich-text message, else the translated
 * defaults plus the thank-you text; 75 px above and below. WHY the message is set as HTML: it is
 * rich text an administrator of the organisation wrote; sanitized all the same (safe-html.ts).
 */
export const MaintenancePage = ({ organisation }: { readonly organisation: Organisation | null }) => {
  const t = useT();
  const title = organisation?.maintenance_title?.trim();
  const message = organisation?.maintenance_message?.trim();
  const heading = title !== undefined && title !== "" ? title : t("navigation.maintenance.title");
  useDocumentTitle(heading);
  return (
    <main className={pageStyle} id="main" data-testid="maintenance-page">
      <h1 className={titleStyle}>{heading}</h1>
      {message !== undefined && message !== "" ? (
        <div className={bodyStyle} dangerouslySetInnerHTML={safeInnerHtml(message)} />
      ) : (
        <div className={bodyStyle}>
          <p>{t("navigation.maintenance.text")}</p>
          <p>{t("navigation.maintenance.thank_you")}</p>
        </div>
      )}
    </main>
  );
};
