import { defineMessages } from "../define.ts";

/**
 * Messages of the session feature: log in / log out, session expiry, order on behalf, and the
 * server's refusals of them (`session.login.too_many_attempts`, `order_on_behalf.*`: ids are
 * the refusal codes).
 */
export const sessionMessages = defineMessages({
  en: {
    session: {
      expired: "Your session has expired. Please log in to proceed.",
      loading: "Loading your account…",
      login: {
        title: "Log in",
        button: "Log in",
        in_progress: "Logging in…",
        failed:
          "We could not log you in. Please check your e-mail address and password, use “Forgot password”, or contact customer service.",
        too_many_attempts: {
          count: "retry_after_minutes",
          one: "Too many failed log-ins. Please try again in {{retry_after_minutes}} minute.",
          other: "Too many failed log-ins. Please try again in {{retry_after_minutes}} minutes.",
        },
        blocked: "Your account is blocked. Ask your administrator to give you access again.",
      },
      logout: {
        button: "Log out",
        done: "You have been logged out.",
      },
      order_on_behalf: {
        title: "Order on behalf",
        intro: "Enter the customer number of the office you are ordering for.",
        customer_number: "Customer number",
        select: "Order for this office",
        clear: "Stop ordering on behalf",
        in_progress: "Looking up this office…",
        success: "You are now ordering on behalf of {{company}}.",
        failed: "Could not set this office for order on behalf",
        cleared: "You are no longer ordering on behalf of an office.",
        current: "Ordering for {{company}} (customer number {{cust_no}})",
      },
    },
    order_on_behalf: {
      not_allowed: "Only sales representatives may order on behalf of a company.",
      company_not_allowed: "You may not order on behalf of the company {{cust_no}}.",
      unknown_company: "No company has the customer number {{cust_no}}.",
    },
  },
  fr: {
    session: {
      expired: "Votre session a expiré. Veuillez vous reconnecter pour continuer.",
      loading: "Chargement de votre compte…",
      login: {
        title: "Connexion",
        button: "Se connecter",
        in_progress: "Connexion en cours…",
        failed:
          "Connexion impossible. Vérifiez votre adresse e-mail et votre mot de passe, utilisez « Mot de passe oublié » ou contactez le service client.",
        too_many_attempts: {
          count: "retry_after_minutes",
          one: "Trop de tentatives de connexion échouées. Veuillez réessayer dans {{retry_after_minutes}} minute.",
          other: "Trop de tentatives de connexion échouées. Veuillez réessayer dans {{retry_after_minutes}} minutes.",
        },
        blocked: "Votre compte est bloqué. Demandez à votre administrateur de vous rendre l’accès.",
      },
      logout: {
        button: "Se déconnecter",
        done: "Vous êtes déconnecté(e).",
      },
      order_on_behalf: {
        title: "Commander pour un client",
        intro: "Saisissez le numéro client du cabinet pour lequel vous passez commande.",
        customer_number: "Numéro client",
        select: "Commander pour ce cabinet",
        clear: "Ne plus commander pour ce client",
        in_progress: "Recherche du cabinet…",
        success: "Vous commandez désormais pour le compte de {{company}}.",
        failed: "Impossible de sélectionner ce cabinet pour commander en son nom",
        cleared: "Vous ne commandez plus pour le compte d'un cabinet.",
        current: "Commande pour {{company}} (numéro client {{cust_no}})",
      },
    },
    order_on_behalf: {
      not_allowed: "Seuls les commerciaux peuvent commander pour le compte d’une société.",
      company_not_allowed: "Vous ne pouvez pas commander pour le compte de la société {{cust_no}}.",
      unknown_company: "Aucune société n’a le numéro client {{cust_no}}.",
    },
  },
  es: {
    session: {
      expired: "Su sesión ha caducado. Inicie sesión de nuevo para continuar.",
      loading: "Cargando su cuenta…",
      login: {
        title: "Iniciar sesión",
        button: "Iniciar sesión",
        in_progress: "Iniciando sesión…",
        failed:
          "No hemos podido iniciar su sesión. Compruebe su correo electrónico y su contraseña, utilice «¿Ha olvidado su contraseña?» o póngase en contacto con el servicio de atención al cliente.",
        too_many_attempts: {
          count: "retry_after_minutes",
          one: "Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo dentro de {{retry_after_minutes}} minuto.",
          other: "Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo dentro de {{retry_after_minutes}} minutos.",
        },
        blocked: "Su cuenta está bloqueada. Pida a su administrador que le devuelva el acceso.",
      },
      logout: {
        button: "Cerrar sesión",
        done: "Ha cerrado la sesión.",
      },
      order_on_behalf: {
        title: "Pedir en nombre de un cliente",
        intro: "Introduzca el número de cliente del centro para el que realiza el pedido.",
        customer_number: "Número de cliente",
        select: "Pedir para este centro",
        clear: "Dejar de pedir en nombre de este cliente",
        in_progress: "Buscando el centro…",
        success: "Ahora está haciendo pedidos en nombre de {{company}}.",
        failed: "No se ha podido seleccionar este centro para hacer pedidos en su nombre",
        cleared: "Ya no está haciendo pedidos en nombre de ningún centro.",
        current: "Pedido para {{company}} (número de cliente {{cust_no}})",
      },
    },
    order_on_behalf: {
      not_allowed: "Solo los representantes comerciales pueden hacer pedidos en nombre de una empresa.",
      company_not_allowed: "No puede hacer pedidos en nombre de la empresa {{cust_no}}.",
      unknown_company: "Ninguna empresa tiene el número de cliente {{cust_no}}.",
    },
  },
  nl: {
    session: {
      expired: "Uw sessie is verlopen. Log opnieuw in om verder te gaan.",
      loading: "Uw account wordt geladen…",
      login: {
        title: "Inloggen",
        button: "Inloggen",
        in_progress: "Bezig met inloggen…",
        failed:
          "Inloggen is niet gelukt. Controleer uw e-mailadres en wachtwoord, gebruik ‘Wachtwoord vergeten’ of neem contact op met de klantenservice.",
        too_many_attempts: {
          count: "retry_after_minutes",
          one: "Te veel mislukte inlogpogingen. Probeer het over {{retry_after_minutes}} minuut opnieuw.",
          other: "Te veel mislukte inlogpogingen. Probeer het over {{retry_after_minutes}} minuten opnieuw.",
        },
        blocked: "Uw account is geblokkeerd. Vraag uw beheerder u weer toegang te geven.",
      },
      logout: {
        button: "Uitloggen",
        done: "U bent uitgelogd.",
      },
      order_on_behalf: {
        title: "Bestellen namens een klant",
        intro: "Vul het klantnummer in van de praktijk waarvoor u bestelt.",
        customer_number: "Klantnummer",
        select: "Bestellen voor deze praktijk",
        clear: "Stoppen met bestellen namens deze klant",
        in_progress: "Praktijk wordt opgezocht…",
        success: "U bestelt nu namens {{company}}.",
        failed: "Deze praktijk kon niet worden ingesteld om namens te bestellen",
        cleared: "U bestelt niet langer namens een praktijk.",
        current: "Bestelling voor {{company}} (klantnummer {{cust_no}})",
      },
    },
    order_on_behalf: {
      not_allowed: "Alleen vertegenwoordigers mogen namens een bedrijf bestellen.",
      company_not_allowed: "U mag niet namens het bedrijf {{cust_no}} bestellen.",
      unknown_company: "Geen enkel bedrijf heeft klantnummer {{cust_no}}.",
    },
  },
});
