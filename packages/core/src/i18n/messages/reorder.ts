import { defineMessages } from "../define.ts";

/**
 * The few words of quick ordering (issue 17) that screens other than the quick order page show
 * (the header's link, "Order again" in the order history, "Save as a list" on the cart page),
 * and the saved-list calls' refusals, whose ids are the codes the server answers. The quick
 * order page's own words are in `quick-order.ts`. Parameters: `name`, `max`, `part_no`, `id`.
 */
export const reorderMessages = defineMessages({
  en: {
    reorder: {
      nav: "Quick order",
      order_again: "Order again",
      order_again_named: "Order again: order {{order_nr}}",
      added: {
        count: "units",
        one: "{{units}} item added to your cart.",
        other: "{{units}} items added to your cart.",
      },
      list_deleted: "The list “{{name}}” was deleted.",
      list_restored: "The list “{{name}}” is back.",
      list_not_restored: "The list “{{name}}” could not be put back.",
      save_list: {
        heading: "Save as a list",
        hint: "Your company's users and its representative will find it on the quick order page.",
        name: "List name",
        button: "Save the list",
        saved: "The cart was saved as the list “{{name}}”.",
        failed: "The list could not be saved.",
        name_required: "Give the list a name.",
        name_too_long: {
          count: "max",
          one: "At most {{max}} character.",
          other: "At most {{max}} characters.",
        },
        name_invalid: "The name holds characters that are not allowed.",
      },
    },
    savedList: {
      not_found: "There is no such list for this company.",
      name_taken: "Your company already has a list named “{{name}}”.",
      too_many: {
        count: "max",
        one: "Your company already has {{max}} saved list: delete one first.",
        other: "Your company already has {{max}} saved lists: delete one first.",
      },
      unknown_product: "The product {{part_no}} is not in this company's catalogue.",
    },
  },
  fr: {
    reorder: {
      nav: "Commande rapide",
      order_again: "Commander de nouveau",
      order_again_named: "Commander de nouveau la commande {{order_nr}}",
      added: {
        count: "units",
        one: "{{units}} article ajouté à votre panier.",
        other: "{{units}} articles ajoutés à votre panier.",
      },
      list_deleted: "La liste « {{name}} » a été supprimée.",
      list_restored: "La liste « {{name}} » a été rétablie.",
      list_not_restored: "La liste « {{name}} » n’a pas pu être rétablie.",
      save_list: {
        heading: "Enregistrer comme liste",
        hint: "Les utilisateurs de votre entreprise et son représentant la retrouveront sur la page de commande rapide.",
        name: "Nom de la liste",
        button: "Enregistrer la liste",
        saved: "Le panier a été enregistré comme liste « {{name}} ».",
        failed: "La liste n’a pas pu être enregistrée.",
        name_required: "Donnez un nom à la liste.",
        name_too_long: {
          count: "max",
          one: "{{max}} caractère au plus.",
          other: "{{max}} caractères au plus.",
        },
        name_invalid: "Le nom contient des caractères non autorisés.",
      },
    },
    savedList: {
      not_found: "Cette liste n’existe pas pour cette entreprise.",
      name_taken: "Votre entreprise a déjà une liste nommée « {{name}} ».",
      too_many: {
        count: "max",
        one: "Votre entreprise a déjà {{max}} liste enregistrée : supprimez-en une d’abord.",
        other: "Votre entreprise a déjà {{max}} listes enregistrées : supprimez-en une d’abord.",
      },
      unknown_product: "Le produit {{part_no}} n’est pas dans le catalogue de cette entreprise.",
    },
  },
  es: {
    reorder: {
      nav: "Pedido rápido",
      order_again: "Volver a pedir",
      order_again_named: "Volver a pedir el pedido {{order_nr}}",
      added: {
        count: "units",
        one: "{{units}} artículo añadido a su carrito.",
        other: "{{units}} artículos añadidos a su carrito.",
      },
      list_deleted: "La lista «{{name}}» se ha eliminado.",
      list_restored: "La lista «{{name}}» se ha restablecido.",
      list_not_restored: "No se ha podido restablecer la lista «{{name}}».",
      save_list: {
        heading: "Guardar como lista",
        hint: "Los usuarios de su empresa y su representante la encontrarán en la página de pedido rápido.",
        name: "Nombre de la lista",
        button: "Guardar la lista",
        saved: "El carrito se ha guardado como la lista «{{name}}».",
        failed: "No se ha podido guardar la lista.",
        name_required: "Dé un nombre a la lista.",
        name_too_long: {
          count: "max",
          one: "{{max}} carácter como máximo.",
          other: "{{max}} caracteres como máximo.",
        },
        name_invalid: "El nombre contiene caracteres no permitidos.",
      },
    },
    savedList: {
      not_found: "Esta lista no existe para esta empresa.",
      name_taken: "Su empresa ya tiene una lista llamada «{{name}}».",
      too_many: {
        count: "max",
        one: "Su empresa ya tiene {{max}} lista guardada: elimine una primero.",
        other: "Su empresa ya tiene {{max}} listas guardadas: elimine una primero.",
      },
      unknown_product: "El producto {{part_no}} no está en el catálogo de esta empresa.",
    },
  },
  nl: {
    reorder: {
      nav: "Snel bestellen",
      order_again: "Opnieuw bestellen",
      order_again_named: "Bestelling {{order_nr}} opnieuw bestellen",
      added: {
        count: "units",
        one: "{{units}} artikel aan uw winkelwagen toegevoegd.",
        other: "{{units}} artikelen aan uw winkelwagen toegevoegd.",
      },
      list_deleted: "De lijst ‘{{name}}’ is verwijderd.",
      list_restored: "De lijst ‘{{name}}’ is teruggezet.",
      list_not_restored: "De lijst ‘{{name}}’ kon niet worden teruggezet.",
      save_list: {
        heading: "Als lijst bewaren",
        hint: "De gebruikers van uw bedrijf en zijn vertegenwoordiger vinden hem op de pagina Snel bestellen.",
        name: "Naam van de lijst",
        button: "De lijst bewaren",
        saved: "De winkelwagen is bewaard als de lijst ‘{{name}}’.",
        failed: "De lijst kon niet worden bewaard.",
        name_required: "Geef de lijst een naam.",
        name_too_long: {
          count: "max",
          one: "Hoogstens {{max}} teken.",
          other: "Hoogstens {{max}} tekens.",
        },
        name_invalid: "De naam bevat tekens die niet zijn toegestaan.",
      },
    },
    savedList: {
      not_found: "Deze lijst bestaat niet voor dit bedrijf.",
      name_taken: "Uw bedrijf heeft al een lijst met de naam ‘{{name}}’.",
      too_many: {
        count: "max",
        one: "Uw bedrijf heeft al {{max}} bewaarde lijst: verwijder er eerst een.",
        other: "Uw bedrijf heeft al {{max}} bewaarde lijsten: verwijder er eerst een.",
      },
      unknown_product: "Het product {{part_no}} staat niet in de catalogus van dit bedrijf.",
    },
  },
});
