import type { ConfigProblem } from "./config-problem.ts";
import type { SnapshotFrom } from "xstate";
import type { AccountState } from "../entities/account.ts";
import type { Category } from "../entities/category.ts";
import type { Company } from "../entities/company.ts";
import type { ShopProduct } from "../entities/product.ts";
import type { ShopConfig } from "../entities/shop-config.ts";
import { shippingAddressFromUser, type ShippingAddress } from "../entities/shipping-address.ts";
import type { User } from "../entities/user.ts";
import type { Notification } from "../notifications/notification.ts";
import { postLoginRedirect } from "../navigation/redirect.ts";
import { needsOfficeChoice } from "./account.ts";
import type { sessionMachine } from "./machine.ts";

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectAccount = (snapshot: SessionSnapshot): AccountState => snapshot.context.account;

export const selectIsLoggedIn = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches("loggedIn") && snapshot.context.account.isLoggedIn;

/** The top progress bar: shown until the session knows whether someone is signed in. */
export const selectIsSessionInitializing = (snapshot: SessionSnapshot): boolean => !snapshot.context.account.isInitialized;

export const selectIsLoggingIn = (snapshot: SessionSnapshot): boolean => snapshot.matches("loggingIn");
export const selectLoginError = (snapshot: SessionSnapshot): string | null => snapshot.context.loginError;

export const selectIsSalesRep = (snapshot: SessionSnapshot): boolean => snapshot.context.account.isSalesRep;

/** The order price ceiling in cents; null when the user has none. */
export const selectMaxOrderAmount = (snapshot: SessionSnapshot): number | null => snapshot.context.account.maxOrderAmount;

/** The company orders are placed for: a sales rep's chosen office, otherwise the user's own. */
export const selectActiveCompany = (snapshot: SessionSnapshot): Company | null => snapshot.context.account.company;
export const selectSalesRepCompany = (snapshot: SessionSnapshot): Company | null => snapshot.context.account.salesRepCompany;

/** A sales rep who has not picked an office yet: the banner hint, and no ordering (SPEC 6). */
export const selectNeedsOfficeChoice = (snapshot: SessionSnapshot): boolean => needsOfficeChoice(snapshot.context.account);

export const selectUser = (snapshot: SessionSnapshot): User | null => snapshot.context.signedIn?.user ?? null;

/**
 * The address the order ships to, for the checkout's address step: the user's own (SPEC 3: one
 * per user), except for a sales rep ordering on behalf, whose order ships to the chosen company.
 */
export const selectShippingAddress = (snapshot: SessionSnapshot): ShippingAddress | null => {
  const { account } = snapshot.context;
  if (account.isSalesRep && account.company !== null) return account.company.shipping_address ?? null;
  const user = selectUser(snapshot);
  return user === null ? null : shippingAddressFromUser(user);
};

export const selectShopConfig = (snapshot: SessionSnapshot): ShopConfig | null => snapshot.context.config;
/** Why the config is missing (no shop for this address, or the call failed); null while loading or loaded. */
export const selectConfigProblem = (snapshot: SessionSnapshot): ConfigProblem | null => snapshot.context.configProblem;
export const selectSessionProducts = (snapshot: SessionSnapshot): ReadonlyArray<ShopProduct> | null => snapshot.context.products;
export const selectSessionCategories = (snapshot: SessionSnapshot): ReadonlyArray<Category> | null => snapshot.context.categories;

/** Path remembered for after login (SPEC 4). */
export const selectRedirect = (snapshot: SessionSnapshot): string => snapshot.context.account.redirect;

/** Where a logged-in user opening a public auth route is sent (SPEC 2). */
export const selectPostLoginPath = (snapshot: SessionSnapshot): string => postLoginRedirect(snapshot.context.account);

export const selectSessionNotification = (snapshot: SessionSnapshot): Notification | null => snapshot.context.notification;
