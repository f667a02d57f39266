import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { Category } from "../entities/category.ts";
import { ContactQuestion } from "../entities/contact.ts";
import { OrderOnBehalfAnswer, OrderOnBehalfRequest } from "../entities/order-on-behalf.ts";
import { ShopProduct } from "../entities/product.ts";
import { Registration } from "../entities/registration.ts";
import { ShopConfig } from "../entities/shop-config.ts";
import { CurrentUserAnswer, PasswordChangeAnswer, PasswordChangeRequest, SuccessAnswer } from "./bodies.ts";
import { ApiRefusals, ApiTooManyRequests } from "./errors.ts";
import { checkedBody } from "./text.ts";
import { FormAuthorization, SessionAuthorization } from "./security.ts";

/** Where the admin API lives under the API root (SPEC 7: "base is the admin API"). */
export const ADMIN_PREFIX = "/admin";

/** `?flag=1` style switches: "1" on, "0" or absent off. */
const Switch = Schema.optional(Schema.Literals(["0", "1"]));

/** `?lang=fr`: a two-letter language code. */
const Language = Schema.optional(Schema.String.check(Schema.isPattern(/^[a-z]{2}$/)));

/**
 * The admin API of SPEC 7, for signed-in users (session bearer token). Cart, order, coupon,
 * payment and order-list calls are added by the server work.
 */
export class AdminApi extends HttpApiGroup.make("admin")
  .add(
    HttpApiEndpoint.get("getCurrentUser", "/user/me", {
      // refresh=1 asks the server to re-read the user instead of answering from its session cache.
      query: { refresh: Switch },
      success: CurrentUserAnswer,
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.put("changePassword", "/user/me", {
      payload: checkedBody(PasswordChangeRequest),
      success: PasswordChangeAnswer,
      error: [...ApiRefusals, ApiTooManyRequests],
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.get("listProducts", "/product", {
      // The caller's organisation decides the market; `lang` picks the language of the texts
      // (default: the user's language, else the market's first).
      query: { lang: Language },
      success: Schema.Array(ShopProduct),
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.get("listCategories", "/category", {
      query: { lang: Language },
      success: Schema.Array(Category),
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    // No session: the login and maintenance pages need the config before anyone signs in.
    HttpApiEndpoint.get("getConfigForHostname", "/config_for_hostname/:hostname", {
      params: { hostname: Schema.String },
      success: ShopConfig,
      error: ApiRefusals,
    }),
    HttpApiEndpoint.post("setOrderOnBehalf", "/set_order_on_behalf", {
      payload: checkedBody(OrderOnBehalfRequest),
      success: OrderOnBehalfAnswer,
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.post("register", "/user", {
      // send_mail=1: e-mail the applicant the "we have sent you an instruction email" message.
      query: { send_mail: Switch },
      payload: checkedBody(Registration),
      success: SuccessAnswer,
      error: [...ApiRefusals, ApiTooManyRequests],
    }).middleware(FormAuthorization),
    HttpApiEndpoint.post("askQuestion", "/question", {
      payload: checkedBody(ContactQuestion),
      success: SuccessAnswer,
      error: [...ApiRefusals, ApiTooManyRequests],
    }).middleware(FormAuthorization),
  )
  .prefix(ADMIN_PREFIX)
  .annotateMerge(OpenApi.annotations({ title: "Admin", description: "Shop data and account calls (SPEC 7)." })) {}
