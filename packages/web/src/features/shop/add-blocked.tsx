import { describeViolation, type LimitViolation } from "@proshop/core";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useShopCurrency } from "../../app/money.ts";

const titleStyle = css({ fontSize: "sm", fontWeight: "semibold", color: "warning" });
const detailStyle = css({ fontSize: "sm", color: "fg.muted" });

/**
 * Where "Add to cart" would be when nothing can be added for the company ordered for (core's
 * `selectCartAddBlock`, e.g. its licence was refused): the reason's title on a card of a list,
 * its whole explanation on the product page (`detailed`).
 */
export const AddBlocked = ({ violation, detailed }: { readonly violation: LimitViolation; readonly detailed: boolean }) => {
  const { t, locale } = useI18n();
  const currency = useShopCurrency();
  const words = describeViolation(t, violation, locale, currency);
  return (
    <div data-testid="add-blocked">
      <p className={titleStyle}>{words.title}</p>
      {detailed ? (
        <p className={detailStyle}>
          {words.detail} {words.fix}
        </p>
      ) : null}
    </div>
  );
};
