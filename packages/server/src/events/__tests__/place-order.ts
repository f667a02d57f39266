import { randomUUID } from "node:crypto";
import type { Answer, ShopClient } from "../../handlers/__tests__/http.ts";

export interface Draft {
  readonly orderNr: string;
  readonly total: number;
}

type Lines = ReadonlyArray<{ readonly part_no: string; readonly quantity: number }>;

/** Prices a draft of `lines` as `token`. */
export const draftOrder = async (api: ShopClient, token: string, lines: Lines): Promise<Draft> => {
  const draft = await api.post("/admin/order", { lines }, { token });
  if (draft.status !== 200) throw new Error(`pricing failed: ${draft.status} ${JSON.stringify(draft.body)}`);
  return { orderNr: draft.body.order_nr, total: draft.body.total };
};

/** Places the draft, cash on delivery, under a new Idempotency-Key; answers the server's answer. */
export const submitDraft = (api: ShopClient, token: string, draft: Draft): Promise<Answer> =>
  api.post(
    `/admin/order/${draft.orderNr}/submit`,
    { payment: { type: "creditcard", method: "cod" }, confirmed_total: draft.total, shipping_method: "Standard" },
    { token, headers: { "idempotency-key": randomUUID() } },
  );

/** Prices and places an order of `lines` as `token`; answers its number. */
export const placeOrder = async (api: ShopClient, token: string, lines: Lines = [{ part_no: "88430029", quantity: 1 }]): Promise<string> => {
  const draft = await draftOrder(api, token, lines);
  const placed = await submitDraft(api, token, draft);
  if (placed.status !== 200) throw new Error(`submit failed: ${placed.status} ${JSON.stringify(placed.body)}`);
  return draft.orderNr;
};
