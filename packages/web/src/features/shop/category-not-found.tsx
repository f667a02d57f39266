import { DEFAULT_PATH } from "@proshop/core";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { buttonStyle } from "../../ui/button.tsx";
import { linkStyle } from "../auth-forms/form-alert.tsx";

/** A category address with an id the shop does not know: say so, and lead back to the categories and to every product. */
export const CategoryNotFound = () => {
  const t = useT();
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "640px" })} data-testid="category-not-found">
      <p>{t("shop.category_not_found.text")}</p>
      <div className={css({ display: "flex", gap: "4", alignItems: "center", flexWrap: "wrap" })}>
        <Link href={DEFAULT_PATH} className={buttonStyle()}>
          {t("shop.category_not_found.all_categories")}
        </Link>
        <Link href="/c-p" className={linkStyle}>
          {t("shop.category_not_found.all_products")}
        </Link>
      </div>
    </div>
  );
};
