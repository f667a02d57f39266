import { defineMessages } from "../define.ts";

/**
 * A location's alerts (issue 36): the alert mails (in the recipient's language), the fields of
 * the location and device forms, the silent device's badge, the alert history of the location's
 * page and the refusals. One top-level namespace, `alerts`, loaded with the reporting area.
 */
export const alertsMessages = defineMessages({
  en: {
    alerts: {
      field: {
        expected_interval: "Give a whole number of minutes from 1 to 1440.",
      },
      too_many_recipients:
        "Your company's reports and alerts have reached today's limit of addresses outside the company. Please try again tomorrow, or name your colleagues' accounts.",
      fields: {
        alert_recipients: "Alert recipients",
        alert_recipients_hint: "One e-mail address a line: told when the occupancy turns red, when it is back under orange, and of silent devices.",
        expected_interval_minutes: "Expected interval (minutes)",
        expected_interval_hint: "Reported silent when it sends nothing for longer than this during the location's counting hours.",
      },
      kind: {
        occupancy_red: "Occupancy turned red",
        occupancy_back: "Back under orange",
        device_silent: "Device silent",
        device_back: "Device sending again",
      },
      device: {
        status: "Status",
        silent: "Silent",
        silent_since: "Silent since {{time}}",
        sending: "Sending",
      },
      page: {
        open: "Alerts of {{name}}",
        link: "Alerts",
        back: "Back to the locations",
        recipients: "Alert recipients",
        no_recipients: "No alert recipients: alerts are recorded here but nobody is mailed.",
        history: "Alert history",
        empty: "No alerts yet.",
        when: "When",
        what: "What",
        detail: "Detail",
        to: "Sent to",
        nobody: "Nobody",
        people: {
          count: "occupancy",
          one: "{{occupancy}} person inside",
          other: "{{occupancy}} people inside",
        },
      },
      mail: {
        red: {
          subject: "{{location}}: the occupancy is red",
          body: "The occupancy of {{location}} turned red at {{time}}: {{occupancy}} people inside, {{percent}}% of the optimal occupancy ({{optimal}}).",
        },
        back: {
          subject: "{{location}}: the occupancy is back under orange",
          body: "The occupancy of {{location}} is back under orange at {{time}}: {{occupancy}} people inside, {{percent}}% of the optimal occupancy ({{optimal}}).",
        },
        silent: {
          subject: "{{location}}: {{device}} sends nothing",
          body: { count: "minutes", one: "The device {{device}} of {{location}} has sent nothing since {{since}} (noticed at {{time}}), although it is expected at least every {{minutes}} minute during counting hours. Please check its power and network.", other: "The device {{device}} of {{location}} has sent nothing since {{since}} (noticed at {{time}}), although it is expected at least every {{minutes}} minutes during counting hours. Please check its power and network." },
        },
        device_back: {
          subject: "{{location}}: {{device}} is sending again",
          body: "The device {{device}} of {{location}} is sending again (noticed at {{time}}).",
        },
        footer: "You receive this e-mail because your address is among the alert recipients of {{location}}; an administrator of the location can change them in the reporting area.",
      },
    },
  },
  fr: {
    alerts: {
      field: {
        expected_interval: "Indiquez un nombre entier de minutes entre 1 et 1440.",
      },
      too_many_recipients:
        "Les rapports et alertes de votre société ont atteint la limite du jour d'adresses extérieures à la société. Veuillez réessayer demain, ou indiquez les comptes de vos collègues.",
      fields: {
        alert_recipients: "Destinataires des alertes",
        alert_recipients_hint: "Une adresse e-mail par ligne : prévenue quand l'affluence passe au rouge, quand elle repasse sous l'orange, et des appareils silencieux.",
        expected_interval_minutes: "Intervalle attendu (minutes)",
        expected_interval_hint: "Signalé silencieux s'il n'envoie rien pendant plus longtemps que cela durant les heures de comptage du lieu.",
      },
      kind: {
        occupancy_red: "Affluence passée au rouge",
        occupancy_back: "Repassée sous l'orange",
        device_silent: "Appareil silencieux",
        device_back: "L'appareil envoie de nouveau",
      },
      device: {
        status: "État",
        silent: "Silencieux",
        silent_since: "Silencieux depuis {{time}}",
        sending: "Envoie",
      },
      page: {
        open: "Alertes de {{name}}",
        link: "Alertes",
        back: "Retour aux lieux",
        recipients: "Destinataires des alertes",
        no_recipients: "Aucun destinataire : les alertes sont notées ici mais personne ne reçoit d'e-mail.",
        history: "Historique des alertes",
        empty: "Aucune alerte pour l'instant.",
        when: "Quand",
        what: "Quoi",
        detail: "Détail",
        to: "Envoyée à",
        nobody: "Personne",
        people: {
          count: "occupancy",
          one: "{{occupancy}} personne présente",
          other: "{{occupancy}} personnes présentes",
        },
      },
      mail: {
        red: {
          subject: "{{location}} : l'affluence est au rouge",
          body: "L'affluence de {{location}} est passée au rouge à {{time}} : {{occupancy}} personnes présentes, soit {{percent}} % de l'affluence optimale ({{optimal}}).",
        },
        back: {
          subject: "{{location}} : l'affluence est repassée sous l'orange",
          body: "L'affluence de {{location}} est repassée sous l'orange à {{time}} : {{occupancy}} personnes présentes, soit {{percent}} % de l'affluence optimale ({{optimal}}).",
        },
        silent: {
          subject: "{{location}} : {{device}} n'envoie plus rien",
          body: { count: "minutes", one: "L'appareil {{device}} de {{location}} n'a rien envoyé depuis {{since}} (constaté à {{time}}), alors qu'il doit envoyer au moins toutes les {{minutes}} minute pendant les heures de comptage. Veuillez vérifier son alimentation et son réseau.", other: "L'appareil {{device}} de {{location}} n'a rien envoyé depuis {{since}} (constaté à {{time}}), alors qu'il doit envoyer au moins toutes les {{minutes}} minutes pendant les heures de comptage. Veuillez vérifier son alimentation et son réseau." },
        },
        device_back: {
          subject: "{{location}} : {{device}} envoie de nouveau",
          body: "L'appareil {{device}} de {{location}} envoie de nouveau (constaté à {{time}}).",
        },
        footer: "Vous recevez cet e-mail car votre adresse figure parmi les destinataires des alertes de {{location}} ; un administrateur du lieu peut les modifier dans l'espace de comptage.",
      },
    },
  },
  es: {
    alerts: {
      field: {
        expected_interval: "Indique un número entero de minutos entre 1 y 1440.",
      },
      too_many_recipients:
        "Los informes y alertas de su empresa han alcanzado el límite diario de direcciones ajenas a la empresa. Inténtelo de nuevo mañana o indique las cuentas de sus compañeros.",
      fields: {
        alert_recipients: "Destinatarios de las alertas",
        alert_recipients_hint: "Una dirección de correo por línea: avisada cuando la ocupación pasa a rojo, cuando vuelve por debajo del naranja y de los dispositivos en silencio.",
        expected_interval_minutes: "Intervalo esperado (minutos)",
        expected_interval_hint: "Se avisa de que está en silencio si no envía nada durante más tiempo que este en el horario de recuento del lugar.",
      },
      kind: {
        occupancy_red: "Ocupación en rojo",
        occupancy_back: "De nuevo por debajo del naranja",
        device_silent: "Dispositivo en silencio",
        device_back: "El dispositivo vuelve a enviar",
      },
      device: {
        status: "Estado",
        silent: "En silencio",
        silent_since: "En silencio desde {{time}}",
        sending: "Envía",
      },
      page: {
        open: "Alertas de {{name}}",
        link: "Alertas",
        back: "Volver a los lugares",
        recipients: "Destinatarios de las alertas",
        no_recipients: "Sin destinatarios: las alertas se anotan aquí, pero no se envía ningún correo.",
        history: "Historial de alertas",
        empty: "Todavía no hay alertas.",
        when: "Cuándo",
        what: "Qué",
        detail: "Detalle",
        to: "Enviada a",
        nobody: "Nadie",
        people: {
          count: "occupancy",
          one: "{{occupancy}} persona dentro",
          other: "{{occupancy}} personas dentro",
        },
      },
      mail: {
        red: {
          subject: "{{location}}: la ocupación está en rojo",
          body: "La ocupación de {{location}} pasó a rojo a las {{time}}: {{occupancy}} personas dentro, el {{percent}} % de la ocupación óptima ({{optimal}}).",
        },
        back: {
          subject: "{{location}}: la ocupación ha vuelto por debajo del naranja",
          body: "La ocupación de {{location}} ha vuelto por debajo del naranja a las {{time}}: {{occupancy}} personas dentro, el {{percent}} % de la ocupación óptima ({{optimal}}).",
        },
        silent: {
          subject: "{{location}}: {{device}} no envía nada",
          body: { count: "minutes", one: "El dispositivo {{device}} de {{location}} no ha enviado nada desde {{since}} (comprobado a las {{time}}), aunque debe enviar al menos cada {{minutes}} minuto durante el horario de recuento. Compruebe su alimentación y su red.", other: "El dispositivo {{device}} de {{location}} no ha enviado nada desde {{since}} (comprobado a las {{time}}), aunque debe enviar al menos cada {{minutes}} minutos durante el horario de recuento. Compruebe su alimentación y su red." },
        },
        device_back: {
          subject: "{{location}}: {{device}} vuelve a enviar",
          body: "El dispositivo {{device}} de {{location}} vuelve a enviar (comprobado a las {{time}}).",
        },
        footer: "Recibe este correo porque su dirección figura entre los destinatarios de las alertas de {{location}}; un administrador del lugar puede cambiarlos en el área de recuento.",
      },
    },
  },
  nl: {
    alerts: {
      field: {
        expected_interval: "Geef een heel aantal minuten van 1 tot 1440.",
      },
      too_many_recipients:
        "De rapporten en meldingen van uw bedrijf hebben de daglimiet van adressen buiten het bedrijf bereikt. Probeer het morgen opnieuw, of kies de accounts van uw collega's.",
      fields: {
        alert_recipients: "Ontvangers van meldingen",
        alert_recipients_hint: "Eén e-mailadres per regel: krijgt bericht als de bezetting rood wordt, als die weer onder oranje is, en van stille apparaten.",
        expected_interval_minutes: "Verwacht interval (minuten)",
        expected_interval_hint: "Gemeld als stil wanneer het langer dan dit niets stuurt tijdens de teluren van de locatie.",
      },
      kind: {
        occupancy_red: "Bezetting rood geworden",
        occupancy_back: "Weer onder oranje",
        device_silent: "Apparaat stil",
        device_back: "Apparaat stuurt weer",
      },
      device: {
        status: "Status",
        silent: "Stil",
        silent_since: "Stil sinds {{time}}",
        sending: "Stuurt",
      },
      page: {
        open: "Meldingen van {{name}}",
        link: "Meldingen",
        back: "Terug naar de locaties",
        recipients: "Ontvangers van meldingen",
        no_recipients: "Geen ontvangers: meldingen worden hier bijgehouden, maar niemand krijgt een e-mail.",
        history: "Geschiedenis van meldingen",
        empty: "Nog geen meldingen.",
        when: "Wanneer",
        what: "Wat",
        detail: "Details",
        to: "Verstuurd aan",
        nobody: "Niemand",
        people: {
          count: "occupancy",
          one: "{{occupancy}} persoon binnen",
          other: "{{occupancy}} personen binnen",
        },
      },
      mail: {
        red: {
          subject: "{{location}}: de bezetting is rood",
          body: "De bezetting van {{location}} werd rood om {{time}}: {{occupancy}} personen binnen, {{percent}}% van de optimale bezetting ({{optimal}}).",
        },
        back: {
          subject: "{{location}}: de bezetting is weer onder oranje",
          body: "De bezetting van {{location}} is weer onder oranje om {{time}}: {{occupancy}} personen binnen, {{percent}}% van de optimale bezetting ({{optimal}}).",
        },
        silent: {
          subject: "{{location}}: {{device}} stuurt niets",
          body: { count: "minutes", one: "Het apparaat {{device}} van {{location}} heeft sinds {{since}} niets gestuurd (vastgesteld om {{time}}), terwijl het tijdens de teluren minstens elke {{minutes}} minuut hoort te sturen. Controleer de stroom en het netwerk.", other: "Het apparaat {{device}} van {{location}} heeft sinds {{since}} niets gestuurd (vastgesteld om {{time}}), terwijl het tijdens de teluren minstens elke {{minutes}} minuten hoort te sturen. Controleer de stroom en het netwerk." },
        },
        device_back: {
          subject: "{{location}}: {{device}} stuurt weer",
          body: "Het apparaat {{device}} van {{location}} stuurt weer (vastgesteld om {{time}}).",
        },
        footer: "U ontvangt deze e-mail omdat uw adres bij de ontvangers van meldingen van {{location}} staat; een beheerder van de locatie kan ze wijzigen in de telomgeving.",
      },
    },
  },
});
