import { defineMessages } from "../define.ts";

/**
 * The representative's offline ordering (issue 37): the banner, the queue of orders waiting to
 * be sent and how a changed order is explained. Parameters: `time` (already formatted), `order_nr`,
 * `reason` (the server's words), `name` (a product), `saw` and
 * `live` (formatted amounts or quantities), `count`.
 */
export const offlineMessages = defineMessages({
  en: {
    offline: {
      banner: "Offline: catalogue and limits as of {{time}}",
      back_online: "The network is back. The catalogue and limits shown are as of {{time}}: reload for the current ones.",
      reload: "Reload",
      queued: "Order queued: it will be sent when the network is back.",
      queue: { title: "Orders waiting to be sent" },
      state: {
        queued: "Waiting for the network",
        priced: "Sending",
        changed: "Prices changed: check and confirm",
        placed: "Placed as {{order_nr}}",
        refused: "Refused: {{reason}}",
      },
      changed: {
        line_price: "{{name}}: price {{saw}} → {{live}}",
        line_quantity: "{{name}}: quantity {{saw}} → {{live}}",
        line_gone: "{{name}} can no longer be ordered",
        total: "Total {{saw}} → {{live}}",
      },
      confirm: "Place at the new total",
      edit: "Edit in the cart",
      remove: "Remove",
      limits_as_of: "Limits as of {{time}}",
      stock_as_of: "as of {{time}}",
      online_only: "Zoom! Delivered needs the network: patient data is never kept on this device.",
      logout_with_queue: {
        one: "{{count}} order has not been sent yet. Log out anyway? It stays on this device and is sent at your next log-in.",
        other: "{{count}} orders have not been sent yet. Log out anyway? They stay on this device and are sent at your next log-in.",
      },
      sync_now: "Send now",
    },
  },
  fr: {
    offline: {
      banner: "Hors ligne : catalogue et limites tels que relevés ({{time}})",
      back_online: "Le réseau est revenu. Le catalogue et les limites affichés datent de {{time}} : rechargez pour les actualiser.",
      reload: "Recharger",
      queued: "Commande mise en attente : elle sera envoyée dès le retour du réseau.",
      queue: { title: "Commandes en attente d’envoi" },
      state: {
        queued: "En attente du réseau",
        priced: "Envoi en cours",
        changed: "Prix modifiés : vérifiez et confirmez",
        placed: "Passée sous le n° {{order_nr}}",
        refused: "Refusée : {{reason}}",
      },
      changed: {
        line_price: "{{name}} : prix {{saw}} → {{live}}",
        line_quantity: "{{name}} : quantité {{saw}} → {{live}}",
        line_gone: "{{name}} ne peut plus être commandé",
        total: "Total {{saw}} → {{live}}",
      },
      confirm: "Commander au nouveau total",
      edit: "Modifier dans le panier",
      remove: "Supprimer",
      limits_as_of: "Limites telles que relevées ({{time}})",
      stock_as_of: "état : {{time}}",
      online_only: "Zoom! Delivered nécessite le réseau : les données des patients ne sont jamais conservées sur cet appareil.",
      logout_with_queue: {
        one: "{{count}} commande n’a pas encore été envoyée. Vous déconnecter quand même ? Elle reste sur cet appareil et sera envoyée à votre prochaine connexion.",
        other: "{{count}} commandes n’ont pas encore été envoyées. Vous déconnecter quand même ? Elles restent sur cet appareil et seront envoyées à votre prochaine connexion.",
      },
      sync_now: "Envoyer maintenant",
    },
  },
  es: {
    offline: {
      banner: "Sin conexión: catálogo y límites según los datos de {{time}}",
      back_online: "La conexión ha vuelto. El catálogo y los límites mostrados son de {{time}}: recargue para actualizarlos.",
      reload: "Recargar",
      queued: "Pedido en cola: se enviará cuando vuelva la red.",
      queue: { title: "Pedidos pendientes de envío" },
      state: {
        queued: "Esperando la red",
        priced: "Enviando",
        changed: "Precios modificados: revise y confirme",
        placed: "Realizado con el n.º {{order_nr}}",
        refused: "Rechazado: {{reason}}",
      },
      changed: {
        line_price: "{{name}}: precio {{saw}} → {{live}}",
        line_quantity: "{{name}}: cantidad {{saw}} → {{live}}",
        line_gone: "{{name}} ya no se puede pedir",
        total: "Total {{saw}} → {{live}}",
      },
      confirm: "Pedir con el nuevo total",
      edit: "Modificar en el carrito",
      remove: "Eliminar",
      limits_as_of: "Límites según los datos de {{time}}",
      stock_as_of: "según los datos de {{time}}",
      online_only: "Zoom! Delivered necesita la red: los datos de los pacientes nunca se guardan en este dispositivo.",
      logout_with_queue: {
        one: "{{count}} pedido aún no se ha enviado. ¿Cerrar sesión de todos modos? Se queda en este dispositivo y se enviará en su próximo inicio de sesión.",
        other: "{{count}} pedidos aún no se han enviado. ¿Cerrar sesión de todos modos? Se quedan en este dispositivo y se enviarán en su próximo inicio de sesión.",
      },
      sync_now: "Enviar ahora",
    },
  },
  nl: {
    offline: {
      banner: "Offline: catalogus en limieten van {{time}}",
      back_online: "Het netwerk is terug. De getoonde catalogus en limieten zijn van {{time}}: herlaad voor de actuele.",
      reload: "Herladen",
      queued: "Bestelling in de wachtrij: ze wordt verstuurd zodra het netwerk terug is.",
      queue: { title: "Bestellingen die wachten op verzending" },
      state: {
        queued: "Wacht op het netwerk",
        priced: "Wordt verstuurd",
        changed: "Prijzen gewijzigd: controleer en bevestig",
        placed: "Geplaatst als {{order_nr}}",
        refused: "Geweigerd: {{reason}}",
      },
      changed: {
        line_price: "{{name}}: prijs {{saw}} → {{live}}",
        line_quantity: "{{name}}: aantal {{saw}} → {{live}}",
        line_gone: "{{name}} kan niet meer besteld worden",
        total: "Totaal {{saw}} → {{live}}",
      },
      confirm: "Bestellen tegen het nieuwe totaal",
      edit: "Aanpassen in de winkelwagen",
      remove: "Verwijderen",
      limits_as_of: "Limieten van {{time}}",
      stock_as_of: "stand van {{time}}",
      online_only: "Zoom! Delivered heeft het netwerk nodig: patiëntgegevens worden nooit op dit toestel bewaard.",
      logout_with_queue: {
        one: "{{count}} bestelling is nog niet verstuurd. Toch afmelden? Ze blijft op dit toestel en wordt verstuurd wanneer u zich opnieuw aanmeldt.",
        other: "{{count}} bestellingen zijn nog niet verstuurd. Toch afmelden? Ze blijven op dit toestel en worden verstuurd wanneer u zich opnieuw aanmeldt.",
      },
      sync_now: "Nu versturen",
    },
  },
});
