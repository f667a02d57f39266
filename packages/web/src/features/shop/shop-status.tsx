import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";

const boxStyle = css({ py: "12", textAlign: "center", color: "fg.muted", display: "flex", flexDirection: "column", alignItems: "center", gap: "3" });
const spinnerStyle = css({
  w: "8",
  h: "8",
  borderRadius: "full",
  borderWidth: "3px",
  borderColor: "border",
  borderTopColor: "primary",
  animation: "spin 0.8s linear infinite",
});

/** "Loading products…" while the shop loads (announced politely, not a focus trap). */
export const ShopLoading = () => {
  const t = useT();
  return (
    <div className={boxStyle} role="status" aria-live="polite" data-testid="shop-loading">
      <span className={spinnerStyle} aria-hidden="true" />
      {t("shop.loading")}
    </div>
  );
};

/** The products could not be loaded: core's message and a retry (`shop.load`). */
export const ShopFailed = ({ messageId }: { readonly messageId: string }) => {
  const t = useT();
  const shop = useShopActor();
  return (
    <div className={boxStyle} role="alert">
      <p>{t(messageId)}</p>
      <Button variant="secondary" onClick={() => shop.send({ type: "shop.load" })}>
        {t("webShop.retry")}
      </Button>
    </div>
  );
};

/** An empty result with its hint (core's no-results message). */
export const ShopEmpty = ({ messageId, hintId }: { readonly messageId: string; readonly hintId?: string }) => {
  const t = useT();
  return (
    <div className={boxStyle} role="status" data-testid="shop-empty">
      <p className={css({ fontWeight: "semibold", color: "fg" })}>{t(messageId)}</p>
      {hintId === undefined ? null : <p>{t(hintId)}</p>}
    </div>
  );
};
