import { companyBanner, salesRepBanner, selectAccount, selectShopConfig, type Banner } from "@proshop/core";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useSessionActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { useKeptTime } from "../offline/use-kept-time.ts";
import { useOnline } from "../offline/use-online.ts";

const bannerStyle = css({ bg: "secondary.subtle", color: "fg", borderBottomWidth: "1px", borderColor: "border" });
const innerStyle = css({
  maxW: "content",
  mx: "auto",
  px: { base: "4", md: "6" },
  py: "3",
  fontSize: "sm",
  fontWeight: "medium",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "3",
});

/** One banner under the header, found by tests as `banner-<last part of its message id>`. */
const BannerRow = ({ id, children }: { readonly id: string; readonly children: ReactNode }) => (
  <div className={bannerStyle} role="status" data-testid={`banner-${id.split(".").pop()}`}>
    <div className={innerStyle}>{children}</div>
  </div>
);

/**
 * SPEC 2 and 4: the banners under the header, decided by core: licence waiting for approval,
 * yearly order maximum reached, and the sales representative's "ordering on behalf of" (or
 * the hint to pick a company); offline (issue 37), the time the kept catalogue and limits were read,
 * and once the network is back, that they still are until a reload.
 */
export const Banners = () => {
  const session = useSessionActor();
  const t = useT();
  const account = useSelector(session, selectAccount);
  const config = useSelector(session, selectShopConfig);
  const keptTime = useKeptTime();
  const online = useOnline();
  if (!account.isLoggedIn) return null;
  const banners: Banner[] = [];
  if (keptTime !== null && !online) banners.push({ id: "offline.banner", params: { time: keptTime } });
  const rep = salesRepBanner({ isSalesRep: account.isSalesRep, userId: account.user_id, companyName: account.company?.Name ?? null });
  if (rep !== null) banners.push(rep);
  // A representative's company is the office they act for: its banners name it.
  const company = companyBanner({ company: account.company, organisation: config?.organisation ?? null, today: new Date(), actingFor: account.isSalesRep });
  if (company !== null) banners.push(company);
  return (
    <>
      {keptTime !== null && online && (
        <BannerRow id="offline.back_online">
          {t("offline.back_online", { time: keptTime })}
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            {t("offline.reload")}
          </Button>
        </BannerRow>
      )}
      {banners.map((banner) => (
        <BannerRow key={banner.id} id={banner.id}>
          {t(banner.id, banner.params)}
        </BannerRow>
      ))}
    </>
  );
};
