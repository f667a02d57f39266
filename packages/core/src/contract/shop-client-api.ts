import { HttpApi } from "effect/http-api";
import { AdminApi } from "./admin.ts";
import { AuthApi } from "./auth.ts";
import { CartsApi } from "./carts.ts";
import { OrdersApi } from "./orders.ts";

/**
 * The shop's groups of the contract, the ones the shop's clients (web shop, CLI) call. WHY
 * apart from `ShopApi`: a client derived from the whole contract would carry the reporting
 * area's schemas into every shop customer's first load; the reporting area derives its own.
 */
export const ShopClientApi = HttpApi.make("proshop").add(AdminApi).add(AuthApi).add(OrdersApi).add(CartsApi);
