import { professionalsLink, STATIC_SHOP_LINKS } from "@proshop/core";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useLogOut } from "../offline/use-log-out.ts";
import { useOrganisation } from "./use-organisation.ts";

const barStyle = css({ bg: "secondary", color: "secondary.fg", fontSize: "sm" });
const innerStyle = css({
  maxW: "container",
  mx: "auto",
  h: "topBar",
  px: { base: "4", md: "6" },
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "4",
});
const linkStyle = css({ color: "inherit", textDecoration: "underline", textUnderlineOffset: "3px" });
const buttonStyle = css({ color: "inherit", bg: "transparent", cursor: "pointer", fontWeight: "medium", px: "2", py: "1", borderRadius: "sm", _hover: { textDecoration: "underline" } });
const groupStyle = css({ display: "flex", alignItems: "center", gap: "3" });

/** SPEC 2: the top bar of logged-in pages: the professionals link (organisation academy if set) and log out. */
export const TopBar = () => {
  const logOut = useLogOut();
  const { t, locale } = useI18n();
  const organisation = useOrganisation();
  const href = professionalsLink({ academy: organisation?.academy ?? null, professionalUrl: STATIC_SHOP_LINKS.professionalUrl, locale });
  return (
    <div className={barStyle} data-testid="top-bar">
      <div className={innerStyle}>
        <div className={groupStyle}>
          <a href={href} className={linkStyle} target="_blank" rel="noreferrer">
            {t("navigation.top_bar.professionals")}
          </a>
        </div>
        <button type="button" className={buttonStyle} onClick={() => void logOut()} data-testid="logout">
          {t("navigation.nav.logout")}
        </button>
      </div>
    </div>
  );
};
