import { Link } from "wouter";
import { css } from "../../styled-system/css";
import { useT } from "../app/i18n.tsx";
import type { RouteProps } from "../app/route-table.ts";
import { AccountNav } from "../features/account/account-nav.tsx";
import { Page } from "../ui/page.tsx";

const gridStyle = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4", mt: "4" });
const cardStyle = css({
  display: "block",
  p: "5",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "lg",
  color: "fg",
  textDecoration: "none",
  _hover: { borderColor: "primary", bg: "primary.subtle" },
});
const cardTitle = css({ fontSize: "lg", fontWeight: "semibold", color: "primary", display: "block", mb: "1" });

/** Profile (/profile): the way to my account and my orders. */
export default function ProfileRoute(_props: RouteProps) {
  const t = useT();
  return (
    <Page title={t("web.pages.profile")}>
      <AccountNav />
      <p>{t("webCart.profile.intro")}</p>
      <div className={gridStyle}>
        <Link href="/profile/my-account" className={cardStyle}>
          <span className={cardTitle}>{t("web.pages.my_account")}</span>
          <span>{t("webCart.profile.account_text")}</span>
        </Link>
        <Link href="/profile/my-orders" className={cardStyle}>
          <span className={cardTitle}>{t("web.pages.my_orders")}</span>
          <span>{t("webCart.profile.orders_text")}</span>
        </Link>
      </div>
    </Page>
  );
}
