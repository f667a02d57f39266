import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api";
import { ADMIN_PREFIX } from "./admin.ts";
import { ApiRefusals } from "./errors.ts";
import { checkedBody } from "./text.ts";
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, MAX_PART_NO_LENGTH } from "./order-bodies.ts";
import { SessionAuthorization } from "./security.ts";

/*
 * Saved lists (issue 17): a buyer saves the cart as a named list for the company, and the
 * company's users and its representative fill the cart from it later (with the quick order
 * page's preview). Every call acts for the active company, like the order and live-cart calls
 * (the user's own, or the one a representative chose with `X-Customer-Number`); a list of
 * another company answers 404 `savedList.not_found`, never 403.
 */

/** Longest list name. */
export const MAX_SAVED_LIST_NAME_LENGTH = 80;
/** Most lines one list may hold: what one order, paste or file may bring. */
export const MAX_SAVED_LIST_LINES = MAX_ORDER_LINES;
/** Most lists one company may keep. */
export const MAX_SAVED_LISTS_PER_COMPANY = 100;

// C0, DEL and C1 controls (issue 32 item 14).
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f-\u009f]*$/;

/**
 * A struct that refuses properties it does not declare (400 naming the property), where the
 * contract's decoding would silently drop them. WHY a rest signature: parse options cannot be set
 * per schema, and a client sending a field the server ignores deserves to hear it.
 */
const closedStruct = <const Fields extends Schema.Struct.Fields>(
  fields: Fields,
): Schema.Codec<Schema.Struct<Fields>["Type"], Schema.Struct<Fields>["Encoded"]> => {
  const known = new Set(Object.keys(fields));
  const Unknown = Schema.String.check(Schema.makeFilter((key: string) => !known.has(key)));
  // Typed as the plain struct: what decodes has no other property (the rest signature's `never`
  // would otherwise claim one of every name).
  return Schema.StructWithRest(Schema.Struct(fields), [
    Schema.Record(Unknown, Schema.Never.annotate({ message: "unknown property" })),
  ]) as unknown as Schema.Codec<Schema.Struct<Fields>["Type"], Schema.Struct<Fields>["Encoded"]>;
};

/** A list's name: 1 to 80 characters, not blank, no control characters (NUL...). */
const SavedListName = Schema.String.check(
  Schema.isMaxLength(MAX_SAVED_LIST_NAME_LENGTH),
  Schema.isPattern(NO_CONTROL_CHARACTERS, { message: "control characters are not allowed" }),
  Schema.makeFilter((name: string) => name.trim() !== "" || "the name is blank"),
);

/** Why a name typed for a list would be refused (the form says it before the server would), or null. */
export const savedListNameProblem = (name: string): "required" | "too_long" | "invalid" | null =>
  name.trim() === "" ? "required" : name.length > MAX_SAVED_LIST_NAME_LENGTH ? "too_long" : NO_CONTROL_CHARACTERS.test(name) ? null : "invalid";

/** One line of a list: a part number and units, as an order line. */
export const SavedListLine = closedStruct({
  part_no: Schema.String.check(
    Schema.isMinLength(1),
    Schema.isMaxLength(MAX_PART_NO_LENGTH),
    Schema.isPattern(NO_CONTROL_CHARACTERS, { message: "control characters are not allowed" }),
  ),
  quantity: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LINE_QUANTITY })),
});
export type SavedListLine = typeof SavedListLine.Type;

/** POST /admin/saved_list: the name (unique in the company, ignoring case) and the lines. */
export const SavedListRequest = closedStruct({
  name: SavedListName,
  lines: Schema.Array(SavedListLine).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_SAVED_LIST_LINES)),
});
export type SavedListRequest = typeof SavedListRequest.Type;

/** A list as the index shows it. */
export const SavedListSummary = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  /** The company it belongs to. */
  cust_no: Schema.String,
  line_count: Schema.Int,
  /** ISO 8601 time it was saved. */
  created_at: Schema.String,
  /** E-mail of who saved it (a user of the company or its representative); null once that account is gone. */
  created_by: Schema.NullOr(Schema.String),
});
export type SavedListSummary = typeof SavedListSummary.Type;

/** A list with its lines. */
export const SavedList = Schema.Struct({
  ...SavedListSummary.fields,
  lines: Schema.Array(Schema.Struct({ part_no: Schema.String, quantity: Schema.Int })),
});
export type SavedList = typeof SavedList.Type;

/** GET /admin/saved_list: the company's lists, newest first. */
export const SavedListIndex = Schema.Struct({ lists: Schema.Array(SavedListSummary) });
export type SavedListIndex = typeof SavedListIndex.Type;

/** A list id in paths: a positive 32-bit integer (anything else is a 400 naming `id`). */
const idParam = { id: Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })) };

export class SavedListsApi extends HttpApiGroup.make("savedLists")
  .add(
    HttpApiEndpoint.get("listSavedLists", "/saved_list", { success: SavedListIndex, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "The active company's saved lists, newest first." })),
    HttpApiEndpoint.post("createSavedList", "/saved_list", {
      payload: checkedBody(SavedListRequest),
      success: SavedList.pipe(HttpApiSchema.status(201)),
      error: ApiRefusals,
    })
      .middleware(SessionAuthorization)
      .annotateMerge(
        OpenApi.annotations({
          description: `Saves a list for the active company. 400 \`request.invalid\` naming the field (a name over ${MAX_SAVED_LIST_NAME_LENGTH} characters, blank or with control characters, no line or more than ${MAX_SAVED_LIST_LINES}, an unknown property), 400 \`savedList.unknown_product\` naming \`lines.N.part_no\` for a part number outside the company's catalogue, 409 \`savedList.name_taken\` or \`savedList.too_many\` (at most ${MAX_SAVED_LISTS_PER_COMPANY} lists).`,
        }),
      ),
    HttpApiEndpoint.get("getSavedList", "/saved_list/:id", { params: idParam, success: SavedList, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "One list of the active company; another company's or none: 404 `savedList.not_found`." })),
    HttpApiEndpoint.delete("deleteSavedList", "/saved_list/:id", { params: idParam, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "Deletes one list of the active company (204); another company's or none: 404 `savedList.not_found`." })),
  )
  .prefix(ADMIN_PREFIX)
  .annotateMerge(
    OpenApi.annotations({
      title: "Saved lists",
      description: "Carts saved as named lists for a company, to fill the cart from later (issue 17).",
    }),
  ) {}
