import { defineMessages } from "../define.ts";

/**
 * Account approvals and company membership (issues 11 and 12): the server's refusals, the words
 * of `proshop accounts`, `proshop maintenance` and `proshop invite`, and the e-mails a customer
 * gets on approval, refusal or invitation. Parameters: `email`, `count`, `organisation`,
 * `amount`, `reason`, `name`, `company`, `cust_no`, `link`, `market`.
 */
export const accountsMessages = defineMessages({
  en: {
    membership: {
      unconfirmed:
        "Your link to company {{cust_no}} is not confirmed yet: until support approves it, or a colleague invites you, you see only your profile and the catalogue.",
      other_market: "Customer number {{cust_no}} belongs to another market ({{market}}): register on that market's shop.",
    },
    invitation: {
      not_allowed: "Only an approved user of the company may invite a colleague.",
      token_invalid: "This invitation is not valid for this e-mail address and customer number, or it has expired.",
      sent: "Invitation sent to {{email}}.",
      too_many_requests: "Too many invitations sent. Please try again later.",
    },
    accounts: {
      not_allowed: "Only support agents of the account's market may do this.",
      not_found: "No account {{account}} among those you may manage.",
      none_pending: "No account is waiting for approval.",
      pending_count: {
        one: "{{count}} account waiting for approval.",
        other: "{{count}} accounts waiting for approval.",
      },
      reason_required: "Give the reason of the refusal.",
      already_decided: "Account {{account}} is no longer waiting: it was already decided.",
      choose_by_email: "The account that created company {{account}} is not waiting, and the others waiting may be strangers who joined it: approve or refuse each one by its e-mail: {{emails}}.",
      amount_invalid: "The amount must be a positive number of at most two decimals, or \"none\".",
      organisation_not_found: "No market {{organisation}} among those you serve.",
      approved: {
        one: "{{count}} account approved: {{emails}}.",
        other: "{{count}} accounts approved: {{emails}}.",
      },
      refused: {
        one: "{{count}} account refused: {{emails}}.",
        other: "{{count}} accounts refused: {{emails}}.",
      },
      max_order_set: "Maximum order amount of {{email}}: {{amount}}.",
      no_limit: "no limit",
      maintenance_on: "Maintenance of {{organisation}} is on.",
      maintenance_off: "Maintenance of {{organisation}} is off.",
      column: {
        email: "E-mail",
        name: "Name",
        cust_no: "Customer no.",
        company: "Company",
        licence: "Licence no.",
        licence_state: "Licence",
        membership: "Membership",
        market: "Market",
        registered: "Registered",
      },
      licence_state: { pending: "pending", valid: "valid", invalid: "invalid" },
      membership_state: { confirmed: "confirmed", unconfirmed: "to confirm" },
    },
    accountMail: {
      approved: {
        subject: "Your account is approved",
        body: "Your account for {{company}} ({{cust_no}}) is approved: sign in again and you can order.",
      },
      refused: {
        subject: "Your account was not approved",
        body: "Your account for {{company}} ({{cust_no}}) was not approved, for this reason:\n\n{{reason}}\n\nReply to this message or contact customer service if you have a question.",
      },
      invitation: {
        subject: "{{name}} invites you to order for {{company}}",
        body: "{{name}} invites you to join company {{cust_no}} ({{company}}) on the shop. Register with this e-mail address through this link (valid 14 days):\n\n{{link}}",
      },
    },
  },
  fr: {
    membership: {
      unconfirmed:
        "Votre rattachement à la société {{cust_no}} n’est pas encore confirmé : tant que le support ne l’a pas approuvé, ou qu’un collègue ne vous a pas invité, vous ne voyez que votre profil et le catalogue.",
      other_market: "Le numéro client {{cust_no}} appartient à un autre marché ({{market}}) : inscrivez-vous sur la boutique de ce marché.",
    },
    invitation: {
      not_allowed: "Seul un utilisateur approuvé de la société peut inviter un collègue.",
      token_invalid: "Cette invitation n’est pas valable pour cette adresse e-mail et ce numéro client, ou elle a expiré.",
      sent: "Invitation envoyée à {{email}}.",
      too_many_requests: "Trop d’invitations envoyées. Veuillez réessayer plus tard.",
    },
    accounts: {
      not_allowed: "Seuls les agents du support du marché du compte peuvent faire cela.",
      not_found: "Aucun compte {{account}} parmi ceux que vous pouvez gérer.",
      none_pending: "Aucun compte n’attend d’approbation.",
      pending_count: {
        one: "{{count}} compte en attente d’approbation.",
        other: "{{count}} comptes en attente d’approbation.",
      },
      reason_required: "Indiquez la raison du refus.",
      already_decided: "Le compte {{account}} n’est plus en attente : une décision a déjà été prise.",
      choose_by_email: "Le compte qui a créé l’entreprise {{account}} n’est pas en attente, et les autres comptes en attente peuvent être des inconnus qui s’y sont joints : approuvez ou refusez chacun par son e-mail : {{emails}}.",
      amount_invalid: "Le montant doit être un nombre positif d’au plus deux décimales, ou « none ».",
      organisation_not_found: "Aucun marché {{organisation}} parmi ceux que vous servez.",
      approved: {
        one: "{{count}} compte approuvé : {{emails}}.",
        other: "{{count}} comptes approuvés : {{emails}}.",
      },
      refused: {
        one: "{{count}} compte refusé : {{emails}}.",
        other: "{{count}} comptes refusés : {{emails}}.",
      },
      max_order_set: "Montant maximal de commande de {{email}} : {{amount}}.",
      no_limit: "aucune limite",
      maintenance_on: "La maintenance de {{organisation}} est activée.",
      maintenance_off: "La maintenance de {{organisation}} est désactivée.",
      column: {
        email: "E-mail",
        name: "Nom",
        cust_no: "N° client",
        company: "Société",
        licence: "N° de licence",
        licence_state: "Licence",
        membership: "Rattachement",
        market: "Marché",
        registered: "Inscrit le",
      },
      licence_state: { pending: "en attente", valid: "valide", invalid: "invalide" },
      membership_state: { confirmed: "confirmé", unconfirmed: "à confirmer" },
    },
    accountMail: {
      approved: {
        subject: "Votre compte est approuvé",
        body: "Votre compte pour {{company}} ({{cust_no}}) est approuvé : reconnectez-vous et vous pourrez commander.",
      },
      refused: {
        subject: "Votre compte n’a pas été approuvé",
        body: "Votre compte pour {{company}} ({{cust_no}}) n’a pas été approuvé, pour la raison suivante :\n\n{{reason}}\n\nRépondez à ce message ou contactez le service client pour toute question.",
      },
      invitation: {
        subject: "{{name}} vous invite à commander pour {{company}}",
        body: "{{name}} vous invite à rejoindre la société {{cust_no}} ({{company}}) sur la boutique. Inscrivez-vous avec cette adresse e-mail par ce lien (valable 14 jours) :\n\n{{link}}",
      },
    },
  },
  es: {
    membership: {
      unconfirmed:
        "Su vínculo con la empresa {{cust_no}} aún no está confirmado: hasta que soporte lo apruebe, o un compañero le invite, solo ve su perfil y el catálogo.",
      other_market: "El número de cliente {{cust_no}} pertenece a otro mercado ({{market}}): regístrese en la tienda de ese mercado.",
    },
    invitation: {
      not_allowed: "Solo un usuario aprobado de la empresa puede invitar a un compañero.",
      token_invalid: "Esta invitación no es válida para esta dirección de correo y este número de cliente, o ha caducado.",
      sent: "Invitación enviada a {{email}}.",
      too_many_requests: "Demasiadas invitaciones enviadas. Inténtelo de nuevo más tarde.",
    },
    accounts: {
      not_allowed: "Solo los agentes de soporte del mercado de la cuenta pueden hacer esto.",
      not_found: "Ninguna cuenta {{account}} entre las que puede gestionar.",
      none_pending: "Ninguna cuenta espera aprobación.",
      pending_count: {
        one: "{{count}} cuenta en espera de aprobación.",
        other: "{{count}} cuentas en espera de aprobación.",
      },
      reason_required: "Indique el motivo del rechazo.",
      already_decided: "La cuenta {{account}} ya no está pendiente: ya se tomó una decisión.",
      choose_by_email: "La cuenta que creó la empresa {{account}} no está pendiente, y las demás cuentas pendientes pueden ser desconocidos que se unieron a ella: apruebe o rechace cada una por su correo electrónico: {{emails}}.",
      amount_invalid: "El importe debe ser un número positivo con dos decimales como máximo, o \"none\".",
      organisation_not_found: "Ningún mercado {{organisation}} entre los que atiende.",
      approved: {
        one: "{{count}} cuenta aprobada: {{emails}}.",
        other: "{{count}} cuentas aprobadas: {{emails}}.",
      },
      refused: {
        one: "{{count}} cuenta rechazada: {{emails}}.",
        other: "{{count}} cuentas rechazadas: {{emails}}.",
      },
      max_order_set: "Importe máximo de pedido de {{email}}: {{amount}}.",
      no_limit: "sin límite",
      maintenance_on: "El mantenimiento de {{organisation}} está activado.",
      maintenance_off: "El mantenimiento de {{organisation}} está desactivado.",
      column: {
        email: "Correo",
        name: "Nombre",
        cust_no: "N.º de cliente",
        company: "Empresa",
        licence: "N.º de licencia",
        licence_state: "Licencia",
        membership: "Vínculo",
        market: "Mercado",
        registered: "Registrado el",
      },
      licence_state: { pending: "pendiente", valid: "válida", invalid: "no válida" },
      membership_state: { confirmed: "confirmado", unconfirmed: "por confirmar" },
    },
    accountMail: {
      approved: {
        subject: "Su cuenta ha sido aprobada",
        body: "Su cuenta para {{company}} ({{cust_no}}) ha sido aprobada: vuelva a iniciar sesión y podrá hacer pedidos.",
      },
      refused: {
        subject: "Su cuenta no ha sido aprobada",
        body: "Su cuenta para {{company}} ({{cust_no}}) no ha sido aprobada, por este motivo:\n\n{{reason}}\n\nResponda a este mensaje o contacte con atención al cliente si tiene alguna pregunta.",
      },
      invitation: {
        subject: "{{name}} le invita a hacer pedidos para {{company}}",
        body: "{{name}} le invita a unirse a la empresa {{cust_no}} ({{company}}) en la tienda. Regístrese con esta dirección de correo mediante este enlace (válido 14 días):\n\n{{link}}",
      },
    },
  },
  nl: {
    membership: {
      unconfirmed:
        "Uw koppeling aan bedrijf {{cust_no}} is nog niet bevestigd: tot support die goedkeurt, of een collega u uitnodigt, ziet u alleen uw profiel en de catalogus.",
      other_market: "Klantnummer {{cust_no}} hoort bij een andere markt ({{market}}): registreer u in de winkel van die markt.",
    },
    invitation: {
      not_allowed: "Alleen een goedgekeurde gebruiker van het bedrijf kan een collega uitnodigen.",
      token_invalid: "Deze uitnodiging geldt niet voor dit e-mailadres en klantnummer, of is verlopen.",
      sent: "Uitnodiging verstuurd naar {{email}}.",
      too_many_requests: "Te veel uitnodigingen verstuurd. Probeer het later opnieuw.",
    },
    accounts: {
      not_allowed: "Alleen supportmedewerkers van de markt van het account mogen dit doen.",
      not_found: "Geen account {{account}} onder de accounts die u mag beheren.",
      none_pending: "Geen account wacht op goedkeuring.",
      pending_count: {
        one: "{{count}} account wacht op goedkeuring.",
        other: "{{count}} accounts wachten op goedkeuring.",
      },
      reason_required: "Geef de reden van de weigering.",
      already_decided: "Account {{account}} wacht niet meer: er is al een beslissing genomen.",
      choose_by_email: "Het account dat bedrijf {{account}} heeft aangemaakt wacht niet, en de andere wachtende accounts kunnen onbekenden zijn die zich bij het bedrijf hebben aangesloten: keur elk account goed of af via zijn e-mailadres: {{emails}}.",
      amount_invalid: "Het bedrag moet een positief getal met hoogstens twee decimalen zijn, of \"none\".",
      organisation_not_found: "Geen markt {{organisation}} onder de markten die u bedient.",
      approved: {
        one: "{{count}} account goedgekeurd: {{emails}}.",
        other: "{{count}} accounts goedgekeurd: {{emails}}.",
      },
      refused: {
        one: "{{count}} account geweigerd: {{emails}}.",
        other: "{{count}} accounts geweigerd: {{emails}}.",
      },
      max_order_set: "Maximaal orderbedrag van {{email}}: {{amount}}.",
      no_limit: "geen limiet",
      maintenance_on: "Onderhoud van {{organisation}} staat aan.",
      maintenance_off: "Onderhoud van {{organisation}} staat uit.",
      column: {
        email: "E-mail",
        name: "Naam",
        cust_no: "Klantnr.",
        company: "Bedrijf",
        licence: "Licentienr.",
        licence_state: "Licentie",
        membership: "Koppeling",
        market: "Markt",
        registered: "Geregistreerd",
      },
      licence_state: { pending: "in behandeling", valid: "geldig", invalid: "ongeldig" },
      membership_state: { confirmed: "bevestigd", unconfirmed: "te bevestigen" },
    },
    accountMail: {
      approved: {
        subject: "Uw account is goedgekeurd",
        body: "Uw account voor {{company}} ({{cust_no}}) is goedgekeurd: meld u opnieuw aan en u kunt bestellen.",
      },
      refused: {
        subject: "Uw account is niet goedgekeurd",
        body: "Uw account voor {{company}} ({{cust_no}}) is niet goedgekeurd, om deze reden:\n\n{{reason}}\n\nBeantwoord dit bericht of neem contact op met de klantenservice als u een vraag heeft.",
      },
      invitation: {
        subject: "{{name}} nodigt u uit om te bestellen voor {{company}}",
        body: "{{name}} nodigt u uit om lid te worden van bedrijf {{cust_no}} ({{company}}) in de winkel. Registreer u met dit e-mailadres via deze link (14 dagen geldig):\n\n{{link}}",
      },
    },
  },
});
