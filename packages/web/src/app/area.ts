import { isReportingPath, reportingLevelOfToken, REPORTING_PATH } from "@proshop/core";

/*
 * Which app a tab runs: the shop, or the people-counting and library reporting area (issue 14),
 * decided before either loads so shop customers never download the reporting area and
 * reporting accounts never see the shop.
 */

/** Core's TokenStore key (TOKEN_STORAGE_KEY), read here without loading the services. */
export const storedToken = (): string | null => {
  try {
    return window.localStorage.getItem("token");
  } catch {
    return null;
  }
};

/**
 * True when the tab shows the reporting area: a reporting path, or any path with a reporting
 * account's token (sent to /reporting: the shop is not for them).
 */
export const opensReportingArea = (): boolean => {
  if (isReportingPath(window.location.pathname)) return true;
  if (reportingLevelOfToken(storedToken()) === null) return false;
  window.history.replaceState(null, "", REPORTING_PATH);
  return true;
};
