import { selectIsSessionInitializing } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useSessionActor } from "../../app/services-context.tsx";

const barStyle = css({
  position: "fixed",
  top: "0",
  left: "0",
  right: "0",
  h: "3px",
  zIndex: "1000",
  overflow: "hidden",
  bg: "primary.subtle",
  "& > span": {
    display: "block",
    h: "full",
    w: "40%",
    bg: "primary",
    animation: "progress 1.2s ease-in-out infinite",
  },
});

/** SPEC 2: a thin bar at the top of the page while the session initialises. */
export const ProgressBar = () => {
  const session = useSessionActor();
  const t = useT();
  const initializing = useSelector(session, selectIsSessionInitializing);
  if (!initializing) return null;
  return (
    <div className={barStyle} role="progressbar" aria-label={t("web.app.progress")} aria-busy="true">
      <span />
    </div>
  );
};
