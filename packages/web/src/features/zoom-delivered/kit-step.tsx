import { isOrderable, isZoomKitChosen, selectZoomFieldError, stockStateOf, type ShopProduct, type Translate } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useId } from "react";
import { css, cva } from "../../../styled-system/css";
import { useFormatMoney } from "../../app/money.ts";
import { Button } from "../../ui/button.tsx";
import { focusFirstInvalid } from "../auth-forms/focus-first-invalid.ts";
import { formStyle } from "../auth-forms/form-alert.tsx";
import { StockLabel } from "../shop/stock-label.tsx";
import { useToday } from "../shop/use-today.ts";
import type { ZoomWizardActor } from "./bindings.ts";
import { sendOnSubmit } from "./send-on-submit.ts";
import { StepHeading } from "./step-heading.tsx";

const listStyle = css({ display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, listStyle: "none", p: 0, m: 0 });
const kitStyle = cva({
  base: {
    display: "flex",
    gap: "3",
    alignItems: "flex-start",
    p: "4",
    borderWidth: "2px",
    borderColor: "border",
    borderRadius: "lg",
    cursor: "pointer",
    "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" },
  },
  variants: {
    chosen: { true: { borderColor: "primary", bg: "primary.subtle" } },
    disabled: { true: { opacity: 0.6, cursor: "not-allowed" } },
  },
});
const checkStyle = css({ w: "5", h: "5", mt: "1", flexShrink: 0, accentColor: "var(--colors-primary)" });
const imageStyle = css({ w: "16", h: "16", borderRadius: "md", flexShrink: 0 });
const errorStyle = css({ color: "error", fontSize: "sm", mb: "3" });

const Kit = ({ actor, kit, t, invalid, errorId }: { readonly actor: ZoomWizardActor; readonly kit: ShopProduct; readonly t: Translate; readonly invalid: boolean; readonly errorId: string }) => {
  const money = useFormatMoney();
  const today = useToday();
  const chosen = useSelector(actor, (snapshot) => isZoomKitChosen(snapshot, kit.part_no));
  const stock = stockStateOf(kit, today);
  // A kit out of stock cannot be chosen, unless it already was (then it can be taken out).
  const disabled = !isOrderable(stock) && !chosen;
  return (
    <li>
      <label className={kitStyle({ chosen, disabled })} data-testid="zoom-kit" data-part-no={kit.part_no}>
        <input
          type="checkbox"
          className={checkStyle}
          checked={chosen}
          disabled={disabled}
          aria-invalid={invalid ? "true" : undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={() => actor.send({ type: "zoom.toggleKit", partNo: kit.part_no })}
        />
        {kit.image === undefined || kit.image === null ? null : <img src={kit.image} alt="" className={imageStyle} width={64} height={64} />}
        <span className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
          <span className={css({ fontWeight: "semibold" })}>{kit.SKUName}</span>
          <span className={css({ fontSize: "sm", color: "fg.muted" })}>{kit.SKUDescription}</span>
          <span>
            {t("zoomDelivered.start.price")} <strong>{money(kit.price_in_cents)}</strong>
          </span>
          <StockLabel stock={stock} />
        </span>
      </label>
    </li>
  );
};

/** Step 1: what the service is, and the kits the practice may order (price, stock); one or more chosen. */
export const KitStep = ({ actor, t }: { readonly actor: ZoomWizardActor; readonly t: Translate }) => {
  const kits = useSelector(actor, (snapshot) => snapshot.context.kits?.kits ?? []);
  const error = useSelector(actor, (snapshot) => selectZoomFieldError(snapshot, "products"));
  const errorId = useId();
  return (
    <form className={formStyle} noValidate onSubmit={(event) => focusFirstInvalid(event, sendOnSubmit(actor, { type: "zoom.next" }))}>
      <StepHeading>{t("zoomDelivered.steps.start")}</StepHeading>
      <p>{t("zoomDelivered.start.intro")}</p>
      {kits.length === 0 ? (
        <p role="status">{t("zoomDelivered.start.none")}</p>
      ) : (
        <fieldset>
          <legend className={css({ fontWeight: "semibold", fontSize: "lg", mb: "1" })}>{t("zoomDelivered.start.kits_heading")}</legend>
          <p className={css({ fontSize: "sm", color: "fg.muted", mb: "3" })}>{t("zoomDelivered.start.kits_hint")}</p>
          {/* Above the kits: the first kit takes the focus, and its message is then on screen too, even on a phone. */}
          {error === null ? null : (
            <div id={errorId} className={errorStyle}>
              {t(error)}
            </div>
          )}
          <ul className={listStyle}>
            {kits.map((kit) => (
              <Kit key={kit.part_no} actor={actor} kit={kit} t={t} invalid={error !== null} errorId={errorId} />
            ))}
          </ul>
        </fieldset>
      )}
      <div>
        <Button type="submit">{t("zoomDelivered.start.continue")}</Button>
      </div>
    </form>
  );
};
