import { defineMessages } from "../define.ts";

/**
 * The outbox as support staff read it (issue 12): the server's refusals of the outbox calls and
 * the words of `proshop outbox`. Parameters: `id`, `count`, `attempts`.
 */
export const outboxMessages = defineMessages({
  en: {
    outbox: {
      not_allowed: "Only support agents may read the shop's e-mails.",
      not_found: "There is no e-mail {{id}} among those you may read.",
      none: "No e-mail to show.",
      count: {
        one: "{{count}} e-mail, newest first.",
        other: "{{count}} e-mails, newest first.",
      },
      id: "No.",
      kind: "Kind",
      to: "To",
      subject: "Subject",
      status_label: "Status",
      attempts: "Tries",
      created: "Written",
      sent: "Sent",
      market: "Market",
      last_error: "Last failure",
      status: { pending: "waiting", sent: "sent", failed: "failed" },
    },
  },
  fr: {
    outbox: {
      not_allowed: "Seuls les agents du support peuvent lire les e-mails de la boutique.",
      not_found: "Il n’y a pas d’e-mail {{id}} parmi ceux que vous pouvez lire.",
      none: "Aucun e-mail à afficher.",
      count: {
        one: "{{count}} e-mail, du plus récent au plus ancien.",
        other: "{{count}} e-mails, du plus récent au plus ancien.",
      },
      id: "N°",
      kind: "Type",
      to: "Destinataire",
      subject: "Objet",
      status_label: "État",
      attempts: "Essais",
      created: "Écrit le",
      sent: "Envoyé le",
      market: "Marché",
      last_error: "Dernier échec",
      status: { pending: "en attente", sent: "envoyé", failed: "échoué" },
    },
  },
  es: {
    outbox: {
      not_allowed: "Solo los agentes de soporte pueden leer los correos de la tienda.",
      not_found: "No hay ningún correo {{id}} entre los que puede leer.",
      none: "Ningún correo que mostrar.",
      count: {
        one: "{{count}} correo, del más reciente al más antiguo.",
        other: "{{count}} correos, del más reciente al más antiguo.",
      },
      id: "N.º",
      kind: "Tipo",
      to: "Destinatario",
      subject: "Asunto",
      status_label: "Estado",
      attempts: "Intentos",
      created: "Escrito el",
      sent: "Enviado el",
      market: "Mercado",
      last_error: "Último fallo",
      status: { pending: "en espera", sent: "enviado", failed: "fallido" },
    },
  },
  nl: {
    outbox: {
      not_allowed: "Alleen supportmedewerkers mogen de e-mails van de winkel lezen.",
      not_found: "Er is geen e-mail {{id}} bij de e-mails die u mag lezen.",
      none: "Geen e-mail om te tonen.",
      count: {
        one: "{{count}} e-mail, nieuwste eerst.",
        other: "{{count}} e-mails, nieuwste eerst.",
      },
      id: "Nr.",
      kind: "Soort",
      to: "Aan",
      subject: "Onderwerp",
      status_label: "Status",
      attempts: "Pogingen",
      created: "Geschreven op",
      sent: "Verzonden op",
      market: "Markt",
      last_error: "Laatste fout",
      status: { pending: "wachtend", sent: "verzonden", failed: "mislukt" },
    },
  },
});
