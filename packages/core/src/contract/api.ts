import { HttpApi, OpenApi } from "effect/http-api";
import { AdminApi } from "./admin.ts";
import { AuthApi } from "./auth.ts";
import { CartsApi } from "./carts.ts";
import { OrdersApi } from "./orders.ts";
import { SavedListsApi } from "./saved-lists.ts";
import { OutboxApi } from "./outbox.ts";

/**
 * The shop's HTTP contract, defined once: the server implements it, `ApiClient` is derived
 * from it, the OpenAPI document is generated from it.
 *
 * Paths are those of SPEC 7 under two prefixes: `/admin/...` (the admin API, the "base") and
 * `/auth/...` (the same base with admin replaced by auth). A client configured with the API
 * root `https://shop.example/api` therefore calls `https://shop.example/api/admin/user/me`
 * and `https://shop.example/api/auth/login`.
 */
export class ShopApi extends HttpApi.make("proshop")
  .add(AdminApi)
  .add(AuthApi)
  .add(OrdersApi)
  .add(CartsApi)
  .add(SavedListsApi)
  .add(OutboxApi)
  .annotateMerge(
    OpenApi.annotations({
      title: "Proshop API",
      version: "1.0.0",
      description: "Admin and auth API of the professional ordering shop. Refused requests answer `{ error: { code, message } }`.",
    }),
  ) {}

/** The OpenAPI 3.1 document of the contract. */
export const shopOpenApi = (): OpenApi.OpenAPISpec => OpenApi.fromApi(ShopApi);
