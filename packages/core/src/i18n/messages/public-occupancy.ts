import { defineMessages } from "../define.ts";

/**
 * A location's public occupancy page (issue 36). `publicPage`: the page anyone may open (its own
 * small table, core's lazyBrowserFeatures `public-occupancy`) and the public call's refusals;
 * `publicSettings`: the "Public page" part of the reporting area's location form, and its refusals.
 */
export const publicPageMessages = defineMessages({
  en: {
    publicPage: {
      loading: "Loading…",
      now: "Occupancy now",
      percent: "{{percent}}% of capacity",
      indicator: {
        off: "No indicator",
        green: "Quiet",
        orange: "Busy",
        red: "Very busy",
      },
      updated: "Updated at {{time}}",
      stale: "No connection: these figures may be out of date.",
      expected: {
        title: "Expected today, hour by hour",
        none: "No forecast for today yet.",
        hour: "{{hour}}: {{percent}}%",
      },
      not_found: "This occupancy page does not exist or is no longer public.",
      not_found_title: "Page not found",
      too_many_requests: { count: "retry_after_seconds", one: "Too many requests from this address. Please try again in {{retry_after_seconds}} second.", other: "Too many requests from this address. Please try again in {{retry_after_seconds}} seconds." },
      language: "Language",
      page_title: "{{name}}: occupancy",
    },
  },
  fr: {
    publicPage: {
      loading: "Chargement…",
      now: "Affluence en ce moment",
      percent: "{{percent}} % de la capacité",
      indicator: {
        off: "Pas d’indicateur",
        green: "Calme",
        orange: "Fréquenté",
        red: "Très fréquenté",
      },
      updated: "Mis à jour à {{time}}",
      stale: "Pas de connexion : ces chiffres ne sont peut-être plus à jour.",
      expected: {
        title: "Affluence prévue aujourd’hui, heure par heure",
        none: "Pas encore de prévision pour aujourd’hui.",
        hour: "{{hour}} : {{percent}} %",
      },
      not_found: "Cette page d’affluence n’existe pas ou n’est plus publique.",
      not_found_title: "Page introuvable",
      too_many_requests: { count: "retry_after_seconds", one: "Trop de demandes depuis cette adresse. Réessayez dans {{retry_after_seconds}} seconde.", other: "Trop de demandes depuis cette adresse. Réessayez dans {{retry_after_seconds}} secondes." },
      language: "Langue",
      page_title: "{{name}} : affluence",
    },
  },
  es: {
    publicPage: {
      loading: "Cargando…",
      now: "Ocupación ahora",
      percent: "{{percent}} % del aforo",
      indicator: {
        off: "Sin indicador",
        green: "Tranquilo",
        orange: "Concurrido",
        red: "Muy concurrido",
      },
      updated: "Actualizado a las {{time}}",
      stale: "Sin conexión: estas cifras pueden estar desactualizadas.",
      expected: {
        title: "Ocupación prevista hoy, hora a hora",
        none: "Aún no hay previsión para hoy.",
        hour: "{{hour}}: {{percent}} %",
      },
      not_found: "Esta página de ocupación no existe o ya no es pública.",
      not_found_title: "Página no encontrada",
      too_many_requests: { count: "retry_after_seconds", one: "Demasiadas solicitudes desde esta dirección. Vuelva a intentarlo en {{retry_after_seconds}} segundo.", other: "Demasiadas solicitudes desde esta dirección. Vuelva a intentarlo en {{retry_after_seconds}} segundos." },
      language: "Idioma",
      page_title: "{{name}}: ocupación",
    },
  },
  nl: {
    publicPage: {
      loading: "Laden…",
      now: "Drukte nu",
      percent: "{{percent}}% van de capaciteit",
      indicator: {
        off: "Geen indicator",
        green: "Rustig",
        orange: "Druk",
        red: "Erg druk",
      },
      updated: "Bijgewerkt om {{time}}",
      stale: "Geen verbinding: deze cijfers zijn misschien niet actueel.",
      expected: {
        title: "Verwachte drukte vandaag, per uur",
        none: "Nog geen verwachting voor vandaag.",
        hour: "{{hour}}: {{percent}}%",
      },
      not_found: "Deze drukte-pagina bestaat niet of is niet meer openbaar.",
      not_found_title: "Pagina niet gevonden",
      too_many_requests: { count: "retry_after_seconds", one: "Te veel verzoeken vanaf dit adres. Probeer het over {{retry_after_seconds}} seconde opnieuw.", other: "Te veel verzoeken vanaf dit adres. Probeer het over {{retry_after_seconds}} seconden opnieuw." },
      language: "Taal",
      page_title: "{{name}}: drukte",
    },
  },
});

export const publicSettingsMessages = defineMessages({
  en: {
    publicSettings: {
      title: "Public page",
      switch: "Show this location's occupancy on a public page",
      hint: "Anyone with the address sees the occupancy now and today's expected occupancy, nothing else. Turned off, the address answers “not found” at once; turned on again, it is the same address.",
      address: "Public address",
      not_yet: "The address is made when the page is first made public.",
      private: "The page is private: its address answers “not found”.",
      copy: "Copy the address",
      copied: "Address copied.",
      copy_failed: "Could not copy: select the address and copy it.",
      origins: "Websites that may embed the page",
      origins_hint: "One per line, such as https://www.library.example (no path); at most {{max}}. Empty: no website may embed it.",
      save: "Save the public page",
      saved: "Public page saved.",
      field: {
        embed_origin: "{{origin}} is not a website address such as https://www.library.example (no path).",
        embed_origins_too_many: { count: "max", one: "Give at most {{max}} website.", other: "Give at most {{max}} websites." },
      },
    },
  },
  fr: {
    publicSettings: {
      title: "Page publique",
      switch: "Afficher l’affluence de ce lieu sur une page publique",
      hint: "Toute personne ayant l’adresse voit l’affluence du moment et celle prévue aujourd’hui, rien d’autre. Désactivée, l’adresse répond « introuvable » aussitôt ; réactivée, c’est la même adresse.",
      address: "Adresse publique",
      not_yet: "L’adresse est créée la première fois que la page est rendue publique.",
      private: "La page est privée : son adresse répond « introuvable ».",
      copy: "Copier l’adresse",
      copied: "Adresse copiée.",
      copy_failed: "Copie impossible : sélectionnez l’adresse et copiez-la.",
      origins: "Sites autorisés à intégrer la page",
      origins_hint: "Un par ligne, par exemple https://www.bibliotheque.example (sans chemin) ; {{max}} au plus. Vide : aucun site ne peut l’intégrer.",
      save: "Enregistrer la page publique",
      saved: "Page publique enregistrée.",
      field: {
        embed_origin: "{{origin}} n’est pas une adresse de site comme https://www.bibliotheque.example (sans chemin).",
        embed_origins_too_many: { count: "max", one: "Indiquez {{max}} site au plus.", other: "Indiquez {{max}} sites au plus." },
      },
    },
  },
  es: {
    publicSettings: {
      title: "Página pública",
      switch: "Mostrar la ocupación de este lugar en una página pública",
      hint: "Cualquiera con la dirección ve la ocupación actual y la prevista para hoy, nada más. Desactivada, la dirección responde «no encontrada» al instante; activada de nuevo, es la misma dirección.",
      address: "Dirección pública",
      not_yet: "La dirección se crea la primera vez que la página se hace pública.",
      private: "La página es privada: su dirección responde «no encontrada».",
      copy: "Copiar la dirección",
      copied: "Dirección copiada.",
      copy_failed: "No se pudo copiar: seleccione la dirección y cópiela.",
      origins: "Sitios web que pueden insertar la página",
      origins_hint: "Uno por línea, por ejemplo https://www.biblioteca.example (sin ruta); {{max}} como máximo. Vacío: ningún sitio puede insertarla.",
      save: "Guardar la página pública",
      saved: "Página pública guardada.",
      field: {
        embed_origin: "{{origin}} no es una dirección de sitio web como https://www.biblioteca.example (sin ruta).",
        embed_origins_too_many: { count: "max", one: "Indique {{max}} sitio web como máximo.", other: "Indique {{max}} sitios web como máximo." },
      },
    },
  },
  nl: {
    publicSettings: {
      title: "Openbare pagina",
      switch: "Toon de drukte van deze locatie op een openbare pagina",
      hint: "Iedereen met het adres ziet de drukte nu en de verwachte drukte van vandaag, verder niets. Uitgezet geeft het adres meteen “niet gevonden”; weer aangezet is het hetzelfde adres.",
      address: "Openbaar adres",
      not_yet: "Het adres wordt gemaakt wanneer de pagina voor het eerst openbaar wordt.",
      private: "De pagina is privé: het adres geeft “niet gevonden”.",
      copy: "Adres kopiëren",
      copied: "Adres gekopieerd.",
      copy_failed: "Kopiëren lukte niet: selecteer het adres en kopieer het.",
      origins: "Websites die de pagina mogen insluiten",
      origins_hint: "Eén per regel, zoals https://www.bibliotheek.example (zonder pad); hoogstens {{max}}. Leeg: geen enkele website mag haar insluiten.",
      save: "Openbare pagina opslaan",
      saved: "Openbare pagina opgeslagen.",
      field: {
        embed_origin: "{{origin}} is geen websiteadres zoals https://www.bibliotheek.example (zonder pad).",
        embed_origins_too_many: { count: "max", one: "Geef hoogstens {{max}} website.", other: "Geef hoogstens {{max}} websites." },
      },
    },
  },
});
