import { defineMessages } from "../define.ts";

/**
 * Labels only the web's shop screens show (home, listing, product page): control labels,
 * image placeholders, tabs. Its own top-level namespace `webShop` because the catalogue merges
 * feature files shallowly (one file per namespace). Shop texts every adapter shares stay in shop.ts.
 */
export const webShopMessages = defineMessages({
  en: {
    webShop: {
      home: {
        intro: "Choose a category or browse all our products.",
        all_hint: "The whole catalogue",
      },
      image: {
        none: "No picture available",
        of: "Picture of {{name}}",
      },
      quantity: {
        label: "Quantity of {{name}}",
        increase: "Increase the quantity",
        decrease: "Decrease the quantity",
      },
      added: "{{name}} was added to your cart.",
      download_unavailable: "The file is not available yet. Please contact support.",
      download_file: "File: {{file}}",
      download_file_sized: "File: {{file}} ({{size}})",
      retry: "Try again",
      pagination: {
        label: "Pages of the product list",
        page: "Page {{page}} of {{total}}",
      },
      filters: {
        categories: "Filter by category",
      },
      product: {
        not_found: "This product does not exist or is no longer available.",
        back: "Back to all products",
        back_to: "Back to {{name}}",
        reference: "Reference {{ctn}}",
        description: "Description",
        tabs: "Product information",
        no_specifications: "No technical specifications are available for this product.",
        bundle: "Part of the bundle {{name}}",
        view: "View {{name}}",
      },
      bundle: {
        contents: "What is in this bundle",
      },
    },
  },
  fr: {
    webShop: {
      home: {
        intro: "Choisissez une catégorie ou parcourez tous nos produits.",
        all_hint: "Tout le catalogue",
      },
      image: {
        none: "Aucune image disponible",
        of: "Image de {{name}}",
      },
      quantity: {
        label: "Quantité de {{name}}",
        increase: "Augmenter la quantité",
        decrease: "Diminuer la quantité",
      },
      added: "{{name}} a été ajouté à votre panier.",
      download_unavailable: "Le fichier n'est pas encore disponible. Veuillez contacter le support.",
      download_file: "Fichier : {{file}}",
      download_file_sized: "Fichier : {{file}} ({{size}})",
      retry: "Réessayer",
      pagination: {
        label: "Pages de la liste de produits",
        page: "Page {{page}} sur {{total}}",
      },
      filters: {
        categories: "Filtrer par catégorie",
      },
      product: {
        not_found: "Ce produit n'existe pas ou n'est plus disponible.",
        back: "Retour à tous les produits",
        back_to: "Retour à {{name}}",
        reference: "Référence {{ctn}}",
        description: "Description",
        tabs: "Informations sur le produit",
        no_specifications: "Aucune caractéristique technique n'est disponible pour ce produit.",
        bundle: "Fait partie du pack {{name}}",
        view: "Voir {{name}}",
      },
      bundle: {
        contents: "Contenu du pack",
      },
    },
  },
  es: {
    webShop: {
      home: {
        intro: "Elija una categoría o consulte todos nuestros productos.",
        all_hint: "Todo el catálogo",
      },
      image: {
        none: "No hay imagen disponible",
        of: "Imagen de {{name}}",
      },
      quantity: {
        label: "Cantidad de {{name}}",
        increase: "Aumentar la cantidad",
        decrease: "Reducir la cantidad",
      },
      added: "{{name}} se ha añadido a su carrito.",
      download_unavailable: "El archivo aún no está disponible. Póngase en contacto con el servicio de asistencia.",
      download_file: "Archivo: {{file}}",
      download_file_sized: "Archivo: {{file}} ({{size}})",
      retry: "Volver a intentarlo",
      pagination: {
        label: "Páginas de la lista de productos",
        page: "Página {{page}} de {{total}}",
      },
      filters: {
        categories: "Filtrar por categoría",
      },
      product: {
        not_found: "Este producto no existe o ya no está disponible.",
        back: "Volver a todos los productos",
        back_to: "Volver a {{name}}",
        reference: "Referencia {{ctn}}",
        description: "Descripción",
        tabs: "Información del producto",
        no_specifications: "No hay especificaciones técnicas disponibles para este producto.",
        bundle: "Forma parte del pack {{name}}",
        view: "Ver {{name}}",
      },
      bundle: {
        contents: "Contenido del pack",
      },
    },
  },
  nl: {
    webShop: {
      home: {
        intro: "Kies een categorie of bekijk al onze producten.",
        all_hint: "De hele catalogus",
      },
      image: {
        none: "Geen afbeelding beschikbaar",
        of: "Afbeelding van {{name}}",
      },
      quantity: {
        label: "Aantal {{name}}",
        increase: "Aantal verhogen",
        decrease: "Aantal verlagen",
      },
      added: "{{name}} is aan uw winkelwagen toegevoegd.",
      download_unavailable: "Het bestand is nog niet beschikbaar. Neem contact op met support.",
      download_file: "Bestand: {{file}}",
      download_file_sized: "Bestand: {{file}} ({{size}})",
      retry: "Opnieuw proberen",
      pagination: {
        label: "Pagina's van de productlijst",
        page: "Pagina {{page}} van {{total}}",
      },
      filters: {
        categories: "Filteren op categorie",
      },
      product: {
        not_found: "Dit product bestaat niet of is niet meer beschikbaar.",
        back: "Terug naar alle producten",
        back_to: "Terug naar {{name}}",
        reference: "Referentie {{ctn}}",
        description: "Beschrijving",
        tabs: "Productinformatie",
        no_specifications: "Voor dit product zijn geen technische specificaties beschikbaar.",
        bundle: "Onderdeel van het pakket {{name}}",
        view: "{{name}} bekijken",
      },
      bundle: {
        contents: "Inhoud van het pakket",
      },
    },
  },
});
