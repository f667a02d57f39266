import { pageViewLabel } from "@proshop/core";
import { useEffect } from "react";
import { useLocation } from "wouter";

/**
 * Per-route side effects of the shell (SPEC 2): scroll to the top on every route change and
 * expose core's page-view label as `document.body.dataset.pageView` for analytics and tests.
 */
export const PageEffects = () => {
  const [location] = useLocation();
  useEffect(() => {
    document.body.dataset["pageView"] = pageViewLabel(location);
    window.scrollTo({ top: 0, left: 0 });
  }, [location]);
  return null;
};
