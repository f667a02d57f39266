import type { ReactNode } from "react";
import type { Load } from "../account/use-load.ts";
import { Button } from "../../ui/button.tsx";
import { useRt } from "./i18n.tsx";
import { alertStyle, mutedStyle, rowStyle } from "./styles.ts";

/** A loaded value's screen: a waiting line, a failure with "try again", or `children` of the value. */
export const Loaded = <A,>({ load, children }: { readonly load: Load<A>; readonly children: (value: A) => ReactNode }) => {
  const t = useRt();
  if (load.state === "loading") {
    return (
      <p className={mutedStyle} role="status">
        {t("session.loading")}
      </p>
    );
  }
  if (load.state === "failed") {
    return (
      <div className={rowStyle} role="alert">
        <span className={alertStyle}>{t("reporting.web.error.load")}</span>
        <Button variant="secondary" size="sm" onClick={load.retry}>
          {t("reporting.web.error.retry")}
        </Button>
      </div>
    );
  }
  return <>{children(load.value)}</>;
};
