import { Link } from "wouter";
import { EnvironmentBadge } from "./environment-badge.tsx";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { NavLink } from "./nav-link.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { useNavItems } from "./use-nav-items.ts";

const headerStyle = css({
  position: "sticky",
  top: "0",
  zIndex: "500",
  bg: "bg",
  borderBottomWidth: "1px",
  borderColor: "border",
  boxShadow: "sm",
});
const innerStyle = css({
  maxW: "container",
  mx: "auto",
  h: "header",
  px: { base: "4", md: "6" },
  display: "flex",
  alignItems: "center",
  gap: "4",
});
const brandStyle = css({ fontSize: "xl", fontWeight: "extrabold", color: "primary", textDecoration: "none" });
const brandGroup = css({ display: "flex", alignItems: "center", gap: "3", mr: "auto" });
const navStyle = css({ display: { base: "none", md: "flex" }, alignItems: "center", gap: "1" });
const desktopOnly = css({ display: { base: "none", md: "block" } });
const mobileOnly = css({ display: { base: "inline-flex", md: "none" } });

/** SPEC 2: the sticky header (85 px) with the environment badge outside production, core's nav items, the language switcher, the theme switch and the mobile menu. */
export const Header = () => {
  const t = useT();
  const items = useNavItems("header");
  return (
    <header className={headerStyle}>
      <div className={innerStyle}>
        <div className={brandGroup}>
          <Link href="/" className={brandStyle}>
            {t("web.app.name")}
          </Link>
          <EnvironmentBadge />
        </div>
        <nav aria-label={t("web.app.main_navigation")} className={navStyle}>
          {items.map((item) => (
            <NavLink key={item.id} item={item} />
          ))}
        </nav>
        <div className={desktopOnly}>
          <LanguageSwitcher />
        </div>
        <ThemeToggle />
        <MobileMenu className={mobileOnly} />
      </div>
    </header>
  );
};
