import { defineMessages } from "../define.ts";

/**
 * Messages of the order calls the server answers (contract/orders.ts): the refusals that are
 * neither a limit (`limits.*`) nor a coupon failure (`cart.coupon.*`), with the refusal's
 * `code` as id (`orders.not_found`...), and the words of the built-in test payment provider's
 * page (`payment_page.*`), which the server shows in the order's language.
 */
export const ordersMessages = defineMessages({
  en: {
    orders: {
      account_not_validated: "Your account has not been validated yet, so you cannot order. We will let you know by e-mail.",
      license_not_approved: "The licence of {{company}} is waiting for approval. You can order as soon as it has been approved.",
      license_refused: "The licence of {{company}} was refused, so no order can be placed for it. Contact customer service if you think this is a mistake.",
      company_not_chosen: "Choose the company you order for (order on behalf) before ordering.",
      not_found: "There is no order {{order_nr}} for this company.",
      empty: "None of the products in this order can be ordered now.",
      already_placed: "Order {{order_nr}} has already been placed.",
      idempotency_key_reused: "This Idempotency-Key was already used for another request.",
      price_changed: "Prices changed since your cart was priced; please check order {{order_nr}} again.",
      total_changed: "The total of your order is now {{total}} (you confirmed {{confirmed}}). Check it, then place the order again.",
      shipping_changed: "The delivery method changed since your order was priced. Check your order, then place it again.",
      stock_changed: {
        count: "available",
        one: "{{product}}: only {{available}} left in stock; please check your cart again.",
        other: "{{product}}: only {{available}} left in stock; please check your cart again.",
      },
      payment_not_online: "Order {{order_nr}} is paid on delivery; there is no online payment to resume.",
      payment_completed: "Order {{order_nr}} has already been paid.",
    },
    payment_page: {
      title: "Test payment",
      notice: "Test payment provider: no money is charged.",
      provider: { card: "Card", wallet: "Wallet" },
      order: "Order {{order_nr}}",
      amount: "Amount to pay: {{amount}}",
      complete: "Pay {{amount}}",
      cancel: "Cancel payment",
      done: { completed: "This payment has been completed.", canceled: "This payment was canceled." },
      back: "Back to the shop",
      not_found: "There is no such payment.",
    },
  },
  fr: {
    orders: {
      account_not_validated:
        "Votre compte n’a pas encore été validé : vous ne pouvez pas encore commander. Nous vous préviendrons par e-mail.",
      license_not_approved:
        "La licence de {{company}} est en attente d’approbation. Vous pourrez commander dès qu’elle aura été approuvée.",
      license_refused:
        "La licence de {{company}} a été refusée : aucune commande ne peut être passée pour elle. Contactez le service client si vous pensez qu’il s’agit d’une erreur.",
      company_not_chosen: "Choisissez la société pour laquelle vous commandez (commande pour le compte d’un client) avant de commander.",
      not_found: "Il n’existe pas de commande {{order_nr}} pour cette société.",
      empty: "Aucun des produits de cette commande ne peut être commandé pour le moment.",
      already_placed: "La commande {{order_nr}} a déjà été passée.",
      idempotency_key_reused: "Cette clé Idempotency-Key a déjà servi pour une autre requête.",
      price_changed: "Les prix ont changé depuis le calcul de votre panier ; veuillez vérifier à nouveau la commande {{order_nr}}.",
      total_changed: "Le total de votre commande est maintenant de {{total}} (vous aviez confirmé {{confirmed}}). Vérifiez-le, puis passez la commande à nouveau.",
      shipping_changed: "Le mode de livraison a changé depuis le calcul de votre commande. Vérifiez-la, puis passez la commande à nouveau.",
      stock_changed: {
        count: "available",
        one: "{{product}} : il n’en reste que {{available}} en stock ; veuillez vérifier votre panier.",
        other: "{{product}} : il n’en reste que {{available}} en stock ; veuillez vérifier votre panier.",
      },
      payment_not_online: "La commande {{order_nr}} est payable à la livraison : aucun paiement en ligne à reprendre.",
      payment_completed: "La commande {{order_nr}} a déjà été payée.",
    },
    payment_page: {
      title: "Paiement de test",
      notice: "Prestataire de paiement de test : aucun montant n’est débité.",
      provider: { card: "Carte", wallet: "Portefeuille électronique" },
      order: "Commande {{order_nr}}",
      amount: "Montant à payer : {{amount}}",
      complete: "Payer {{amount}}",
      cancel: "Annuler le paiement",
      done: { completed: "Ce paiement a été effectué.", canceled: "Ce paiement a été annulé." },
      back: "Retour à la boutique",
      not_found: "Ce paiement n’existe pas.",
    },
  },
  es: {
    orders: {
      account_not_validated: "Su cuenta aún no ha sido validada, por lo que todavía no puede hacer pedidos. Le avisaremos por correo electrónico.",
      license_not_approved: "La licencia de {{company}} está pendiente de aprobación. Podrá hacer pedidos en cuanto se apruebe.",
      license_refused: "La licencia de {{company}} ha sido rechazada, por lo que no se pueden hacer pedidos para ella. Póngase en contacto con el servicio de atención al cliente si cree que se trata de un error.",
      company_not_chosen: "Elija la empresa en cuyo nombre hace el pedido antes de pedir.",
      not_found: "No existe el pedido {{order_nr}} para esta empresa.",
      empty: "Ninguno de los productos de este pedido se puede pedir ahora.",
      already_placed: "El pedido {{order_nr}} ya se ha realizado.",
      idempotency_key_reused: "Esta Idempotency-Key ya se utilizó para otra solicitud.",
      price_changed: "Los precios han cambiado desde que se calculó su carrito; revise de nuevo el pedido {{order_nr}}.",
      total_changed: "El total de su pedido es ahora {{total}} (usted había confirmado {{confirmed}}). Revíselo y vuelva a realizar el pedido.",
      shipping_changed: "El método de envío ha cambiado desde que se calculó su pedido. Revíselo y vuelva a realizar el pedido.",
      stock_changed: {
        count: "available",
        one: "{{product}}: solo queda {{available}} en stock; revise de nuevo su carrito.",
        other: "{{product}}: solo quedan {{available}} en stock; revise de nuevo su carrito.",
      },
      payment_not_online: "El pedido {{order_nr}} se paga a la entrega; no hay ningún pago en línea que reanudar.",
      payment_completed: "El pedido {{order_nr}} ya está pagado.",
    },
    payment_page: {
      title: "Pago de prueba",
      notice: "Proveedor de pagos de prueba: no se cobra ningún importe.",
      provider: { card: "Tarjeta", wallet: "Monedero electrónico" },
      order: "Pedido {{order_nr}}",
      amount: "Importe a pagar: {{amount}}",
      complete: "Pagar {{amount}}",
      cancel: "Cancelar el pago",
      done: { completed: "Este pago se ha completado.", canceled: "Este pago se ha cancelado." },
      back: "Volver a la tienda",
      not_found: "Este pago no existe.",
    },
  },
  nl: {
    orders: {
      account_not_validated: "Uw account is nog niet gevalideerd, dus u kunt nog niet bestellen. We laten het u per e-mail weten.",
      license_not_approved: "De licentie van {{company}} wacht op goedkeuring. U kunt bestellen zodra die is goedgekeurd.",
      license_refused: "De licentie van {{company}} is geweigerd, dus er kan niet voor worden besteld. Neem contact op met de klantenservice als u denkt dat dit een vergissing is.",
      company_not_chosen: "Kies eerst het bedrijf waarvoor u bestelt (bestellen namens) voordat u bestelt.",
      not_found: "Er is geen bestelling {{order_nr}} voor dit bedrijf.",
      empty: "Geen van de producten in deze bestelling kan nu worden besteld.",
      already_placed: "Bestelling {{order_nr}} is al geplaatst.",
      idempotency_key_reused: "Deze Idempotency-Key is al gebruikt voor een ander verzoek.",
      price_changed: "De prijzen zijn gewijzigd sinds uw winkelwagen werd berekend; controleer bestelling {{order_nr}} opnieuw.",
      total_changed: "Het totaal van uw bestelling is nu {{total}} (u had {{confirmed}} bevestigd). Controleer het en plaats de bestelling opnieuw.",
      shipping_changed: "De verzendmethode is gewijzigd sinds uw bestelling werd berekend. Controleer uw bestelling en plaats ze opnieuw.",
      stock_changed: {
        count: "available",
        one: "{{product}}: nog maar {{available}} op voorraad; controleer uw winkelwagen opnieuw.",
        other: "{{product}}: nog maar {{available}} op voorraad; controleer uw winkelwagen opnieuw.",
      },
      payment_not_online: "Bestelling {{order_nr}} wordt bij levering betaald; er is geen online betaling om te hervatten.",
      payment_completed: "Bestelling {{order_nr}} is al betaald.",
    },
    payment_page: {
      title: "Testbetaling",
      notice: "Testbetaalprovider: er wordt geen geld afgeschreven.",
      provider: { card: "Kaart", wallet: "Wallet" },
      order: "Bestelling {{order_nr}}",
      amount: "Te betalen bedrag: {{amount}}",
      complete: "Betaal {{amount}}",
      cancel: "Betaling annuleren",
      done: { completed: "Deze betaling is voltooid.", canceled: "Deze betaling is geannuleerd." },
      back: "Terug naar de winkel",
      not_found: "Deze betaling bestaat niet.",
    },
  },
});
