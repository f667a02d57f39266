import type { NavItem } from "@proshop/core";
import { Link, useLocation } from "wouter";
import { css, cx } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { AccountIcon, CartIcon } from "./icons.tsx";

const linkStyle = css({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  px: "3",
  py: "2",
  borderRadius: "md",
  color: "fg",
  fontWeight: "medium",
  textDecoration: "none",
  _hover: { bg: "bg.muted" },
  "&[aria-current=page]": { color: "primary", fontWeight: "bold" },
});
const badgeStyle = css({
  position: "absolute",
  top: "0",
  right: "0",
  minW: "5",
  h: "5",
  px: "1",
  borderRadius: "full",
  bg: "secondary",
  color: "secondary.fg",
  fontSize: "2xs",
  fontWeight: "bold",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
});
const hiddenStyle = css({ srOnly: true });

/** One link of core's nav items; icon links keep their text for screen readers, the cart adds its badge. */
export const NavLink = ({ item, onNavigate, className }: { readonly item: NavItem; readonly onNavigate?: () => void; readonly className?: string }) => {
  const t = useT();
  const [location] = useLocation();
  if (item.path === null) return null;
  const current = location === item.path || (item.path !== "/" && item.path.endsWith("/") && location.startsWith(item.path.slice(0, -1)));
  const label = item.id === "cart" && item.badge !== undefined ? t("navigation.nav.cart_with_count", { count: item.badge }) : t(item.messageId);
  return (
    <Link
      href={item.path}
      className={cx(linkStyle, className)}
      aria-current={current ? "page" : undefined}
      data-testid={`nav-${item.id}`}
      {...(onNavigate === undefined ? {} : { onClick: onNavigate })}
    >
      {item.icon === "cart" ? <CartIcon /> : item.icon === "account" ? <AccountIcon /> : null}
      <span className={item.icon === undefined ? undefined : hiddenStyle}>{label}</span>
      {item.badge === undefined ? null : (
        <span className={badgeStyle} aria-hidden="true" data-testid="cart-badge">
          {item.badge}
        </span>
      )}
    </Link>
  );
};
