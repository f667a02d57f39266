import { formatMoney, shopCurrency, translator } from "@proshop/core";
import type { PaymentRow } from "./provider.ts";

/*
 * The test provider's payment page: plain HTML, no script, two forms. Completing or canceling
 * POSTs to this server, which settles the payment and sends the payer back to the web's
 * payment pages (`/cart?payment=completed|canceled&order_nr=...`). Words: core's `payment_page.*`
 * messages in the order's language.
 */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** Where the payer lands after the provider: the web's cart with the payment's outcome. */
export const returnPath = (outcome: "completed" | "canceled", orderNr: string): string =>
  `/cart?payment=${outcome}&order_nr=${encodeURIComponent(orderNr)}`;

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1c2333;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:32px;max-width:420px;width:100%}
h1{font-size:1.4rem;margin:0 0 4px}.notice{color:#6b7280;font-size:.85rem;margin:0 0 24px}
.amount{font-size:1.6rem;font-weight:600;margin:8px 0 24px}form{display:inline}
button{font-size:1rem;border:0;border-radius:8px;padding:12px 20px;cursor:pointer;margin-right:8px}
.pay{background:#1f5fd6;color:#fff}.cancel{background:#e5e7eb;color:#1c2333}a{color:#1f5fd6}`;

const layout = (language: string, title: string, body: string): string =>
  `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/** The page of one payment, amounts in the market's `currency`: pay or cancel while pending; what became of it otherwise. */
export const paymentPage = (payment: PaymentRow, language: string, currency: string): string => {
  const t = translator(language);
  const amount = formatMoney(payment.amountCents, language, shopCurrency({ currency }));
  const provider = t(payment.provider === "wallet" ? "payment_page.provider.wallet" : "payment_page.provider.card");
  const title = `${t("payment_page.title")} · ${provider}`;
  const heading = `<h1>${escapeHtml(title)}</h1><p class="notice">${escapeHtml(t("payment_page.notice"))}</p><p>${escapeHtml(t("payment_page.order", { order_nr: payment.orderNr }))}</p>`;
  if (payment.status !== "pending") {
    const outcome = payment.status === "completed" ? "completed" : "canceled";
    return layout(
      language,
      title,
      `${heading}<p>${escapeHtml(t(`payment_page.done.${outcome}`))}</p><p><a href="${escapeHtml(returnPath(outcome, payment.orderNr))}">${escapeHtml(t("payment_page.back"))}</a></p>`,
    );
  }
  const base = `/pay/${encodeURIComponent(payment.id)}`;
  return layout(
    language,
    title,
    `${heading}<p class="amount">${escapeHtml(t("payment_page.amount", { amount }))}</p>` +
      `<form method="post" action="${base}/complete"><button class="pay" type="submit">${escapeHtml(t("payment_page.complete", { amount }))}</button></form>` +
      `<form method="post" action="${base}/cancel"><button class="cancel" type="submit">${escapeHtml(t("payment_page.cancel"))}</button></form>`,
  );
};

/** The page for an unknown payment id. */
export const paymentNotFoundPage = (language: string): string => {
  const t = translator(language);
  return layout(
    language,
    t("payment_page.title"),
    `<h1>${escapeHtml(t("payment_page.title"))}</h1><p>${escapeHtml(t("payment_page.not_found"))}</p><p><a href="/">${escapeHtml(t("payment_page.back"))}</a></p>`,
  );
};
