import { companyLicenseState, selectActiveCompany, selectIsSalesRep, selectMaxOrderAmount, selectUser } from "@proshop/core";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { useSessionActor } from "../../app/services-context.tsx";
import { panelStyle, sectionTitleStyle } from "../cart/styles.ts";

const gridStyle = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "6", mb: "8" });
const listStyle = css({ display: "grid", gridTemplateColumns: "minmax(8rem, auto) 1fr", rowGap: "2", columnGap: "4", fontSize: "sm" });
const termStyle = css({ color: "fg.muted" });

const Item = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <>
    <dt className={termStyle}>{label}</dt>
    <dd>{children}</dd>
  </>
);

/** The signed-in user's data and the company orders are placed for (read from the session). */
export const AccountDetails = () => {
  const { t } = useI18n();
  const money = useFormatMoney();
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const company = useSelector(session, selectActiveCompany);
  const maxOrder = useSelector(session, selectMaxOrderAmount);
  const salesRep = useSelector(session, selectIsSalesRep);
  if (user === null) return null;
  return (
    <div className={gridStyle}>
      <section className={panelStyle} aria-labelledby="account-details-title" data-testid="account-details">
        <h2 id="account-details-title" className={sectionTitleStyle}>
          {t("webCart.profile.details")}
        </h2>
        <dl className={listStyle}>
          <Item label={t("webCart.profile.user_id")}>{user.id}</Item>
          <Item label={t("forms.fields.company_name")}>{user.company_name}</Item>
          <Item label={t("forms.fields.street_name")}>
            {user.address}
            {user.address_xtra === "" ? null : (
              <>
                <br />
                {user.address_xtra}
              </>
            )}
          </Item>
          <Item label={t("forms.fields.postalcode")}>{user.postalcode}</Item>
          <Item label={t("forms.fields.city")}>{user.city}</Item>
          <Item label={t("forms.fields.country")}>{user.country}</Item>
          <Item label={t("webCart.profile.max_order_amount")}>{maxOrder === null ? t("webCart.profile.no_max") : money(maxOrder)}</Item>
          {salesRep ? <Item label={t("webCart.profile.sales_rep")}>✓</Item> : null}
        </dl>
      </section>
      {company === null ? null : (
        <section className={panelStyle} aria-labelledby="account-company-title" data-testid="account-company">
          <h2 id="account-company-title" className={sectionTitleStyle}>
            {t("webCart.profile.company")}
          </h2>
          <dl className={listStyle}>
            <Item label={t("forms.fields.company")}>{company.Name}</Item>
            <Item label={t("forms.fields.cust_no")}>{company.cust_no}</Item>
            <Item label={t("webCart.profile.license")}>
              {t(`webCart.profile.license_${companyLicenseState(company)}`)}
            </Item>
          </dl>
        </section>
      )}
    </div>
  );
};
