import { categoryPath, childCategories, selectHomeCategories, type Category } from "@proshop/core";
import { memo } from "react";
import { useSelector } from "@xstate/react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";

const navStyle = css({ display: "flex", flexDirection: "column", gap: "2" });
const titleStyle = css({ fontWeight: "semibold", fontSize: "md" });
const listStyle = css({ listStyle: "none", m: "0", p: "0", display: "flex", flexDirection: "column", gap: "0.5" });
const subListStyle = css({ listStyle: "none", m: "0", pl: "3", display: "flex", flexDirection: "column", gap: "0.5" });
const linkStyle = css({
  display: "block",
  px: "2",
  py: "1.5",
  borderRadius: "md",
  fontSize: "sm",
  color: "fg",
  textDecoration: "none",
  _hover: { bg: "bg.muted" },
  "&[aria-current=page]": { bg: "primary.subtle", color: "primary", fontWeight: "semibold" },
});

/**
 * The category filter: links to `/c-p` and each category's `/c-p/{link}/{id}` (core's paths), so
 * a category is a bookmarkable address; the route then sends `shop.selectCategory`.
 */
export const CategoryNav = memo(({ activeId }: { readonly activeId: string | null }) => {
  const t = useT();
  const shop = useShopActor();
  const top = useSelector(shop, selectHomeCategories);
  const all = useSelector(shop, (snapshot) => snapshot.context.categories);
  const current = (category: Category) => (activeId !== null && String(category.id) === activeId ? "page" : undefined);
  return (
    <nav className={navStyle} aria-label={t("webShop.filters.categories")}>
      <h2 className={titleStyle}>{t("shop.categories.title")}</h2>
      <ul className={listStyle}>
        <li>
          <Link href="/c-p" className={linkStyle} aria-current={activeId === null ? "page" : undefined}>
            {t("shop.categories.all")}
          </Link>
        </li>
        {top.map((category) => {
          const children = childCategories(all, category);
          return (
            <li key={String(category.id)}>
              <Link href={categoryPath(category)} className={linkStyle} aria-current={current(category)}>
                {category.name}
              </Link>
              {children.length === 0 ? null : (
                <ul className={subListStyle}>
                  {children.map((child) => (
                    <li key={String(child.id)}>
                      <Link href={categoryPath(child)} className={linkStyle} aria-current={current(child)}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
