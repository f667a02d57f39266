import PDFDocument from "pdfkit";
import { INTEGRATION_SCOPES, type IntegrationScope } from "@proshop/core";
import type { RunningServer } from "../../app.ts";
import { shopClient, type Answer, type ShopClient } from "../../handlers/__tests__/http.ts";
import { createIntegrationKey } from "../keys.ts";

/*
 * What the integration API's tests share: keys made behind the API, orders placed through the
 * shop as a customer would, calls with a machine key, and real PDFs.
 */

/** A key of `market` with `scopes` (all by default), made as support's call makes it. */
export const makeKey = async (server: RunningServer, market: string, scopes: ReadonlyArray<IntegrationScope> = INTEGRATION_SCOPES): Promise<{ id: number; key: string }> => {
  const created = await createIntegrationKey(server.db, { market, scopes, name: `test ${market}`, createdBy: null, now: new Date() });
  return { id: created.id, key: created.key };
};

/** Prices `lines` as a draft and places it (cash on delivery) as `token`; answers the order number. */
export const placeOrder = async (
  api: ShopClient,
  token: string,
  lines: ReadonlyArray<{ part_no: string; quantity: number }>,
  headers: Record<string, string> = {},
): Promise<string> => {
  const priced = await api.post("/admin/order", { lines }, { token, headers });
  if (priced.status !== 200) throw new Error(`pricing failed: ${priced.status} ${JSON.stringify(priced.body)}`);
  const orderNr = priced.body.order_nr as string;
  const body = { payment: { type: "creditcard", method: "cod" }, confirmed_total: priced.body.total, shipping_method: "Standard" };
  const placed = await api.post(`/admin/order/${orderNr}/submit`, body, { token, headers: { ...headers, "idempotency-key": `place-${orderNr}` } });
  if (placed.status !== 200) throw new Error(`submit failed: ${placed.status} ${JSON.stringify(placed.body)}`);
  return orderNr;
};

/** The integration API's calls with a machine key. */
export const machine = (server: RunningServer, key: string) => {
  const api = shopClient(server.url);
  return {
    get: (path: string): Promise<Answer> => api.get(`/integration/v1${path}`, { token: key }),
    put: (path: string, body: unknown): Promise<Answer> => api.put(`/integration/v1${path}`, body, { token: key }),
    status: (orderNr: string, body: unknown, idempotencyKey: string | null = `status-${Math.random()}`): Promise<Answer> =>
      api.post(`/integration/v1/orders/${orderNr}/status`, body, { token: key, headers: idempotencyKey === null ? {} : { "idempotency-key": idempotencyKey } }),
    invoice: async (orderNr: string, bytes: Uint8Array, contentType = "application/pdf"): Promise<Answer> => {
      const response = await fetch(`${server.url}/integration/v1/orders/${orderNr}/invoice`, {
        method: "PUT",
        headers: { authorization: `Bearer ${key}`, "content-type": contentType },
        body: bytes,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: response.status, body, headers: response.headers };
    },
  };
};

/** A real PDF of `pages` pages (pdfkit, as an ERP's invoice would be). */
export const makePdf = (pages = 1, text = "Invoice"): Promise<Uint8Array> =>
  new Promise((resolve) => {
    const doc = new PDFDocument({ compress: false });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    for (let page = 0; page < pages; page++) {
      if (page > 0) doc.addPage();
      doc.text(`${text} ${page + 1}`);
    }
    doc.end();
  });

/** Now as an ISO date-time, `offsetMs` later. */
export const isoNow = (offsetMs = 0): string => new Date(Date.now() + offsetMs).toISOString();
