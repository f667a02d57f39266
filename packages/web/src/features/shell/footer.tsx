import { footerCopyright, footerLinks, showsLanguageColumn, STATIC_SHOP_LINKS } from "@proshop/core";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useOrganisation } from "./use-organisation.ts";

const footerStyle = css({ mt: "auto", bg: "bg.subtle", borderTopWidth: "1px", borderColor: "border", color: "fg" });
const innerStyle = css({
  maxW: "container",
  mx: "auto",
  px: { base: "4", md: "6" },
  py: "8",
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" },
  gap: "6",
});
const headingStyle = css({ fontWeight: "bold", mb: "2", fontSize: "sm", textTransform: "uppercase", letterSpacing: "wide" });
const listStyle = css({ display: "flex", flexDirection: "column", gap: "1.5", fontSize: "sm" });
const linkStyle = css({ color: "fg", textDecoration: "none", _hover: { textDecoration: "underline" } });
const languageButton = css({
  bg: "transparent",
  color: "fg",
  cursor: "pointer",
  textAlign: "left",
  fontSize: "sm",
  p: "0",
  _hover: { textDecoration: "underline" },
  "&[aria-current=true]": { fontWeight: "bold", color: "primary" },
});
const copyrightStyle = css({ gridColumn: "1 / -1", fontSize: "xs", color: "fg.muted", borderTopWidth: "1px", borderColor: "border", pt: "4" });

/**
 * SPEC 2: the footer: contact, FAQ, the organisation's terms and privacy notice, marketing and
 * about links (core's `footerLinks`), a language column when the shop has more than one
 * language, and the copyright line with the current year.
 */
export const Footer = () => {
  const { t, locale, switcher, setLocale } = useI18n();
  const organisation = useOrganisation();
  const links = footerLinks({
    organisation,
    marketingUrl: STATIC_SHOP_LINKS.marketingUrl,
    aboutUrl: STATIC_SHOP_LINKS.aboutUrl,
    locale,
  });
  const copyright = footerCopyright(new Date().getFullYear());
  return (
    <footer className={footerStyle} aria-label={t("web.app.footer")}>
      <div className={innerStyle}>
        <nav aria-label={t("web.app.footer_links")}>
          <h2 className={headingStyle}>{t("web.app.footer_links")}</h2>
          <ul className={listStyle}>
            {links.map((link) => (
              <li key={link.id}>
                {link.external ? (
                  <a href={link.href} className={linkStyle} target="_blank" rel="noreferrer">
                    {t(link.messageId)}
                  </a>
                ) : (
                  <Link href={link.href} className={linkStyle}>
                    {t(link.messageId)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {showsLanguageColumn(switcher) ? (
          <div data-testid="footer-languages">
            <h2 className={headingStyle}>{t("navigation.footer.languages")}</h2>
            <ul className={listStyle}>
              {switcher.languages.map((language) => (
                <li key={language}>
                  <button
                    type="button"
                    lang={language}
                    className={languageButton}
                    aria-current={language === locale ? "true" : undefined}
                    onClick={() => setLocale(language)}
                  >
                    {t(`navigation.language.${language}`)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className={copyrightStyle}>{t(copyright.id, copyright.params)}</p>
      </div>
    </footer>
  );
};
