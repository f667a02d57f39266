import type { ConfigProblem } from "@proshop/core";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { buttonStyle } from "../../ui/button.tsx";
import { useDocumentTitle } from "../../ui/document-title.ts";

const pageStyle = css({ maxW: "content", mx: "auto", px: "6", my: "75px", textAlign: "center" });
const titleStyle = css({ fontSize: "3xl", fontWeight: "bold", mb: "6" });
const textStyle = css({ fontSize: "lg", lineHeight: "1.6", color: "fg.muted", mb: "4" });
const listStyle = css({ display: "inline-flex", flexDirection: "column", gap: "1", mb: "6", "& a": { textDecoration: "underline", color: "primary" } });

/**
 * The address has no shop, or its config did not come (session's `configProblem`): said in the
 * browser's language (i18n.tsx), with the addresses that work when the server tells them (the
 * local demo does) and a retry, instead of "Loading" for ever.
 */
export const NoShopPage = ({ problem, onRetry }: { readonly problem: ConfigProblem; readonly onRetry: () => void }) => {
  const t = useT();
  const title = t(problem.kind === "unknownHost" ? "web.no_shop.title" : "web.no_shop.unavailable_title");
  useDocumentTitle(title);
  const port = window.location.port === "" ? "" : `:${window.location.port}`;
  return (
    <main className={pageStyle} id="main" data-testid="no-shop-page">
      <h1 className={titleStyle}>{title}</h1>
      {problem.kind === "unknownHost" ? (
        <>
          <p className={textStyle}>{t("web.no_shop.text", { hostname: problem.hostname })}</p>
          {problem.hosts.length > 0 ? (
            <>
              <p className={textStyle}>{t("web.no_shop.addresses")}</p>
              <ul className={listStyle}>
                {problem.hosts.map((host) => {
                  const address = `${window.location.protocol}//${host}${port}/`;
                  return (
                    <li key={host}>
                      <a href={address}>{address}</a>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p className={textStyle}>{t("web.no_shop.unavailable_text")}</p>
      )}
      <p>
        <button type="button" className={buttonStyle({ variant: "primary" })} onClick={onRetry}>
          {t("web.no_shop.retry")}
        </button>
      </p>
    </main>
  );
};
