/**
 * The floor of the orders section (issue 18): what pricing and placing an order costs on this
 * machine and this PostgreSQL without the shop's stack. A bare node:http server with a pg pool
 * of the shop's size (10) that answers POST /admin/order and POST /admin/order/{nr}/submit by
 * running, by hand, the statements the shop runs for them (captured from the shop: the
 * account read, the products with stock, the company's year to date, the draft and its lines
 * in one transaction; on submit the company lock, the Idempotency-Key look-up and the draft
 * FOR UPDATE in one statement, the draft's lines, products and year again, the order update
 * with key, hash and answer, and the one-statement stock update that locks rows in part_no
 * order), so the after-check of the section holds for its orders too. Every statement is a
 * named one, parsed once per connection like the shop's. No framework, no schema
 * decoding, no ORM.
 *
 * What it leaves out, on purpose (it is a floor): the token's signature is not checked (its
 * subject names the user), and prices are the product's price (the bench market's orderable
 * products have no promotions, bundles, coupons or limits).
 * Configuration: BENCH_DATABASE_URL; prints `{"url": ...}` when it listens; stops on SIGTERM.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env["BENCH_DATABASE_URL"], max: 10 });

// The shop's statements, as Drizzle sends them (column lists included: the same work for the database).
const ACCOUNT = `select "users"."id", "users"."email", "users"."password_hash", "users"."first_name", "users"."last_name", "users"."phone", "users"."role", "users"."company_cust_no", "users"."organisation_id", "users"."is_valid", "users"."max_order_amount_cents", "users"."language", "users"."registration", "users"."created_at", "users"."updated_at", "companies"."cust_no", "companies"."name", "companies"."organisation_id", "companies"."license_valid", "companies"."address", "companies"."address_xtra", "companies"."postalcode", "companies"."city", "companies"."country", "companies"."zoom_delivered", "companies"."created_at", "organisations"."id", "organisations"."name", "organisations"."max_order_count_year", "organisations"."maintenance_mode", "organisations"."maintenance_title", "organisations"."maintenance_message", "organisations"."academy", "organisations"."terms_of_use", "organisations"."privacy_notice", "organisations"."locales", "organisations"."languages", "organisations"."currency", "organisations"."created_at" from "users" inner join "companies" on "companies"."cust_no" = "users"."company_cust_no" inner join "organisations" on "organisations"."id" = "users"."organisation_id" where "users"."id" = $1 limit $2`;
const PRODUCTS = `select "products"."organisation_id", "products"."part_no", "products"."part_skey", "products"."sku", "products"."ctn", "products"."price_cents", "products"."category_key", "products"."promo", "products"."max_order_amount", "products"."max_per_order", "products"."max_per_year", "products"."online", "products"."download_only", "products"."available_from", "products"."bundle_info", "products"."related", "products"."image", "products"."sort_order", "products"."patient_delivery", "product_texts"."organisation_id", "product_texts"."part_no", "product_texts"."language", "product_texts"."sku_name", "product_texts"."sku_description", "product_texts"."filters", "product_texts"."specifications", "product_texts"."download", "stock"."quantity", "categories"."id", "categories"."organisation_id", "categories"."language", "categories"."key", "categories"."link", "categories"."name", "categories"."description", "categories"."image", "categories"."parent_key", "categories"."sort_order" from "products" left join "product_texts" on ("product_texts"."organisation_id" = "products"."organisation_id" and "product_texts"."part_no" = "products"."part_no" and "product_texts"."language" = $1) left join "stock" on ("stock"."organisation_id" = "products"."organisation_id" and "stock"."part_no" = "products"."part_no") left join "categories" on ("categories"."organisation_id" = "products"."organisation_id" and "categories"."language" = $2 and "categories"."key" = "products"."category_key") where ("products"."organisation_id" = $3 and "products"."patient_delivery" = $4 and "products"."part_no" = any($5::text[])) order by "products"."sort_order" asc, "products"."part_no" asc`;
const YEAR = `(select NULL::text, count(*) from "orders" where ("orders"."cust_no" = $1 and "orders"."kind" = $2 and "orders"."status" not in ($3, $4) and "orders"."submitted_at" >= $5::timestamptz)) union all (select "order_lines"."part_no", sum("order_lines"."quantity") from "order_lines" inner join "orders" on "orders"."id" = "order_lines"."order_id" where (("orders"."cust_no" = $6 and "orders"."kind" = $7 and "orders"."status" not in ($8, $9) and "orders"."submitted_at" >= $10::timestamptz) and "order_lines"."part_no" = any($11::text[])) group by "order_lines"."part_no")`;
const INSERT_DRAFT = `insert into "orders" ("id", "order_nr", "organisation_id", "cust_no", "placed_by_user_id", "on_behalf", "kind", "status", "language", "shipping_method", "address_key", "shipping_address", "coupon_code", "payment_type", "payment_method", "subtotal_cents", "discount_cents", "shipping_cents", "tax_cents", "total_cents", "idempotency_key", "request_hash", "submit_response", "created_at", "submitted_at", "updated_at") values (default, nextval('order_number_seq')::text, $1, $2, $3, $4, default, $5, $6, $7, $8, default, $9, default, default, $10, $11, $12, $13, $14, default, default, default, $15, default, $16) returning "id", "order_nr"`;
const INSERT_LINES = `
    INSERT INTO "order_lines" (order_id, line_no, line_id, part_no, name, quantity, quantity_requested,
      unit_price_cents, discount_cents, total_cents, promo, bundle_info)
    SELECT $1::integer, l.line_no, l.line_id, l.part_no, l.name, l.quantity, l.quantity_requested,
      l.unit_price_cents, l.discount_cents, l.total_cents, l.promo, l.bundle_info::jsonb
    FROM unnest($2::integer[], $3::text[], $4::text[],
      $5::text[], $6::integer[], $7::integer[],
      $8::integer[], $9::integer[], $10::integer[],
      $11::boolean[], $12::text[])
      AS l(line_no, line_id, part_no, name, quantity, quantity_requested, unit_price_cents, discount_cents, total_cents, promo, bundle_info)`;
// Submit's start in one statement, as the shop runs it (orders/idempotency.ts): the company
// locked, the draft locked, the Idempotency-Key looked up on any of the company's orders.
const COMPANY_KEY_AND_DRAFT = `
    SELECT o.id, o.order_nr, o.status, o.shipping_method, o.address_key, o.coupon_code,
      o.subtotal_cents, o.discount_cents, o.shipping_cents, o.total_cents,
      o.idempotency_key, o.request_hash, o.submit_response,
      k.request_hash AS used_hash, k.submit_response AS used_response
    FROM "companies" c
    JOIN "orders" o ON o.cust_no = c.cust_no AND o.order_nr = $1
    LEFT JOIN LATERAL (
      SELECT request_hash, submit_response FROM "orders"
      WHERE cust_no = $2 AND idempotency_key = $3 LIMIT 1
    ) k ON true
    WHERE c.cust_no = $2
    FOR NO KEY UPDATE OF c FOR UPDATE OF o`;
const DRAFT_LINES = `select "id", "order_id", "line_no", "line_id", "part_no", "name", "quantity", "quantity_requested", "unit_price_cents", "discount_cents", "total_cents", "promo", "bundle_info" from "order_lines" where "order_lines"."order_id" = $1 order by "order_lines"."line_no" asc`;
const PLACE = `update "orders" set "placed_by_user_id" = $1, "on_behalf" = $2, "status" = $3, "shipping_address" = $4, "payment_type" = $5, "payment_method" = $6, "subtotal_cents" = $7, "discount_cents" = $8, "shipping_cents" = $9, "tax_cents" = $10, "total_cents" = $11, "idempotency_key" = $12, "request_hash" = $13, "submit_response" = $14, "submitted_at" = $15, "updated_at" = $16 where "orders"."id" = $17`;
const TAKE_STOCK = `
    WITH wanted (part_no, units) AS (
      SELECT * FROM unnest($1::text[], $2::integer[])
    ),
    locked AS (
      SELECT "stock"."part_no" AS part_no FROM "stock"
      WHERE "stock"."organisation_id" = $3 AND "stock"."part_no" IN (SELECT part_no FROM wanted)
      ORDER BY "stock"."part_no"
      FOR UPDATE
    )
    UPDATE "stock" SET quantity = "stock"."quantity" - wanted.units, updated_at = $4::timestamptz
    FROM wanted JOIN locked ON locked.part_no = wanted.part_no
    WHERE "stock"."organisation_id" = $5 AND "stock"."part_no" = wanted.part_no AND "stock"."quantity" >= wanted.units
    RETURNING "stock"."part_no" AS part_no`;

type Queryable = Pick<pg.Pool, "query">;
interface Account {
  readonly userId: number;
  readonly custNo: string;
  readonly organisationId: string;
  readonly language: string;
  readonly catalogueLanguage: string;
  readonly maxOrderCountYear: number | null;
  readonly company: { name: string; address: string; addressXtra: string; city: string; postalcode: string; country: string };
}
interface Priced {
  readonly lines: Array<{ part_no: string; name: string; price: number; quantity: number; requested: number; available: number }>;
  readonly subtotal: number;
  readonly shipping: number;
  readonly tax: number;
  readonly total: number;
  readonly ordersThisYear: number;
}

class Refusal {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string) {
    this.status = status;
    this.code = code;
  }
}

const answer = (response: ServerResponse, status: number, value: unknown): void => {
  const body = JSON.stringify(value);
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  response.end(body);
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });

/** The token's subject (no signature check: see the header). */
const userIdOf = (request: IncomingMessage): number => {
  const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { sub?: string };
  return Number(payload.sub);
};

const loadAccount = async (db: Queryable, userId: number): Promise<Account> => {
  const { rows } = await db.query({ name: "account", text: ACCOUNT, values: [userId, 1], rowMode: "array" });
  const row = rows[0] as unknown[] | undefined;
  if (row === undefined) throw new Refusal(401, "session.expired");
  const languages = row[36] as string[];
  const language = row[11] as string;
  return {
    userId,
    custNo: row[15] as string,
    organisationId: row[17] as string,
    language,
    catalogueLanguage: languages.includes(language) ? language : (languages[0] ?? language),
    maxOrderCountYear: row[28] as number | null,
    company: { name: row[16] as string, address: row[19] as string, addressXtra: row[20] as string, postalcode: row[21] as string, city: row[22] as string, country: row[23] as string },
  };
};

/** Prices the parts from the database: the products (with stock) and the company's year to date. */
const price = async (db: Queryable, account: Account, wanted: ReadonlyArray<{ part_no: string; quantity: number }>, now: Date): Promise<Priced> => {
  const parts = wanted.map((line) => line.part_no);
  const products = await db.query({ name: "products", text: PRODUCTS, values: [account.catalogueLanguage, account.catalogueLanguage, account.organisationId, false, parts], rowMode: "array" });
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const counted = [account.custNo, "shop", "draft", "canceled", yearStart.toISOString()];
  const year = await db.query({ name: "year", text: YEAR, values: [...counted, ...counted, parts], rowMode: "array" });
  const ordersThisYear = Number((year.rows.find((row: unknown[]) => row[0] === null) as unknown[] | undefined)?.[1] ?? 0);
  const byPart = new Map((products.rows as unknown[][]).map((row) => [row[1] as string, row]));
  const lines = wanted.map((line) => {
    const row = byPart.get(line.part_no);
    if (row === undefined) throw new Refusal(422, "orders.unknown_product");
    const available = Math.max(0, Number(row[27] ?? 0));
    return { part_no: line.part_no, name: (row[22] as string | null) ?? "", price: row[5] as number, quantity: Math.min(line.quantity, available), requested: line.quantity, available };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const total = subtotal;
  return { lines, subtotal, shipping: 0, tax: Math.round((total * 21) / 121), total, ordersThisYear };
};

const inTransaction = async <A>(work: (client: pg.PoolClient) => Promise<A>): Promise<A> => {
  const client = await pool.connect();
  try {
    await client.query("begin");
    try {
      const result = await work(client);
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback");
      throw error;
    }
  } finally {
    client.release();
  }
};

const priceOrder = async (userId: number, body: { lines: Array<{ part_no: string; quantity: number }>; shipping_method?: string }, now: Date) => {
  const account = await loadAccount(pool, userId);
  const priced = await price(pool, account, body.lines, now);
  if (account.maxOrderCountYear !== null && priced.ordersThisYear >= account.maxOrderCountYear) throw new Refusal(422, "orders.limit");
  const orderNr = await inTransaction(async (tx) => {
    const draft = await tx.query({
      name: "insert_draft",
      text: INSERT_DRAFT,
      values: [account.organisationId, account.custNo, userId, false, "draft", account.language, body.shipping_method ?? "Standard", null, null, priced.subtotal, 0, priced.shipping, priced.tax, priced.total, now, now],
      rowMode: "array",
    });
    const [id, nr] = draft.rows[0] as [number, string];
    const lines = priced.lines;
    await tx.query({
      name: "insert_order_lines",
      text: INSERT_LINES,
      values: [id, lines.map((_, i) => i + 1), lines.map((l) => l.part_no), lines.map((l) => l.part_no), lines.map((l) => l.name), lines.map((l) => l.quantity), lines.map((l) => l.requested), lines.map((l) => l.price), lines.map(() => 0), lines.map((l) => l.price * l.quantity), lines.map(() => false), lines.map(() => null)],
    });
    return nr;
  });
  return {
    order_nr: orderNr,
    lines: priced.lines.map((line) => ({ id: line.part_no, part_no: line.part_no, price_in_cents: line.price, available_quantity: line.available, status: line.quantity < line.requested ? "CAN_ORDER_PARTIAL" : "CAN_ORDER_ALL" })),
    subtotal: priced.subtotal,
    discount: 0,
    shipping: priced.shipping,
    tax: priced.tax,
    total: priced.total,
  };
};

const submitOrder = async (
  userId: number,
  orderNr: string,
  idempotencyKey: string,
  body: { payment: { type: string; method: string }; confirmed_total?: number; shipping_method?: string },
  now: Date,
) => {
  const account = await loadAccount(pool, userId);
  const requestHash = createHash("sha256")
    .update(JSON.stringify([orderNr, body.payment.method, body.payment.type, body.confirmed_total, body.shipping_method]))
    .digest("hex");
  return inTransaction(async (tx) => {
    const draft = (await tx.query({ name: "company_key_and_draft", text: COMPANY_KEY_AND_DRAFT, values: [orderNr, account.custNo, idempotencyKey], rowMode: "array" })).rows[0] as unknown[] | undefined;
    if (draft === undefined) throw new Refusal(404, "orders.not_found");
    if (draft[13] !== null) {
      if (draft[13] === requestHash && draft[14] !== null) return draft[14];
      throw new Refusal(422, "orders.idempotency_key_reused");
    }
    if (draft[2] !== "draft") throw new Refusal(409, "orders.already_placed");
    const lines = ((await tx.query({ name: "read_draft_lines", text: DRAFT_LINES, values: [draft[0]], rowMode: "array" })).rows as unknown[][]).filter((line) => (line[6] as number) > 0);
    if (lines.length === 0) throw new Refusal(422, "orders.empty");
    const priced = await price(tx, account, lines.map((line) => ({ part_no: line[4] as string, quantity: line[6] as number })), now);
    if (priced.lines.some((line) => line.quantity < line.requested)) throw new Refusal(409, "orders.stock_changed");
    if (priced.total !== body.confirmed_total) throw new Refusal(409, "orders.total_changed");
    if (priced.total !== draft[9]) throw new Refusal(409, "orders.price_changed");
    const placed = { order_nr: orderNr, status: "received", total: priced.total, tax: priced.tax, payment: { type: body.payment.type, method: body.payment.method, status: null } };
    const company = account.company;
    const address = { address_key: (draft[4] as string | null) ?? String(userId), default_flag: "Y", name: company.name, address_line_1: company.address, address_line_2: company.addressXtra, city: company.city, state: null, zip: company.postalcode, country: company.country };
    await tx.query({ name: "place", text: PLACE, values: [userId, false, "received", address, body.payment.type, body.payment.method, priced.subtotal, 0, priced.shipping, priced.tax, priced.total, idempotencyKey, requestHash, placed, now, now, draft[0]] });
    const units = new Map<string, number>();
    for (const line of [...priced.lines].sort((a, b) => (a.part_no < b.part_no ? -1 : 1))) units.set(line.part_no, (units.get(line.part_no) ?? 0) + line.quantity);
    const taken = await tx.query({ name: "take_stock", text: TAKE_STOCK, values: [[...units.keys()], [...units.values()], account.organisationId, now.toISOString(), account.organisationId] });
    if (taken.rows.length !== units.size) throw new Refusal(409, "orders.stock_changed");
    return placed;
  });
};

const SUBMIT = /^\/admin\/order\/([^/]+)\/submit$/;

const server = createServer((request, response) => {
  void (async () => {
    try {
      const body = JSON.parse(await readBody(request));
      const userId = userIdOf(request);
      const now = new Date();
      const submit = SUBMIT.exec(request.url ?? "");
      if (request.method === "POST" && request.url === "/admin/order") answer(response, 200, await priceOrder(userId, body, now));
      else if (request.method === "POST" && submit !== null) {
        answer(response, 200, await submitOrder(userId, decodeURIComponent(submit[1]!), String(request.headers["idempotency-key"]), body, now));
      } else answer(response, 404, { error: { code: "not_found" } });
    } catch (error) {
      if (error instanceof Refusal) answer(response, error.status, { error: { code: error.code } });
      else {
        // Requests cut off by the stop (the pool closed under them) are not the floor's failures.
        if (!stopping) console.error(error);
        answer(response, 500, { error: { code: "internal" } });
      }
    }
  })();
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
});
let stopping = false;
const stop = () => {
  stopping = true;
  server.closeAllConnections();
  server.close(() => void pool.end().then(() => process.exit(0)));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
