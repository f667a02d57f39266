import { routeDecision, selectAccount, selectIsSessionInitializing, type RouteDecision } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { useSessionActor } from "./services-context.tsx";

/** The current location with its query string (a remembered redirect keeps a search). */
export const useFullLocation = (): string => {
  const [path] = useLocation();
  const search = useSearch();
  return search === "" ? path : `${path}?${search}`;
};

/**
 * The guard (SPEC 2 and 4), a thin adapter over core's `routeDecision`: a protected page opened
 * logged out goes to /login and the page is remembered; a login-family page opened logged in goes
 * to the post-login path; order on behalf is for sales reps. Nothing is decided while the session
 * still initialises (null): a stored token may yet log the user in.
 */
export const useRouteDecision = (): RouteDecision | null => {
  const session = useSessionActor();
  const location = useFullLocation();
  const [, navigate] = useLocation();
  const initializing = useSelector(session, selectIsSessionInitializing);
  const account = useSelector(session, selectAccount);
  const decision = initializing ? null : routeDecision(location, account);

  const redirectTo = decision?.action === "redirect" ? decision.to : null;
  const remember = decision?.action === "redirect" ? decision.remember : null;
  useEffect(() => {
    if (redirectTo === null) return;
    if (remember !== null) session.send({ type: "session.setRedirect", path: remember });
    navigate(redirectTo, { replace: true });
  }, [redirectTo, remember, navigate, session]);

  // The remembered page, once reached logged in, is forgotten: a sales rep changing office later
  // is not sent back to the deep link they logged in from (issue 35 item 19).
  const reachedRemembered = decision?.action === "render" && account.isLoggedIn && account.redirect === location;
  useEffect(() => {
    if (reachedRemembered) session.send({ type: "session.redirectUsed" });
  }, [reachedRemembered, session]);

  return decision;
};
