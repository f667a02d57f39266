import { ACCOUNT_AREA_LABEL, accountLinks } from "@proshop/core";
import { Link, useLocation } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";

// Two by two on a phone, one row from a tablet up.
const listStyle = css({
  display: "grid",
  gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, max-content)" },
  gap: "2",
  listStyle: "none",
  p: 0,
  m: 0,
  mb: "6",
  borderBottomWidth: "1px",
  borderColor: "border",
  pb: "3",
});
const linkStyle = css({
  display: "flex",
  alignItems: "center",
  minH: "10",
  px: "3",
  borderRadius: "md",
  color: "fg",
  fontWeight: "medium",
  textDecoration: "none",
  _hover: { bg: "bg.muted" },
  "&[aria-current=page]": { bg: "primary.subtle", color: "primary", fontWeight: "bold" },
});

/**
 * The account area's own navigation (core's account links): the account, the orders, the
 * saved lists and the display settings, the page being shown marked. A part of this very page
 * is a plain in-page link, which the browser scrolls to (and `useHashTarget` focuses).
 */
export const AccountNav = () => {
  const t = useT();
  const [location] = useLocation();
  return (
    <nav aria-label={t(ACCOUNT_AREA_LABEL)}>
      <ul className={listStyle}>
        {accountLinks(location).map((link) => (
          <li key={link.id}>
            {link.inPage ? (
              <a href={link.href} className={linkStyle}>
                {t(link.messageId)}
              </a>
            ) : (
              <Link href={link.href} className={linkStyle} aria-current={link.current ? "page" : undefined}>
                {t(link.messageId)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
};
