import { Tabs } from "@ark-ui/react/tabs";
import type { ShopProduct } from "@proshop/core";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";

const listStyle = css({ display: "flex", gap: "1", borderBottomWidth: "1px", borderColor: "border", mb: "4", overflowX: "auto" });
const triggerStyle = css({
  px: "4",
  py: "2",
  fontWeight: "medium",
  color: "fg.muted",
  cursor: "pointer",
  borderBottomWidth: "2px",
  borderColor: "transparent",
  mb: "-1px",
  whiteSpace: "nowrap",
  "&[data-selected]": { color: "primary", borderColor: "primary" },
  _hover: { color: "fg" },
});
const tableStyle = css({ w: "full", borderCollapse: "collapse", fontSize: "sm", "& th, & td": { textAlign: "start", py: "2", px: "3", borderBottomWidth: "1px", borderColor: "border" }, "& th": { fontWeight: "semibold", w: "40%", bg: "bg.subtle" } });

/** Description and technical specifications of a product (Ark UI tabs, arrow keys between them). */
export const ProductTabs = ({ product }: { readonly product: ShopProduct }) => {
  const t = useT();
  const specifications = Object.entries(product.specifications ?? {});
  return (
    <Tabs.Root defaultValue="description" className={css({ mt: "10" })}>
      <Tabs.List className={listStyle} aria-label={t("webShop.product.tabs")}>
        <Tabs.Trigger value="description" className={triggerStyle}>
          {t("webShop.product.description")}
        </Tabs.Trigger>
        <Tabs.Trigger value="specifications" className={triggerStyle}>
          {t("shop.product.specifications")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description">
        <p className={css({ whiteSpace: "pre-line", lineHeight: "relaxed" })}>{product.SKUDescription}</p>
      </Tabs.Content>
      <Tabs.Content value="specifications">
        {specifications.length === 0 ? (
          <p className={css({ color: "fg.muted" })}>{t("webShop.product.no_specifications")}</p>
        ) : (
          <table className={tableStyle} data-testid="specifications">
            <tbody>
              {specifications.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
};
