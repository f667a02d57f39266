import { levelAllows, type AlertRecord, type LocationRecord } from "@proshop/core";
import { Link, useParams } from "wouter";
import { css } from "../../../../styled-system/css";
import { useReportingI18n } from "../i18n.tsx";
import { indicatorStyle } from "../indicator.tsx";
import { Loaded } from "../load-state.tsx";
import { mutedStyle, panelStyle, screenStyle, sectionTitleStyle, tableScrollStyle, tableStyle, titleStyle } from "../styles.ts";
import { useReportingLoad } from "../use-reporting-load.ts";
import { useMe } from "./use-me.ts";

/*
 * A location's page (issue 36): who its alerts go to, and its alert history: when, what (red,
 * back under orange, a device silent or back), the figure, and to whom it was sent. For those
 * who see the location's counts (the server answers the same).
 */

const stackStyle = css({ display: "flex", flexDirection: "column", gap: "5" });
const backStyle = css({ color: "primary", textDecoration: "underline", fontSize: "sm", display: "inline-block", mb: "3" });
const listStyle = css({ listStyle: "none", p: "0", m: "0", display: "flex", flexWrap: "wrap", gap: "2" });

/** What each kind of alert looks like: red and silence as alarms, the rest as good news. */
const TONE = { occupancy_red: "red", device_silent: "orange", occupancy_back: "green", device_back: "green" } as const;

/** The local time of an alert in the location's zone, as the reader's language writes it. */
const whenOf = (at: string, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(at));

const AlertHistory = ({ location }: { readonly location: LocationRecord }) => {
  const { t, locale } = useReportingI18n();
  const alerts = useReportingLoad(`location-alerts/${location.id}`, (client) => client.locationAlerts(location.id));
  const detailOf = (alert: AlertRecord) =>
    alert.occupancy !== null ? t("alerts.page.people", { occupancy: alert.occupancy }) : (alert.device_name ?? (alert.device === null ? "—" : String(alert.device)));
  return (
    <section className={panelStyle} aria-labelledby="alert-history">
      <h2 id="alert-history" className={sectionTitleStyle}>
        {t("alerts.page.history")}
      </h2>
      <Loaded load={alerts}>
        {(list) =>
          list.length === 0 ? (
            <p className={mutedStyle}>{t("alerts.page.empty")}</p>
          ) : (
            <div className={tableScrollStyle}>
              <table className={tableStyle}>
                <thead>
                  <tr>
                    <th scope="col">{t("alerts.page.when")}</th>
                    <th scope="col">{t("alerts.page.what")}</th>
                    <th scope="col">{t("alerts.page.detail")}</th>
                    <th scope="col">{t("alerts.page.to")}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((alert) => (
                    <tr key={alert.id} data-alert-kind={alert.kind}>
                      <th scope="row">
                        <time dateTime={alert.at}>{whenOf(alert.at, location.timeZone, locale)}</time>
                      </th>
                      <td>
                        <span className={indicatorStyle({ indicator: TONE[alert.kind] })}>{t(`alerts.kind.${alert.kind}`)}</span>
                      </td>
                      <td>{detailOf(alert)}</td>
                      <td>{alert.recipients.length === 0 ? t("alerts.page.nobody") : alert.recipients.join(", ")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </section>
  );
};

const LocationAlertsScreen = () => {
  const { t } = useReportingI18n();
  const me = useMe();
  const id = Number(useParams<{ id: string }>().id);
  const locations = useReportingLoad("alert-locations", (client) => client.listLocations());
  return (
    <div className={screenStyle}>
      {levelAllows(me.level, "manage") ? (
        <Link href="/locations" className={backStyle}>
          {t("alerts.page.back")}
        </Link>
      ) : null}
      <Loaded load={locations}>
        {(list) => {
          const location = list.find((one) => one.id === id);
          if (location === undefined) return <p className={mutedStyle}>{t("reporting.not_found.location")}</p>;
          return (
            <div className={stackStyle}>
              <h1 className={titleStyle}>{t("alerts.page.open", { name: location.name })}</h1>
              <section className={panelStyle} aria-labelledby="alert-recipients">
                <h2 id="alert-recipients" className={sectionTitleStyle}>
                  {t("alerts.page.recipients")}
                </h2>
                {location.alert_recipients.length === 0 ? (
                  <p className={mutedStyle}>{t("alerts.page.no_recipients")}</p>
                ) : (
                  <ul className={listStyle}>
                    {location.alert_recipients.map((address) => (
                      <li key={address}>{address}</li>
                    ))}
                  </ul>
                )}
              </section>
              <AlertHistory location={location} />
            </div>
          );
        }}
      </Loaded>
    </div>
  );
};

export default LocationAlertsScreen;
