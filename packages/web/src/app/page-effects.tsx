import { pageViewEvent, pageViewLabel } from "@proshop/core";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { pushToDataLayer } from "./data-layer.ts";

/**
 * Per-route side effects of the shell (SPEC 2): scroll to the top on every route change and
 * expose core's page-view label as `document.body.dataset.pageView` for tests and on
 * `window.dataLayer` (`page_view`) for a tag manager.
 */
export const PageEffects = () => {
  const [location] = useLocation();
  useEffect(() => {
    const label = pageViewLabel(location);
    document.body.dataset["pageView"] = label;
    pushToDataLayer(pageViewEvent(label));
    window.scrollTo({ top: 0, left: 0 });
  }, [location]);
  return null;
};
