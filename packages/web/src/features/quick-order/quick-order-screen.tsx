import { SAVED_LISTS_ANCHOR, selectNeedsOfficeChoice, selectShopStatus, type OrderLineEntry } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useCallback } from "react";
import { Link, useSearch } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useSessionActor, useShopActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { Page } from "../../ui/page.tsx";
import { useHashTarget } from "../../ui/use-hash-target.ts";
import { alertStyle, errorAlertStyle, mutedStyle } from "../cart/styles.ts";
import { ShopFailed, ShopLoading } from "../shop/shop-status.tsx";
import { PasteForm } from "./paste-form.tsx";
import { PreviewPanel } from "./preview-panel.tsx";
import { QuickEntry } from "./quick-entry.tsx";
import { SavedLists } from "./saved-lists.tsx";
import { useOrderPreview } from "./use-order-preview.ts";
import { useQuickOrderT } from "./use-quick-order-t.ts";
import { useReorder } from "./use-reorder.ts";

const columnsStyle = css({ display: "grid", gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" }, gap: "6", alignItems: "start" });
const stackStyle = css({ display: "flex", flexDirection: "column", gap: "6" });

/**
 * The quick order page (issue 17): type references, paste lines or open a CSV file, order a past
 * order again (`?reorder=<order_nr>`) or use a saved list; every way ends in the same preview,
 * and confirming puts the lines into the cart through the cart machine.
 */
export const QuickOrderScreen = () => {
  const t = useQuickOrderT();
  const appT = useT();
  const shop = useShopActor();
  const status = useSelector(shop, selectShopStatus);
  const products = useSelector(shop, (snapshot) => snapshot.context.products);
  const error = useSelector(shop, (snapshot) => snapshot.context.error);
  const needsOffice = useSelector(useSessionActor(), selectNeedsOfficeChoice);
  const { preview, notice, source, check, confirm, cancel } = useOrderPreview();
  const orderNr = new URLSearchParams(useSearch()).get("reorder");
  const reorder = useReorder(orderNr, status === "ready" && !needsOffice, check);
  const fromList = useCallback((entries: readonly OrderLineEntry[], name: string) => check(entries, { id: "quickOrder.lists.preview_heading", params: { name } }), [check]);
  // The account area's "saved lists" link (`#saved-lists`) lands on them.
  const savedLists = useHashTarget<HTMLDivElement>(SAVED_LISTS_ANCHOR, status === "ready" && preview === null);

  if (needsOffice) {
    return (
      <Page title={t("quickOrder.title")}>
        <p className={alertStyle}>
          {appT("navigation.banner.sales_rep_select_company")} <Link href="/order-on-behalf">{appT("navigation.nav.order_on_behalf")}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={t("quickOrder.title")}>
      <div className={stackStyle}>
        {orderNr === null ? <p className={mutedStyle}>{t("quickOrder.intro")}</p> : <p className={mutedStyle}>{t("quickOrder.reorder.intro", { order_nr: orderNr })}</p>}
        {reorder.failed ? (
          <p className={errorAlertStyle} role="alert">
            {t("quickOrder.reorder.failed", { order_nr: orderNr ?? "" })}{" "}
            <Button variant="ghost" size="sm" onClick={reorder.retry}>
              {appT("webCart.orders.retry")}
            </Button>
          </p>
        ) : null}
        {status === "loading" || status === "idle" ? <ShopLoading /> : null}
        {status === "failed" ? <ShopFailed messageId={error ?? "shop.products_failed"} /> : null}
        {preview === null ? null : (
          <PreviewPanel
            preview={preview}
            notice={notice}
            title={source === null ? null : t(source.id, source.params)}
            onConfirm={confirm}
            onCancel={cancel}
          />
        )}
        {status === "ready" ? (
          // Kept while a preview shows, so cancelling finds the lines as they were typed.
          <div className={stackStyle} hidden={preview !== null}>
            <div className={columnsStyle}>
              <QuickEntry products={products} onCheck={check} />
              <PasteForm onCheck={check} />
            </div>
            <div ref={savedLists} id={SAVED_LISTS_ANCHOR} tabIndex={-1} className={css({ _focus: { outline: "none" } })}>
              <SavedLists onUse={fromList} />
            </div>
          </div>
        ) : null}
      </div>
    </Page>
  );
};
