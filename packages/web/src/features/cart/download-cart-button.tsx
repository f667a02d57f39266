import { useId } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { mutedStyle } from "./styles.ts";
import { useCartDownload } from "./use-live-cart.ts";

const blockStyle = css({ display: "grid", justifyItems: "start", gap: "2", mt: "4", pt: "4", borderTopWidth: "1px", borderColor: "border" });

/** "Download cart for support" (issue 5): the cart's recording as a file support replays with `proshop cart replay`. */
export const DownloadCartButton = () => {
  const t = useT();
  const hintId = useId();
  const { available, download } = useCartDownload();
  if (!available) return null;
  return (
    <div className={blockStyle}>
      <Button variant="secondary" size="sm" onClick={() => download()} aria-describedby={hintId} data-testid="download-cart">
        {t("webCart.cart.download_for_support")}
      </Button>
      <p id={hintId} className={mutedStyle}>
        {t("webCart.cart.download_for_support_hint")}
      </p>
    </div>
  );
};
