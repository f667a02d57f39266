import { defineMessages } from "../define.ts";

/**
 * Following an order (issue 34): the order page's timeline, the parcels' tracking, the units
 * shipped of a line and the invoice. Their own top-level namespace (`orderTracking`); the steps
 * are named with the statuses of `webCart.orders.status`.
 */
export const orderTrackingMessages = defineMessages({
  en: {
    orderTracking: {
      timeline: "Progress of order {{order_nr}}",
      state: { done: "done", current: "current step", upcoming: "to come" },
      parcel: "Parcel of {{date}}",
      parcel_untracked: "Parcel of {{date}}, without tracking number",
      tracking: "{{carrier}}, tracking number {{number}}",
      new_tab: "(opens in a new tab)",
      tracking_label: "Tracking:",
      shipped_of: { count: "units", one: "{{units}} of {{ordered}} shipped", other: "{{units}} of {{ordered}} shipped" },
      invoice: "Download the invoice",
      invoice_named: "Download the invoice of order {{order_nr}}",
      invoice_failed: "We could not download the invoice. Please try again.",
    },
  },
  fr: {
    orderTracking: {
      timeline: "Suivi de la commande {{order_nr}}",
      state: { done: "terminée", current: "étape en cours", upcoming: "à venir" },
      parcel: "Colis du {{date}}",
      parcel_untracked: "Colis du {{date}}, sans numéro de suivi",
      tracking: "{{carrier}}, numéro de suivi {{number}}",
      new_tab: "(s’ouvre dans un nouvel onglet)",
      tracking_label: "Suivi :",
      shipped_of: { count: "units", one: "{{units}} sur {{ordered}} expédié", other: "{{units}} sur {{ordered}} expédiés" },
      invoice: "Télécharger la facture",
      invoice_named: "Télécharger la facture de la commande {{order_nr}}",
      invoice_failed: "Nous n’avons pas pu télécharger la facture. Veuillez réessayer.",
    },
  },
  es: {
    orderTracking: {
      timeline: "Seguimiento del pedido {{order_nr}}",
      state: { done: "completado", current: "paso actual", upcoming: "pendiente" },
      parcel: "Paquete del {{date}}",
      parcel_untracked: "Paquete del {{date}}, sin número de seguimiento",
      tracking: "{{carrier}}, número de seguimiento {{number}}",
      new_tab: "(se abre en una pestaña nueva)",
      tracking_label: "Seguimiento:",
      shipped_of: { count: "units", one: "{{units}} de {{ordered}} enviada", other: "{{units}} de {{ordered}} enviadas" },
      invoice: "Descargar la factura",
      invoice_named: "Descargar la factura del pedido {{order_nr}}",
      invoice_failed: "No hemos podido descargar la factura. Inténtelo de nuevo.",
    },
  },
  nl: {
    orderTracking: {
      timeline: "Voortgang van bestelling {{order_nr}}",
      state: { done: "afgerond", current: "huidige stap", upcoming: "nog te gaan" },
      parcel: "Pakket van {{date}}",
      parcel_untracked: "Pakket van {{date}}, zonder trackingnummer",
      tracking: "{{carrier}}, trackingnummer {{number}}",
      new_tab: "(opent in een nieuw tabblad)",
      tracking_label: "Track & trace:",
      shipped_of: { count: "units", one: "{{units}} van {{ordered}} verzonden", other: "{{units}} van {{ordered}} verzonden" },
      invoice: "Factuur downloaden",
      invoice_named: "Factuur van bestelling {{order_nr}} downloaden",
      invoice_failed: "We konden de factuur niet downloaden. Probeer het opnieuw.",
    },
  },
});
