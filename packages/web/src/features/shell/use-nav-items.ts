import {
  isZoomDeliveredPractice,
  mobileNavItems,
  navItems,
  selectActiveCompany,
  selectCartBadgeCount,
  selectIsLoggedIn,
  selectIsSalesRep,
  type NavItem,
} from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useCartActor, useSessionActor } from "../../app/services-context.tsx";

/** Core's header links (or the mobile menu's, which add log out) for the current user and cart. */
export const useNavItems = (variant: "header" | "mobile"): NavItem[] => {
  const isLoggedIn = useSelector(useSessionActor(), selectIsLoggedIn);
  const isSalesRep = useSelector(useSessionActor(), selectIsSalesRep);
  const cartCount = useSelector(useCartActor(), selectCartBadgeCount);
  const zoomDelivered = useSelector(useSessionActor(), (snapshot) => isZoomDeliveredPractice(selectActiveCompany(snapshot)));
  const context = { isLoggedIn, isSalesRep, cartCount, zoomDelivered };
  return variant === "header" ? navItems(context) : mobileNavItems(context);
};
