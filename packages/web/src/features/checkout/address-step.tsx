import { selectCheckoutAddressKey, selectShippingAddress } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useCheckoutActor, useSessionActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { errorAlertStyle, mutedStyle, sectionTitleStyle } from "../cart/styles.ts";

const addressStyle = css({ fontStyle: "normal", lineHeight: "1.6", p: "3", borderWidth: "1px", borderColor: "primary", borderRadius: "md", bg: "primary.subtle" });

/** Step 1: the user's (only) shipping address, chosen for the order (SPEC 3: always the default). */
export const AddressStep = () => {
  const t = useT();
  const checkout = useCheckoutActor();
  const address = useSelector(useSessionActor(), selectShippingAddress, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const chosen = useSelector(checkout, selectCheckoutAddressKey);
  useEffect(() => {
    if (address !== null && chosen !== address.address_key) checkout.send({ type: "checkout.chooseAddress", addressKey: address.address_key });
  }, [address, chosen, checkout]);
  if (address === null) return <p className={errorAlertStyle}>{t("webCart.checkout.no_address")}</p>;
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      <h2 className={sectionTitleStyle}>{t("checkout.address.title")}</h2>
      <p className={mutedStyle}>{t("webCart.checkout.deliver_to")}</p>
      <address className={addressStyle} data-testid="checkout-address">
        <strong>{address.name}</strong>
        <br />
        {address.address_line_1}
        {address.address_line_2 === "" ? null : (
          <>
            <br />
            {address.address_line_2}
          </>
        )}
        <br />
        {address.zip} {address.city}
        <br />
        {address.country}
        <br />
        <span className={mutedStyle}>{t("checkout.address.default")}</span>
      </address>
      <div>
        <Button onClick={() => checkout.send({ type: "checkout.next" })} data-testid="checkout-next">
          {t("checkout.next")}
        </Button>
      </div>
    </div>
  );
};
