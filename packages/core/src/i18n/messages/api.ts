import { defineMessages } from "../define.ts";

/**
 * Messages of the API's refusals of a request as such, whatever the call: a body or query the
 * contract cannot read (`request.*`), a host name no shop is configured for, and the server's
 * own failure. Their ids are the refusal codes the server answers.
 */
export const apiMessages = defineMessages({
  en: {
    request: {
      invalid: "The request could not be processed: {{field}} is not valid.",
      too_large: "The request is too large.",
      not_found: "There is nothing at this address.",
      unreadable: "The request could not be read.",
      unsupported_media_type: "The request must be sent as JSON.",
      refused: "The request was refused.",
    },
    server: {
      error: "Something went wrong on our side. Please try again later.",
      busy: {
        count: "retry_after_seconds",
        one: "The server is busy. Please try again in {{retry_after_seconds}} second.",
        other: "The server is busy. Please try again in {{retry_after_seconds}} seconds.",
      },
      unavailable: {
        count: "retry_after_seconds",
        one: "The shop cannot answer right now. Please try again in {{retry_after_seconds}} second.",
        other: "The shop cannot answer right now. Please try again in {{retry_after_seconds}} seconds.",
      },
      stopping: {
        count: "retry_after_seconds",
        one: "This server is restarting. Please try again in {{retry_after_seconds}} second.",
        other: "This server is restarting. Please try again in {{retry_after_seconds}} seconds.",
      },
    },
    config: {
      hostname_unknown: "No shop is configured for {{hostname}}.",
    },
  },
  fr: {
    request: {
      invalid: "La requête n’a pas pu être traitée : {{field}} n’est pas valide.",
      too_large: "La requête est trop volumineuse.",
      not_found: "Il n’y a rien à cette adresse.",
      unreadable: "La requête n’a pas pu être lue.",
      unsupported_media_type: "La requête doit être envoyée au format JSON.",
      refused: "La requête a été refusée.",
    },
    server: {
      error: "Une erreur s’est produite de notre côté. Veuillez réessayer plus tard.",
      busy: {
        count: "retry_after_seconds",
        one: "Le serveur est occupé. Veuillez réessayer dans {{retry_after_seconds}} seconde.",
        other: "Le serveur est occupé. Veuillez réessayer dans {{retry_after_seconds}} secondes.",
      },
      unavailable: {
        count: "retry_after_seconds",
        one: "La boutique ne peut pas répondre pour le moment. Veuillez réessayer dans {{retry_after_seconds}} seconde.",
        other: "La boutique ne peut pas répondre pour le moment. Veuillez réessayer dans {{retry_after_seconds}} secondes.",
      },
      stopping: {
        count: "retry_after_seconds",
        one: "Ce serveur redémarre. Veuillez réessayer dans {{retry_after_seconds}} seconde.",
        other: "Ce serveur redémarre. Veuillez réessayer dans {{retry_after_seconds}} secondes.",
      },
    },
    config: {
      hostname_unknown: "Aucune boutique n’est configurée pour {{hostname}}.",
    },
  },
  es: {
    request: {
      invalid: "No se ha podido procesar la solicitud: {{field}} no es válido.",
      too_large: "La solicitud es demasiado grande.",
      not_found: "No hay nada en esta dirección.",
      unreadable: "No se ha podido leer la solicitud.",
      unsupported_media_type: "La solicitud debe enviarse en formato JSON.",
      refused: "La solicitud ha sido rechazada.",
    },
    server: {
      error: "Algo ha fallado por nuestra parte. Inténtelo de nuevo más tarde.",
      busy: {
        count: "retry_after_seconds",
        one: "El servidor está ocupado. Inténtelo de nuevo dentro de {{retry_after_seconds}} segundo.",
        other: "El servidor está ocupado. Inténtelo de nuevo dentro de {{retry_after_seconds}} segundos.",
      },
      unavailable: {
        count: "retry_after_seconds",
        one: "La tienda no puede responder en este momento. Inténtelo de nuevo dentro de {{retry_after_seconds}} segundo.",
        other: "La tienda no puede responder en este momento. Inténtelo de nuevo dentro de {{retry_after_seconds}} segundos.",
      },
      stopping: {
        count: "retry_after_seconds",
        one: "Este servidor se está reiniciando. Inténtelo de nuevo dentro de {{retry_after_seconds}} segundo.",
        other: "Este servidor se está reiniciando. Inténtelo de nuevo dentro de {{retry_after_seconds}} segundos.",
      },
    },
    config: {
      hostname_unknown: "No hay ninguna tienda configurada para {{hostname}}.",
    },
  },
  nl: {
    request: {
      invalid: "Het verzoek kon niet worden verwerkt: {{field}} is niet geldig.",
      too_large: "Het verzoek is te groot.",
      not_found: "Op dit adres is niets te vinden.",
      unreadable: "Het verzoek kon niet worden gelezen.",
      unsupported_media_type: "Het verzoek moet als JSON worden verstuurd.",
      refused: "Het verzoek is geweigerd.",
    },
    server: {
      error: "Er ging bij ons iets mis. Probeer het later opnieuw.",
      busy: {
        count: "retry_after_seconds",
        one: "De server is bezet. Probeer het over {{retry_after_seconds}} seconde opnieuw.",
        other: "De server is bezet. Probeer het over {{retry_after_seconds}} seconden opnieuw.",
      },
      unavailable: {
        count: "retry_after_seconds",
        one: "De winkel kan nu niet antwoorden. Probeer het over {{retry_after_seconds}} seconde opnieuw.",
        other: "De winkel kan nu niet antwoorden. Probeer het over {{retry_after_seconds}} seconden opnieuw.",
      },
      stopping: {
        count: "retry_after_seconds",
        one: "Deze server wordt opnieuw gestart. Probeer het over {{retry_after_seconds}} seconde opnieuw.",
        other: "Deze server wordt opnieuw gestart. Probeer het over {{retry_after_seconds}} seconden opnieuw.",
      },
    },
    config: {
      hostname_unknown: "Er is geen winkel ingesteld voor {{hostname}}.",
    },
  },
});
