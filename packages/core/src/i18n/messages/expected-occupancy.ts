import { defineMessages } from "../define.ts";

/**
 * A location's expected occupancy (issue 36): the one-line summary of the day (core's
 * expectedSummaryMessage; the reporting area and the public page both say it) and the words of
 * the dashboard's and the kiosk's expected occupancy.
 */
export const expectedOccupancyMessages = defineMessages({
  en: {
    expectedOccupancy: {
      summary: {
        quiet_after: "Usually quiet after {{time}}",
        quiet_all_day: "Usually quiet all day",
        busiest_at: "Usually busiest around {{time}}",
      },
      chart: "Occupancy today against the usual",
      actual: "Today",
      expected: "Expected",
      band_low: "Usual range (low)",
      band_high: "Usual range (high)",
      band: "Half of the comparable days fall in the shaded band.",
      range: "Usual range",
      figures: "Hour by hour",
      hour: "Hour",
      basis: {
        count: "days",
        one: "From {{days}} comparable day of the last 8 weeks.",
        other: "From {{days}} comparable days of the last 8 weeks.",
      },
      none: "No expected occupancy yet: no comparable day in the last 8 weeks.",
    },
  },
  fr: {
    expectedOccupancy: {
      summary: {
        quiet_after: "Habituellement calme après {{time}}",
        quiet_all_day: "Habituellement calme toute la journée",
        busiest_at: "Habituellement plus fréquenté vers {{time}}",
      },
      chart: "Fréquentation d’aujourd’hui par rapport à l’habitude",
      actual: "Aujourd’hui",
      expected: "Prévue",
      band_low: "Fourchette habituelle (basse)",
      band_high: "Fourchette habituelle (haute)",
      band: "La moitié des jours comparables se situe dans la bande grisée.",
      range: "Fourchette habituelle",
      figures: "Heure par heure",
      hour: "Heure",
      basis: {
        count: "days",
        one: "D’après {{days}} jour comparable des 8 dernières semaines.",
        other: "D’après {{days}} jours comparables des 8 dernières semaines.",
      },
      none: "Pas encore de fréquentation prévue : aucun jour comparable ces 8 dernières semaines.",
    },
  },
  es: {
    expectedOccupancy: {
      summary: {
        quiet_after: "Normalmente tranquilo a partir de las {{time}}",
        quiet_all_day: "Normalmente tranquilo todo el día",
        busiest_at: "Normalmente más concurrido hacia las {{time}}",
      },
      chart: "Ocupación de hoy frente a lo habitual",
      actual: "Hoy",
      expected: "Prevista",
      band_low: "Rango habitual (bajo)",
      band_high: "Rango habitual (alto)",
      band: "La mitad de los días comparables queda dentro de la banda sombreada.",
      range: "Rango habitual",
      figures: "Hora por hora",
      hour: "Hora",
      basis: {
        count: "days",
        one: "Según {{days}} día comparable de las últimas 8 semanas.",
        other: "Según {{days}} días comparables de las últimas 8 semanas.",
      },
      none: "Aún no hay ocupación prevista: ningún día comparable en las últimas 8 semanas.",
    },
  },
  nl: {
    expectedOccupancy: {
      summary: {
        quiet_after: "Meestal rustig na {{time}}",
        quiet_all_day: "Meestal de hele dag rustig",
        busiest_at: "Meestal het drukst rond {{time}}",
      },
      chart: "Bezetting vandaag tegenover gebruikelijk",
      actual: "Vandaag",
      expected: "Verwacht",
      band_low: "Gebruikelijke marge (laag)",
      band_high: "Gebruikelijke marge (hoog)",
      band: "De helft van de vergelijkbare dagen valt binnen de gearceerde band.",
      range: "Gebruikelijke marge",
      figures: "Per uur",
      hour: "Uur",
      basis: {
        count: "days",
        one: "Op basis van {{days}} vergelijkbare dag uit de laatste 8 weken.",
        other: "Op basis van {{days}} vergelijkbare dagen uit de laatste 8 weken.",
      },
      none: "Nog geen verwachte bezetting: geen vergelijkbare dag in de laatste 8 weken.",
    },
  },
});
