import { defineMessages } from "../define.ts";

/**
 * Support's tools of issue 35: `cart explain` as each user of the company sees it (item 1), the
 * daily digest of accounts waiting for approval and how long each waited (item 6), a host's
 * maintenance (item 7). Their own top-level namespace, `supportTools`. Parameters: `users`,
 * `limit`, `email`, `cust_no`, `emails`, `hostname`, `organisation`, `count`, `market`, `name`,
 * `company`, `licence`, `waited`.
 */
export const supportToolsMessages = defineMessages({
  en: {
    supportTools: {
      maintenance_usage: "Say proshop maintenance <organisation> on|off, or proshop maintenance --host <hostname> on|off (--title only with --host); see proshop maintenance --help.",
      host_not_found: "No host {{hostname}} among the markets you serve.",
      company_users_not_allowed: "Only support agents and representatives who serve the company may read its users.",
      explain: {
        seen_by: "Seen by {{users}}; maximum order amount: {{limit}}",
        no_limit: "none",
        unknown_user: "{{email}} is not an approved user of company {{cust_no}}; its users are: {{emails}}.",
        no_users: "Company {{cust_no}} has no approved user yet: the limits below are the company's own.",
      },
      host_maintenance_on: "Maintenance of {{hostname}} ({{organisation}}) is on.",
      host_maintenance_off: "Maintenance of {{hostname}} ({{organisation}}) is off.",
      waited_column: "Waiting",
      waited: {
        minutes: { one: "{{count}} minute", other: "{{count}} minutes" },
        hours: { one: "{{count}} hour", other: "{{count}} hours" },
        days: { one: "{{count}} day", other: "{{count}} days" },
      },
      digest: {
        subject: {
          one: "{{count}} account waiting for approval ({{market}})",
          other: "{{count}} accounts waiting for approval ({{market}})",
        },
        intro: "These accounts of market {{market}} are waiting for approval, oldest first:",
        line: "- {{email}}, {{name}}, {{company}} ({{cust_no}}), licence {{licence}}: waiting for {{waited}}",
        closing: "Approve or refuse them with proshop accounts approve or proshop accounts refuse (proshop accounts pending lists them).",
      },
    },
  },
  fr: {
    supportTools: {
      maintenance_usage: "Indiquez proshop maintenance <organisation> on|off, ou proshop maintenance --host <hôte> on|off (--title seulement avec --host) ; voir proshop maintenance --help.",
      host_not_found: "Aucun hôte {{hostname}} parmi les marchés que vous servez.",
      company_users_not_allowed: "Seuls les agents du support et les représentants qui servent la société peuvent consulter ses utilisateurs.",
      explain: {
        seen_by: "Vu par {{users}} ; montant maximal de commande : {{limit}}",
        no_limit: "aucun",
        unknown_user: "{{email}} n’est pas un utilisateur approuvé de la société {{cust_no}} ; ses utilisateurs sont : {{emails}}.",
        no_users: "La société {{cust_no}} n’a encore aucun utilisateur approuvé : les limites ci-dessous sont celles de la société.",
      },
      host_maintenance_on: "La maintenance de {{hostname}} ({{organisation}}) est activée.",
      host_maintenance_off: "La maintenance de {{hostname}} ({{organisation}}) est désactivée.",
      waited_column: "Attente",
      waited: {
        minutes: { one: "{{count}} minute", other: "{{count}} minutes" },
        hours: { one: "{{count}} heure", other: "{{count}} heures" },
        days: { one: "{{count}} jour", other: "{{count}} jours" },
      },
      digest: {
        subject: {
          one: "{{count}} compte en attente d’approbation ({{market}})",
          other: "{{count}} comptes en attente d’approbation ({{market}})",
        },
        intro: "Ces comptes du marché {{market}} attendent une approbation, du plus ancien au plus récent :",
        line: "- {{email}}, {{name}}, {{company}} ({{cust_no}}), licence {{licence}} : en attente depuis {{waited}}",
        closing: "Approuvez-les ou refusez-les avec proshop accounts approve ou proshop accounts refuse (proshop accounts pending les liste).",
      },
    },
  },
  es: {
    supportTools: {
      maintenance_usage: "Indique proshop maintenance <organización> on|off, o proshop maintenance --host <host> on|off (--title solo con --host); consulte proshop maintenance --help.",
      host_not_found: "Ningún host {{hostname}} entre los mercados que atiende.",
      company_users_not_allowed: "Solo los agentes de soporte y los representantes que atienden a la empresa pueden consultar sus usuarios.",
      explain: {
        seen_by: "Visto por {{users}}; importe máximo de pedido: {{limit}}",
        no_limit: "ninguno",
        unknown_user: "{{email}} no es un usuario aprobado de la empresa {{cust_no}}; sus usuarios son: {{emails}}.",
        no_users: "La empresa {{cust_no}} aún no tiene ningún usuario aprobado: los límites siguientes son los de la empresa.",
      },
      host_maintenance_on: "El mantenimiento de {{hostname}} ({{organisation}}) está activado.",
      host_maintenance_off: "El mantenimiento de {{hostname}} ({{organisation}}) está desactivado.",
      waited_column: "Espera",
      waited: {
        minutes: { one: "{{count}} minuto", other: "{{count}} minutos" },
        hours: { one: "{{count}} hora", other: "{{count}} horas" },
        days: { one: "{{count}} día", other: "{{count}} días" },
      },
      digest: {
        subject: {
          one: "{{count}} cuenta en espera de aprobación ({{market}})",
          other: "{{count}} cuentas en espera de aprobación ({{market}})",
        },
        intro: "Estas cuentas del mercado {{market}} esperan aprobación, de la más antigua a la más reciente:",
        line: "- {{email}}, {{name}}, {{company}} ({{cust_no}}), licencia {{licence}}: en espera desde hace {{waited}}",
        closing: "Apruébelas o rechácelas con proshop accounts approve o proshop accounts refuse (proshop accounts pending las enumera).",
      },
    },
  },
  nl: {
    supportTools: {
      maintenance_usage: "Geef proshop maintenance <organisatie> on|off, of proshop maintenance --host <hostnaam> on|off (--title alleen met --host); zie proshop maintenance --help.",
      host_not_found: "Geen host {{hostname}} in de markten die u bedient.",
      company_users_not_allowed: "Alleen supportmedewerkers en vertegenwoordigers die het bedrijf bedienen, mogen de gebruikers ervan inzien.",
      explain: {
        seen_by: "Gezien door {{users}}; maximaal orderbedrag: {{limit}}",
        no_limit: "geen",
        unknown_user: "{{email}} is geen goedgekeurde gebruiker van bedrijf {{cust_no}}; de gebruikers zijn: {{emails}}.",
        no_users: "Bedrijf {{cust_no}} heeft nog geen goedgekeurde gebruiker: de limieten hieronder zijn die van het bedrijf.",
      },
      host_maintenance_on: "Onderhoud van {{hostname}} ({{organisation}}) staat aan.",
      host_maintenance_off: "Onderhoud van {{hostname}} ({{organisation}}) staat uit.",
      waited_column: "Wacht",
      waited: {
        minutes: { one: "{{count}} minuut", other: "{{count}} minuten" },
        hours: { one: "{{count}} uur", other: "{{count}} uur" },
        days: { one: "{{count}} dag", other: "{{count}} dagen" },
      },
      digest: {
        subject: {
          one: "{{count}} account wacht op goedkeuring ({{market}})",
          other: "{{count}} accounts wachten op goedkeuring ({{market}})",
        },
        intro: "Deze accounts van markt {{market}} wachten op goedkeuring, de oudste eerst:",
        line: "- {{email}}, {{name}}, {{company}} ({{cust_no}}), licentie {{licence}}: wacht al {{waited}}",
        closing: "Keur ze goed of af met proshop accounts approve of proshop accounts refuse (proshop accounts pending toont ze).",
      },
    },
  },
});
