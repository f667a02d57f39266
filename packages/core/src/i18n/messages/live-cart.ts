import { defineMessages } from "../define.ts";

/**
 * Refusals of the live-cart calls (PUT and GET /admin/cart): their ids are the codes the server
 * answers, so the web and the CLI say them in the user's language.
 */
export const liveCartMessages = defineMessages({
  en: {
    liveCart: {
      not_found: "There is no cart to show for this customer.",
      company_mismatch: "This cart belongs to customer {{recorded}}, not to {{cust_no}} for whom you are working.",
      too_many_events: "This cart has too many changes to be kept (at most {{max_events}}).",
      version_stale: "This cart was changed meanwhile: read it again and repeat your change.",
      version_required: "Say which version of this cart you changed (If-Match with its ETag): read it first.",
    },
  },
  fr: {
    liveCart: {
      not_found: "Il n’y a aucun panier à afficher pour ce client.",
      company_mismatch: "Ce panier appartient au client {{recorded}}, et non à {{cust_no}} pour qui vous travaillez.",
      too_many_events: "Ce panier compte trop de modifications pour être conservé (au plus {{max_events}}).",
      version_stale: "Ce panier a été modifié entre-temps : relisez-le et refaites votre modification.",
      version_required: "Indiquez la version de ce panier que vous avez modifiée (If-Match avec son ETag) : lisez-le d’abord.",
    },
  },
  es: {
    liveCart: {
      not_found: "No hay ningún carrito que mostrar para este cliente.",
      company_mismatch: "Este carrito pertenece al cliente {{recorded}}, no a {{cust_no}}, para quien está trabajando.",
      too_many_events: "Este carrito tiene demasiados cambios para conservarlo (como máximo {{max_events}}).",
      version_stale: "Este carrito ha cambiado entretanto: vuelva a leerlo y repita su cambio.",
      version_required: "Indique qué versión de este carrito ha modificado (If-Match con su ETag): léalo primero.",
    },
  },
  nl: {
    liveCart: {
      not_found: "Er is geen winkelwagen om te tonen voor deze klant.",
      company_mismatch: "Deze winkelwagen hoort bij klant {{recorded}}, niet bij {{cust_no}} voor wie u werkt.",
      too_many_events: "Deze winkelwagen heeft te veel wijzigingen om te bewaren (hoogstens {{max_events}}).",
      version_stale: "Deze winkelwagen is intussen gewijzigd: lees hem opnieuw en herhaal uw wijziging.",
      version_required: "Geef aan welke versie van deze winkelwagen u hebt gewijzigd (If-Match met de ETag): lees hem eerst.",
    },
  },
});
