import { environmentBadge, selectShopConfig } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useSessionActor } from "../../app/services-context.tsx";

const badgeStyle = css({
  display: "inline-block",
  px: "2",
  py: "0.5",
  borderRadius: "full",
  bg: "secondary",
  color: "secondary.fg",
  fontSize: "xs",
  fontWeight: "bold",
  textDecoration: "none",
});

/** SPEC 2: outside production, a badge naming the connected environment, linking to /c-p/. */
export const EnvironmentBadge = () => {
  const session = useSessionActor();
  const config = useSelector(session, selectShopConfig);
  const t = useT();
  const badge = config === null ? null : environmentBadge(config);
  if (badge === null) return null;
  return (
    <Link href={badge.path} className={badgeStyle} data-testid="environment-badge">
      {t("navigation.top_bar.environment", { name: badge.label })}
    </Link>
  );
};
