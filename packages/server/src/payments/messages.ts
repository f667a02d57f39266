import { defineMessages, messageLocaleOf, type MessageParams } from "@proshop/core";

/** The words of the test provider's payment page, in the order's language. */
export const paymentPageMessages = defineMessages({
  en: {
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
  fr: {
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
  es: {
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
  nl: {
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
});

type PageMessages = (typeof paymentPageMessages)["en"];

/** The page's words in `locale` (fr, es, nl, else English), with `{{name}}` filled in. */
export const paymentPageText = (locale: string) => {
  const messages = paymentPageMessages[messageLocaleOf(locale)] as PageMessages;
  return (pick: (messages: PageMessages) => string, params: MessageParams = {}): string =>
    pick(messages).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
};
