import { HttpApi } from "effect/http-api";
import { AccountsApi } from "./accounts.ts";
import { AdminApi } from "./admin.ts";
import { AuthApi } from "./auth.ts";
import { CartsApi } from "./carts.ts";
import { OrdersApi } from "./orders.ts";
import { OrderInvoiceApi } from "./order-invoice.ts";
import { OutboxApi } from "./outbox.ts";
import { SavedListsApi } from "./saved-lists.ts";

/**
 * The shop's own calls: what `ApiClient` is derived from. WHY apart from `ShopApi` (api.ts),
 * the whole contract: a feature's calls (Zoom! Delivered) join `ShopApi` for the server and
 * the OpenAPI document, and get a client of their own, so the web shop's first load carries
 * only these. The order invoice's download (issue 34) is one of them.
 */
export const ShopCallsApi = HttpApi.make("proshop").add(AdminApi).add(AuthApi).add(OrdersApi).add(OrderInvoiceApi).add(CartsApi).add(SavedListsApi).add(OutboxApi).add(AccountsApi);
