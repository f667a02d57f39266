import { defineMessages, messageLocaleOf, translator, type MessageParams, type MessageTree, type Translate } from "@proshop/core";

/**
 * The words of the order refusals core has no message for (core's catalogue covers the limit
 * violations and coupon failures; those are translated with core's own translator). Codes are
 * message ids under `orders.` (the contract's convention: a refusal's `code` is a message id),
 * so a client that adopts these messages can show them in its own words; until then it shows
 * the `message` the server wrote in the user's language.
 */
export const orderMessages = defineMessages({
  en: {
    orders: {
      account_not_validated: "Your account has not been validated yet, so you cannot order. We will let you know by e-mail.",
      license_not_approved: "The licence of {{company}} is waiting for approval. You can order as soon as it has been approved.",
      company_not_chosen: "Choose the company you order for (order on behalf) before ordering.",
      not_found: "There is no order {{order_nr}} for this company.",
      empty: "None of the products in this order can be ordered now.",
      already_placed: "Order {{order_nr}} has already been placed.",
      idempotency_key_reused: "This Idempotency-Key was already used for another request.",
      price_changed: "Prices changed since your cart was priced; please check order {{order_nr}} again.",
      stock_changed: "{{product}}: only {{available}} left in stock; please check your cart again.",
      payment_not_online: "Order {{order_nr}} is paid on delivery; there is no online payment to resume.",
      payment_completed: "Order {{order_nr}} has already been paid.",
      coupon_not_found: "Invalid coupon code",
    },
  },
  fr: {
    orders: {
      account_not_validated:
        "Votre compte n’a pas encore été validé : vous ne pouvez pas encore commander. Nous vous préviendrons par e-mail.",
      license_not_approved:
        "La licence de {{company}} est en attente d’approbation. Vous pourrez commander dès qu’elle aura été approuvée.",
      company_not_chosen: "Choisissez la société pour laquelle vous commandez (commande pour le compte d’un client) avant de commander.",
      not_found: "Il n’existe pas de commande {{order_nr}} pour cette société.",
      empty: "Aucun des produits de cette commande ne peut être commandé pour le moment.",
      already_placed: "La commande {{order_nr}} a déjà été passée.",
      idempotency_key_reused: "Cette clé Idempotency-Key a déjà servi pour une autre requête.",
      price_changed: "Les prix ont changé depuis le calcul de votre panier ; veuillez vérifier à nouveau la commande {{order_nr}}.",
      stock_changed: "{{product}} : il n’en reste que {{available}} en stock ; veuillez vérifier votre panier.",
      payment_not_online: "La commande {{order_nr}} est payable à la livraison : aucun paiement en ligne à reprendre.",
      payment_completed: "La commande {{order_nr}} a déjà été payée.",
      coupon_not_found: "Code promo invalide",
    },
  },
  es: {
    orders: {
      account_not_validated: "Su cuenta aún no ha sido validada, por lo que todavía no puede hacer pedidos. Le avisaremos por correo electrónico.",
      license_not_approved: "La licencia de {{company}} está pendiente de aprobación. Podrá hacer pedidos en cuanto se apruebe.",
      company_not_chosen: "Elija la empresa en cuyo nombre hace el pedido antes de pedir.",
      not_found: "No existe el pedido {{order_nr}} para esta empresa.",
      empty: "Ninguno de los productos de este pedido se puede pedir ahora.",
      already_placed: "El pedido {{order_nr}} ya se ha realizado.",
      idempotency_key_reused: "Esta Idempotency-Key ya se utilizó para otra solicitud.",
      price_changed: "Los precios han cambiado desde que se calculó su carrito; revise de nuevo el pedido {{order_nr}}.",
      stock_changed: "{{product}}: solo quedan {{available}} en stock; revise de nuevo su carrito.",
      payment_not_online: "El pedido {{order_nr}} se paga a la entrega; no hay ningún pago en línea que reanudar.",
      payment_completed: "El pedido {{order_nr}} ya está pagado.",
      coupon_not_found: "Código de cupón no válido",
    },
  },
  nl: {
    orders: {
      account_not_validated: "Uw account is nog niet gevalideerd, dus u kunt nog niet bestellen. We laten het u per e-mail weten.",
      license_not_approved: "De licentie van {{company}} wacht op goedkeuring. U kunt bestellen zodra die is goedgekeurd.",
      company_not_chosen: "Kies eerst het bedrijf waarvoor u bestelt (bestellen namens) voordat u bestelt.",
      not_found: "Er is geen bestelling {{order_nr}} voor dit bedrijf.",
      empty: "Geen van de producten in deze bestelling kan nu worden besteld.",
      already_placed: "Bestelling {{order_nr}} is al geplaatst.",
      idempotency_key_reused: "Deze Idempotency-Key is al gebruikt voor een ander verzoek.",
      price_changed: "De prijzen zijn gewijzigd sinds uw winkelwagen werd berekend; controleer bestelling {{order_nr}} opnieuw.",
      stock_changed: "{{product}}: nog maar {{available}} op voorraad; controleer uw winkelwagen opnieuw.",
      payment_not_online: "Bestelling {{order_nr}} wordt bij levering betaald; er is geen online betaling om te hervatten.",
      payment_completed: "Bestelling {{order_nr}} is al betaald.",
      coupon_not_found: "Ongeldige kortingscode",
    },
  },
});

const lookup = (tree: MessageTree, id: string): string | undefined => {
  let node: string | MessageTree | undefined = tree;
  for (const key of id.split(".")) node = node !== undefined && typeof node !== "string" ? node[key] : undefined;
  return typeof node === "string" ? node : undefined;
};

const fill = (template: string, params: MessageParams): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/**
 * A translator for `locale` that knows the order messages above and, for every other id,
 * core's catalogue (limits, coupons, checkout).
 */
export const orderTranslator = (locale: string): Translate => {
  const language = messageLocaleOf(locale);
  const core = translator(language);
  return (id, params) => {
    const template = lookup(orderMessages[language], id) ?? lookup(orderMessages.en, id);
    return template === undefined ? core(id, params) : fill(template, params ?? {});
  };
};
