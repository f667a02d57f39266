import { useEffect } from "react";
import { useT } from "../app/i18n.tsx";

/**
 * Names the browser tab after the screen (WCAG 2.4.2 "Page Titled"): "{screen} · ProShop", in
 * the interface's language, so tabs, history and screen readers tell pages apart.
 */
export const useDocumentTitle = (title: string): void => {
  const t = useT();
  const app = t("web.app.name");
  useEffect(() => {
    document.title = title === "" || title === app ? app : `${title} · ${app}`;
  }, [title, app]);
};
