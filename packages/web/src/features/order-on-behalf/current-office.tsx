import { selectOrderForCompany } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useOrderOnBehalfActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";

const boxStyle = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap", p: "3", borderRadius: "md", bg: "secondary.subtle", mb: "6" });

/** The office ordered for now, with the way to stop; or the hint that none is chosen yet. */
export const CurrentOffice = () => {
  const t = useT();
  const onBehalf = useOrderOnBehalfActor();
  const company = useSelector(onBehalf, selectOrderForCompany);
  if (company === null) return <p className={css({ color: "fg.muted", mb: "6" })}>{t("webCart.on_behalf.none")}</p>;
  return (
    <div className={boxStyle} data-testid="current-office">
      <span>{t("session.order_on_behalf.current", { company: company.Name || company.cust_no, cust_no: company.cust_no })}</span>
      <Button variant="secondary" size="sm" onClick={() => onBehalf.send({ type: "onBehalf.clear" })}>
        {t("session.order_on_behalf.clear")}
      </Button>
    </div>
  );
};
