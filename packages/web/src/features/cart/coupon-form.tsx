import { selectCartNotice, selectCouponCode } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useState, type FormEvent } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useCartActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { successAlertStyle } from "./styles.ts";

const formStyle = css({ display: "flex", gap: "2", alignItems: "flex-start", "& > :first-child": { flex: "1", minW: 0 }, "& > button": { flexShrink: 0 } });
const buttonOffset = css({ mt: "6" });

/**
 * The coupon field. The cart machine checks the code with the server and judges it (SPEC 4);
 * its notice says how the last attempt went: an error is the field's message (aria-invalid),
 * a success is shown under it. Only coupon notices belong here (`cart.coupon.*`).
 */
export const CouponForm = () => {
  const t = useT();
  const cart = useCartActor();
  const applied = useSelector(cart, selectCouponCode);
  const notice = useSelector(cart, selectCartNotice);
  const checking = useSelector(cart, (snapshot) => snapshot.matches({ active: "checkingCoupon" }));
  const [code, setCode] = useState("");
  const couponNotice = notice !== null && notice.id.startsWith("cart.coupon.") ? notice : null;
  const error = couponNotice?.severity === "error" ? t(couponNotice.id, couponNotice.params) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") return;
    cart.send({ type: "cart.applyCoupon", code: code.trim() });
  };

  if (applied !== null) {
    return (
      <div className={css({ display: "flex", flexDirection: "column", gap: "2" })} data-testid="coupon-applied">
        {couponNotice?.severity === "success" ? (
          <div className={successAlertStyle} role="status">
            {t(couponNotice.id, couponNotice.params)}
          </div>
        ) : null}
        <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2" })}>
          <span>
            {t("cart.coupon.applied_label")} <strong>{applied}</strong>
          </span>
          <Button variant="ghost" size="sm" onClick={() => cart.send({ type: "cart.removeCoupon" })}>
            {t("cart.coupon.remove")}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form className={formStyle} onSubmit={onSubmit} noValidate data-testid="coupon-form">
      <TextField
        label={t("cart.coupon.label")}
        name="coupon"
        autoComplete="off"
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          if (couponNotice !== null) cart.send({ type: "cart.dismissError" });
        }}
      />
      <Button type="submit" variant="secondary" className={buttonOffset} disabled={checking || code.trim() === ""} aria-busy={checking}>
        {t("cart.coupon.apply")}
      </Button>
    </form>
  );
};
