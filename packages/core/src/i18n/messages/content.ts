import { defineMessages } from "../define.ts";

/**
 * Messages of the content feature: failures of the content service (SPEC 8) and of the admin
 * API when it answers nothing usable ("Wrong Services", SPEC 7).
 */
export const contentMessages = defineMessages({
  en: {
    content: {
      invalid_query: "The content query is not valid.",
      forbidden: "Access to the content was refused. The access token is missing, wrong or expired.",
      repository_not_found: "The content repository could not be found.",
      invalid_response: "An invalid API response was returned.",
      rate_limited: "The content service is busy. Please try again in a moment.",
      unreachable: "The content service could not be reached. Please check your connection.",
      ref_not_found: "Ref could not be found.",
      no_documents: "No documents were returned.",
      wrong_services: "Wrong Services",
    },
  },
  fr: {
    content: {
      invalid_query: "La requête de contenu n’est pas valide.",
      forbidden: "L’accès au contenu a été refusé. Le jeton d’accès est absent, incorrect ou expiré.",
      repository_not_found: "Le référentiel de contenu est introuvable.",
      invalid_response: "L’API a renvoyé une réponse non valide.",
      rate_limited: "Le service de contenu est surchargé. Veuillez réessayer dans un instant.",
      unreachable: "Impossible de joindre le service de contenu. Veuillez vérifier votre connexion.",
      ref_not_found: "La version du contenu demandée est introuvable.",
      no_documents: "Aucun document n’a été trouvé.",
      wrong_services: "Le service n’a pas répondu correctement. Veuillez réessayer plus tard.",
    },
  },
  es: {
    content: {
      invalid_query: "La consulta de contenido no es válida.",
      forbidden: "Se ha denegado el acceso al contenido. El token de acceso falta, es incorrecto o ha caducado.",
      repository_not_found: "No se ha encontrado el repositorio de contenido.",
      invalid_response: "La API ha devuelto una respuesta no válida.",
      rate_limited: "El servicio de contenido está saturado. Inténtelo de nuevo dentro de un momento.",
      unreachable: "No se ha podido conectar con el servicio de contenido. Compruebe su conexión.",
      ref_not_found: "No se ha encontrado la versión del contenido solicitada.",
      no_documents: "No se ha encontrado ningún documento.",
      wrong_services: "El servicio no ha respondido correctamente. Inténtelo de nuevo más tarde.",
    },
  },
  nl: {
    content: {
      invalid_query: "De inhoudsopvraging is ongeldig.",
      forbidden: "De toegang tot de inhoud is geweigerd. Het toegangstoken ontbreekt, is onjuist of is verlopen.",
      repository_not_found: "De inhoudsbron is niet gevonden.",
      invalid_response: "De API heeft een ongeldig antwoord teruggestuurd.",
      rate_limited: "De inhoudsdienst is overbelast. Probeer het zo meteen opnieuw.",
      unreachable: "De inhoudsdienst is niet bereikbaar. Controleer uw verbinding.",
      ref_not_found: "De gevraagde versie van de inhoud is niet gevonden.",
      no_documents: "Er zijn geen documenten gevonden.",
      wrong_services: "De dienst heeft niet correct geantwoord. Probeer het later opnieuw.",
    },
  },
});
