import { pathAfterOfficeChosen, selectIsSelectingOffice, selectOnBehalfError } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useOrderOnBehalfActor, useSessionActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";

const formStyle = css({ display: "flex", flexDirection: "column", gap: "4", maxW: "420px" });

/**
 * Picks the office to order for by its customer number. Core checks the number (2 to 7 digits)
 * and asks the server; a refusal is its toast (server message, else the generic text; error,
 * 3 s, bottom centre) and the field's message. Success lands on the page the rep opened before
 * logging in (a deep link, issue 35 item 19), else in the shop, where the sales-rep banner names
 * the office.
 */
export const OfficeForm = () => {
  const t = useT();
  const onBehalf = useOrderOnBehalfActor();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const selecting = useSelector(onBehalf, selectIsSelectingOffice);
  const error = useSelector(onBehalf, selectOnBehalfError);
  const [customerNumber, setCustomerNumber] = useState("");
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    // The office was set again (restored with the log-in) before this page came: a deep link waiting goes on now.
    const { account } = session.getSnapshot().context;
    if (account.company === null || account.company === undefined) return;
    const to = pathAfterOfficeChosen(account, { restored: true });
    if (to === null) return;
    session.send({ type: "session.redirectUsed" });
    navigate(to, { replace: true });
  }, [session, navigate]);

  useEffect(() => {
    // The rep's own choice moves on, to the deep link kept over the log-in if any; an office set
    // again after a reload leaves them here unless a deep link is waiting (core's pathAfterOfficeChosen).
    const subscription = onBehalf.on("onBehalf.companySet", (event) => {
      const to = pathAfterOfficeChosen(session.getSnapshot().context.account, { restored: event.restored });
      if (to === null) return;
      session.send({ type: "session.redirectUsed" });
      navigate(to);
    });
    return () => subscription.unsubscribe();
  }, [onBehalf, session, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    onBehalf.send({ type: "onBehalf.select", cust_no: customerNumber });
  };

  return (
    <form className={formStyle} onSubmit={onSubmit} noValidate data-testid="office-form">
      <TextField
        label={t("session.order_on_behalf.customer_number")}
        name="cust_no"
        inputMode="numeric"
        autoComplete="off"
        required
        value={customerNumber}
        error={touched && error !== null ? t(error) : null}
        onChange={(event) => {
          setCustomerNumber(event.target.value);
          setTouched(false);
        }}
      />
      <div>
        <Button type="submit" disabled={selecting} aria-busy={selecting} data-testid="office-submit">
          {t(selecting ? "session.order_on_behalf.in_progress" : "session.order_on_behalf.select")}
        </Button>
      </div>
    </form>
  );
};
