import { defineMessages } from "../define.ts";

/**
 * Messages of the limits feature: per limit code a title (the cart snackbars of SPEC 8) and a
 * detail, then the fixes, scopes and labels for the CLI's `cart explain`. Parameters: `limit`,
 * `used`, `requested`, `remaining`, `excess` (amounts already formatted as euros), `product`,
 * `date` (already written as a long date of the locale, e.g. `1 mars 2027`).
 */
export const limitsMessages = defineMessages({
  en: {
    limits: {
      max_order_price_reached: {
        title: "Maximum order amount reached",
        detail: "Your maximum order amount is {{limit}}; your cart comes to {{used}}.",
      },
      max_product_amount_reached: {
        title: "Maximum for this product reached",
        detail: {
          count: "limit",
          one: "{{product}}: at most {{limit}} unit per order line; your cart holds {{used}}.",
          other: "{{product}}: at most {{limit}} units per order line; your cart holds {{used}}.",
        },
      },
      max_per_order_reached: {
        title: "Maximum per order reached",
        detail: {
          count: "limit",
          one: "{{product}}: at most {{limit}} unit per order, bundles included; your cart holds {{used}}.",
          other: "{{product}}: at most {{limit}} units per order, bundles included; your cart holds {{used}}.",
        },
      },
      max_per_year_reached: {
        title: "Maximum per year reached",
        detail: {
          count: "limit",
          one: "{{product}}: at most {{limit}} unit per calendar year; ordered this year plus your cart: {{used}}.",
          other: "{{product}}: at most {{limit}} units per calendar year; ordered this year plus your cart: {{used}}.",
        },
      },
      max_order_count_year_reached: {
        title: "Maximum number of orders this year reached",
        detail: {
          count: "limit",
          one: "Your organisation can place {{limit}} order per calendar year and has placed {{used}}.",
          other: "Your organisation can place {{limit}} orders per calendar year and has placed {{used}}.",
        },
      },
      free_items_need_paid_items: {
        title: "A paid product is needed",
        detail: "Free and promotional products can only be ordered together with a paid product.",
      },
      license_refused: {
        title: "Licence refused",
        detail: "The licence of {{company}} was refused: no product can be ordered for it.",
      },
      product_incomplete: {
        title: "Product temporarily unavailable",
        detail: "{{product}} is being updated in our catalogue and cannot be ordered at the moment.",
      },
      product_download_only: {
        title: "Available as a download only",
        detail: "{{product}} is educational material to download: it is not shipped and cannot be ordered.",
      },
      product_not_available_online: {
        title: "Not available online",
        detail: "{{product}} cannot be ordered in the online shop.",
      },
      product_not_available_yet: {
        title: "Not available yet",
        detail: "{{product}} is coming soon.",
      },
      product_out_of_stock: {
        title: "Out of stock",
        detail: "{{product}} is out of stock at the moment.",
      },
      bundle_full: {
        title: "Bundle full",
        detail: {
          count: "limit",
          one: "This bundle holds at most {{limit}} item and already holds {{used}}.",
          other: "This bundle holds at most {{limit}} items and already holds {{used}}.",
        },
      },
      requested: {
        cents: "This change would add {{requested}}.",
        units: "This change asks for {{requested}} more.",
        orders: {
          count: "requested",
          one: "This would be {{requested}} more order.",
          other: "This would be {{requested}} more orders.",
        },
      },
      fix: {
        add_at_most_units: "You can add up to {{remaining}} more.",
        no_more_units: "You cannot add more of this product to this order.",
        next_year_product: "You can order this product again next year.",
        remove_units: {
          count: "excess",
          one: "Remove {{excess}} unit of {{product}} from your cart.",
          other: "Remove {{excess}} units of {{product}} from your cart.",
        },
        add_at_most_amount: "You can still add products worth up to {{remaining}}.",
        no_more_amount: "Your cart has reached your maximum of {{limit}}: remove a product before adding another.",
        remove_amount: "Remove products worth at least {{excess}} from your cart.",
        next_year: "A new order will be possible next year.",
        add_paid_product: "Add at least one paid product to your cart.",
        license_refused: "Contact customer service if you think this is a mistake.",
        none: "Nothing to do.",
        check_back_later: "Please try again later, or contact customer service.",
        download_from_product_page: "You can download it from the product page.",
        order_offline: "Contact customer service or your sales representative to order it.",
        order_from_date: "You can order it from {{date}}.",
        remove_product: "Remove {{product}} from your cart to continue.",
        remove_product_until: "Remove {{product}} from your cart for now; you can order it from {{date}}.",
        bundle_complete: "The bundle is complete: remove one of its items to choose another.",
        remove_bundle_items: {
          count: "excess",
          one: "Remove {{excess}} item from this bundle.",
          other: "Remove {{excess}} items from this bundle.",
        },
      },
      scope: {
        product: "Product",
        order: "Order",
        user: "Your account",
        organisation: "Your organisation",
      },
      label: {
        scope: "Applies to",
        limit: "Limit",
        used: "Used",
        remaining: "Remaining",
        fix: "What to do",
        fix_line: "What to do: {{fix}}",
        exceeded: "Exceeded",
        within: "Within the limit",
      },
    },
  },
  fr: {
    limits: {
      max_order_price_reached: {
        title: "Montant maximal de commande atteint",
        detail: "Votre montant maximal de commande est de {{limit}} ; votre panier s'élève à {{used}}.",
      },
      max_product_amount_reached: {
        title: "Quantité maximale atteinte pour ce produit",
        detail: {
          count: "limit",
          one: "{{product}} : {{limit}} unité maximum par ligne de commande ; votre panier en contient {{used}}.",
          other: "{{product}} : {{limit}} unités maximum par ligne de commande ; votre panier en contient {{used}}.",
        },
      },
      max_per_order_reached: {
        title: "Maximum par commande atteint",
        detail: {
          count: "limit",
          one: "{{product}} : {{limit}} unité maximum par commande, lots compris ; votre panier en contient {{used}}.",
          other: "{{product}} : {{limit}} unités maximum par commande, lots compris ; votre panier en contient {{used}}.",
        },
      },
      max_per_year_reached: {
        title: "Maximum annuel atteint",
        detail: {
          count: "limit",
          one: "{{product}} : {{limit}} unité maximum par année civile ; déjà commandées cette année et dans votre panier : {{used}}.",
          other: "{{product}} : {{limit}} unités maximum par année civile ; déjà commandées cette année et dans votre panier : {{used}}.",
        },
      },
      max_order_count_year_reached: {
        title: "Nombre maximal de commandes atteint pour cette année",
        detail: {
          count: "limit",
          one: "Votre organisation peut passer {{limit}} commande par année civile et en a déjà passé {{used}}.",
          other: "Votre organisation peut passer {{limit}} commandes par année civile et en a déjà passé {{used}}.",
        },
      },
      free_items_need_paid_items: {
        title: "Un produit payant est nécessaire",
        detail: "Les produits gratuits et promotionnels ne peuvent être commandés qu'avec au moins un produit payant.",
      },
      license_refused: {
        title: "Licence refusée",
        detail: "La licence de {{company}} a été refusée : aucun produit ne peut être commandé pour elle.",
      },
      product_incomplete: {
        title: "Produit momentanément indisponible",
        detail: "{{product}} est en cours de mise à jour dans notre catalogue et ne peut pas être commandé pour le moment.",
      },
      product_download_only: {
        title: "Disponible uniquement en téléchargement",
        detail: "{{product}} est un support pédagogique à télécharger : il n'est pas expédié et ne peut pas être commandé.",
      },
      product_not_available_online: {
        title: "Non disponible en ligne",
        detail: "{{product}} ne peut pas être commandé sur la boutique en ligne.",
      },
      product_not_available_yet: {
        title: "Pas encore disponible",
        detail: "{{product}} sortira prochainement.",
      },
      product_out_of_stock: {
        title: "En rupture de stock",
        detail: "{{product}} est actuellement en rupture de stock.",
      },
      bundle_full: {
        title: "Lot complet",
        detail: {
          count: "limit",
          one: "Ce lot contient au maximum {{limit}} article et en contient déjà {{used}}.",
          other: "Ce lot contient au maximum {{limit}} articles et en contient déjà {{used}}.",
        },
      },
      requested: {
        cents: "Cette modification ajouterait {{requested}}.",
        units: "Cette modification en demande {{requested}} de plus.",
        orders: {
          count: "requested",
          one: "Cela ferait {{requested}} commande de plus.",
          other: "Cela ferait {{requested}} commandes de plus.",
        },
      },
      fix: {
        add_at_most_units: "Vous pouvez encore en ajouter {{remaining}} au maximum.",
        no_more_units: "Vous ne pouvez plus ajouter ce produit à cette commande.",
        next_year_product: "Vous pourrez de nouveau commander ce produit l'année prochaine.",
        remove_units: {
          count: "excess",
          one: "Retirez {{excess}} unité de {{product}} de votre panier.",
          other: "Retirez {{excess}} unités de {{product}} de votre panier.",
        },
        add_at_most_amount: "Vous pouvez encore ajouter des produits pour {{remaining}} au maximum.",
        no_more_amount: "Votre panier a atteint votre maximum de {{limit}} : retirez un produit avant d'en ajouter un autre.",
        remove_amount: "Retirez de votre panier des produits pour au moins {{excess}}.",
        next_year: "Une nouvelle commande sera possible l'année prochaine.",
        add_paid_product: "Ajoutez au moins un produit payant à votre panier.",
        license_refused: "Contactez le service client si vous pensez qu'il s'agit d'une erreur.",
        none: "Aucune action nécessaire.",
        check_back_later: "Veuillez réessayer plus tard ou contacter le service client.",
        download_from_product_page: "Vous pouvez le télécharger depuis la fiche produit.",
        order_offline: "Contactez le service client ou votre délégué commercial pour le commander.",
        order_from_date: "Vous pourrez le commander à partir du {{date}}.",
        remove_product: "Retirez {{product}} de votre panier pour continuer.",
        remove_product_until: "Retirez {{product}} de votre panier pour le moment ; vous pourrez le commander à partir du {{date}}.",
        bundle_complete: "Le lot est complet : retirez-en un article pour en choisir un autre.",
        remove_bundle_items: {
          count: "excess",
          one: "Retirez {{excess}} article de ce lot.",
          other: "Retirez {{excess}} articles de ce lot.",
        },
      },
      scope: {
        product: "Produit",
        order: "Commande",
        user: "Votre compte",
        organisation: "Votre organisation",
      },
      label: {
        scope: "S'applique à",
        limit: "Limite",
        used: "Utilisé",
        remaining: "Restant",
        fix: "Que faire",
        fix_line: "Que faire : {{fix}}",
        exceeded: "Dépassé",
        within: "Dans la limite",
      },
    },
  },
  es: {
    limits: {
      max_order_price_reached: {
        title: "Importe máximo de pedido alcanzado",
        detail: "Su importe máximo de pedido es de {{limit}}; su carrito asciende a {{used}}.",
      },
      max_product_amount_reached: {
        title: "Cantidad máxima alcanzada para este producto",
        detail: {
          count: "limit",
          one: "{{product}}: máximo {{limit}} unidad por línea de pedido; su carrito contiene {{used}}.",
          other: "{{product}}: máximo {{limit}} unidades por línea de pedido; su carrito contiene {{used}}.",
        },
      },
      max_per_order_reached: {
        title: "Máximo por pedido alcanzado",
        detail: {
          count: "limit",
          one: "{{product}}: máximo {{limit}} unidad por pedido, packs incluidos; su carrito contiene {{used}}.",
          other: "{{product}}: máximo {{limit}} unidades por pedido, packs incluidos; su carrito contiene {{used}}.",
        },
      },
      max_per_year_reached: {
        title: "Máximo anual alcanzado",
        detail: {
          count: "limit",
          one: "{{product}}: máximo {{limit}} unidad por año natural; pedidas este año más las de su carrito: {{used}}.",
          other: "{{product}}: máximo {{limit}} unidades por año natural; pedidas este año más las de su carrito: {{used}}.",
        },
      },
      max_order_count_year_reached: {
        title: "Número máximo de pedidos alcanzado este año",
        detail: {
          count: "limit",
          one: "Su organización puede realizar {{limit}} pedido por año natural y ya ha realizado {{used}}.",
          other: "Su organización puede realizar {{limit}} pedidos por año natural y ya ha realizado {{used}}.",
        },
      },
      free_items_need_paid_items: {
        title: "Se necesita un producto de pago",
        detail: "Los productos gratuitos y promocionales solo pueden pedirse junto con un producto de pago.",
      },
      license_refused: {
        title: "Licencia rechazada",
        detail: "La licencia de {{company}} ha sido rechazada: no se puede pedir ningún producto para ella.",
      },
      product_incomplete: {
        title: "Producto no disponible temporalmente",
        detail: "{{product}} se está actualizando en nuestro catálogo y no se puede pedir en este momento.",
      },
      product_download_only: {
        title: "Disponible solo para descarga",
        detail: "{{product}} es material formativo descargable: no se envía y no se puede pedir.",
      },
      product_not_available_online: {
        title: "No disponible en línea",
        detail: "{{product}} no se puede pedir en la tienda en línea.",
      },
      product_not_available_yet: {
        title: "Todavía no disponible",
        detail: "{{product}} saldrá a la venta próximamente.",
      },
      product_out_of_stock: {
        title: "Agotado",
        detail: "{{product}} está agotado en este momento.",
      },
      bundle_full: {
        title: "Pack completo",
        detail: {
          count: "limit",
          one: "Este pack admite como máximo {{limit}} artículo y ya contiene {{used}}.",
          other: "Este pack admite como máximo {{limit}} artículos y ya contiene {{used}}.",
        },
      },
      requested: {
        cents: "Este cambio añadiría {{requested}}.",
        units: "Este cambio pide {{requested}} más.",
        orders: {
          count: "requested",
          one: "Sería {{requested}} pedido más.",
          other: "Serían {{requested}} pedidos más.",
        },
      },
      fix: {
        add_at_most_units: "Puede añadir {{remaining}} más como máximo.",
        no_more_units: "No puede añadir más unidades de este producto a este pedido.",
        next_year_product: "Podrá volver a pedir este producto el año que viene.",
        remove_units: {
          count: "excess",
          one: "Retire {{excess}} unidad de {{product}} de su carrito.",
          other: "Retire {{excess}} unidades de {{product}} de su carrito.",
        },
        add_at_most_amount: "Todavía puede añadir productos por un valor máximo de {{remaining}}.",
        no_more_amount: "Su carrito ha alcanzado su máximo de {{limit}}: retire un producto antes de añadir otro.",
        remove_amount: "Retire de su carrito productos por un valor mínimo de {{excess}}.",
        next_year: "Podrá realizar un nuevo pedido el año que viene.",
        add_paid_product: "Añada al menos un producto de pago a su carrito.",
        license_refused: "Póngase en contacto con el servicio de atención al cliente si cree que se trata de un error.",
        none: "No es necesario hacer nada.",
        check_back_later: "Inténtelo de nuevo más tarde o póngase en contacto con el servicio de atención al cliente.",
        download_from_product_page: "Puede descargarlo desde la ficha del producto.",
        order_offline: "Póngase en contacto con el servicio de atención al cliente o con su representante comercial para pedirlo.",
        order_from_date: "Podrá pedirlo a partir del {{date}}.",
        remove_product: "Retire {{product}} de su carrito para continuar.",
        remove_product_until: "Retire {{product}} de su carrito por ahora; podrá pedirlo a partir del {{date}}.",
        bundle_complete: "El pack está completo: retire uno de sus artículos para elegir otro.",
        remove_bundle_items: {
          count: "excess",
          one: "Retire {{excess}} artículo de este pack.",
          other: "Retire {{excess}} artículos de este pack.",
        },
      },
      scope: {
        product: "Producto",
        order: "Pedido",
        user: "Su cuenta",
        organisation: "Su organización",
      },
      label: {
        scope: "Se aplica a",
        limit: "Límite",
        used: "Utilizado",
        remaining: "Restante",
        fix: "Qué hacer",
        fix_line: "Qué hacer: {{fix}}",
        exceeded: "Superado",
        within: "Dentro del límite",
      },
    },
  },
  nl: {
    limits: {
      max_order_price_reached: {
        title: "Maximaal bestelbedrag bereikt",
        detail: "Uw maximale bestelbedrag is {{limit}}; uw winkelwagen komt op {{used}}.",
      },
      max_product_amount_reached: {
        title: "Maximum voor dit product bereikt",
        detail: {
          count: "limit",
          one: "{{product}}: maximaal {{limit}} stuk per orderregel; uw winkelwagen bevat er {{used}}.",
          other: "{{product}}: maximaal {{limit}} stuks per orderregel; uw winkelwagen bevat er {{used}}.",
        },
      },
      max_per_order_reached: {
        title: "Maximum per bestelling bereikt",
        detail: {
          count: "limit",
          one: "{{product}}: maximaal {{limit}} stuk per bestelling, pakketten inbegrepen; uw winkelwagen bevat er {{used}}.",
          other: "{{product}}: maximaal {{limit}} stuks per bestelling, pakketten inbegrepen; uw winkelwagen bevat er {{used}}.",
        },
      },
      max_per_year_reached: {
        title: "Maximum per jaar bereikt",
        detail: {
          count: "limit",
          one: "{{product}}: maximaal {{limit}} stuk per kalenderjaar; dit jaar besteld plus in uw winkelwagen: {{used}}.",
          other: "{{product}}: maximaal {{limit}} stuks per kalenderjaar; dit jaar besteld plus in uw winkelwagen: {{used}}.",
        },
      },
      max_order_count_year_reached: {
        title: "Maximaal aantal bestellingen voor dit jaar bereikt",
        detail: {
          count: "limit",
          one: "Uw organisatie kan {{limit}} bestelling per kalenderjaar plaatsen en heeft er al {{used}} geplaatst.",
          other: "Uw organisatie kan {{limit}} bestellingen per kalenderjaar plaatsen en heeft er al {{used}} geplaatst.",
        },
      },
      free_items_need_paid_items: {
        title: "Een betaald product is nodig",
        detail: "Gratis producten en promotieartikelen kunnen alleen samen met een betaald product worden besteld.",
      },
      license_refused: {
        title: "Licentie geweigerd",
        detail: "De licentie van {{company}} is geweigerd: er kan geen enkel product voor worden besteld.",
      },
      product_incomplete: {
        title: "Product tijdelijk niet beschikbaar",
        detail: "{{product}} wordt in onze catalogus bijgewerkt en kan op dit moment niet worden besteld.",
      },
      product_download_only: {
        title: "Alleen als download beschikbaar",
        detail: "{{product}} is educatief materiaal om te downloaden: het wordt niet verzonden en kan niet worden besteld.",
      },
      product_not_available_online: {
        title: "Niet online verkrijgbaar",
        detail: "{{product}} kan niet in de webshop worden besteld.",
      },
      product_not_available_yet: {
        title: "Nog niet beschikbaar",
        detail: "{{product}} komt binnenkort in de verkoop.",
      },
      product_out_of_stock: {
        title: "Niet op voorraad",
        detail: "{{product}} is momenteel niet op voorraad.",
      },
      bundle_full: {
        title: "Pakket vol",
        detail: {
          count: "limit",
          one: "Dit pakket bevat maximaal {{limit}} artikel en bevat er al {{used}}.",
          other: "Dit pakket bevat maximaal {{limit}} artikelen en bevat er al {{used}}.",
        },
      },
      requested: {
        cents: "Deze wijziging zou {{requested}} toevoegen.",
        units: "Deze wijziging vraagt er {{requested}} meer.",
        orders: {
          count: "requested",
          one: "Dat zou {{requested}} bestelling meer zijn.",
          other: "Dat zouden {{requested}} bestellingen meer zijn.",
        },
      },
      fix: {
        add_at_most_units: "U kunt er nog maximaal {{remaining}} toevoegen.",
        no_more_units: "U kunt dit product niet meer aan deze bestelling toevoegen.",
        next_year_product: "U kunt dit product volgend jaar weer bestellen.",
        remove_units: {
          count: "excess",
          one: "Verwijder {{excess}} stuk van {{product}} uit uw winkelwagen.",
          other: "Verwijder {{excess}} stuks van {{product}} uit uw winkelwagen.",
        },
        add_at_most_amount: "U kunt nog voor maximaal {{remaining}} aan producten toevoegen.",
        no_more_amount: "Uw winkelwagen heeft uw maximum van {{limit}} bereikt: verwijder een product voordat u een ander toevoegt.",
        remove_amount: "Verwijder voor minstens {{excess}} aan producten uit uw winkelwagen.",
        next_year: "Volgend jaar kunt u weer een nieuwe bestelling plaatsen.",
        add_paid_product: "Voeg minstens één betaald product aan uw winkelwagen toe.",
        license_refused: "Neem contact op met de klantenservice als u denkt dat dit een vergissing is.",
        none: "U hoeft niets te doen.",
        check_back_later: "Probeer het later opnieuw of neem contact op met de klantenservice.",
        download_from_product_page: "U kunt het downloaden via de productpagina.",
        order_offline: "Neem contact op met de klantenservice of uw vertegenwoordiger om het te bestellen.",
        order_from_date: "U kunt het vanaf {{date}} bestellen.",
        remove_product: "Verwijder {{product}} uit uw winkelwagen om verder te gaan.",
        remove_product_until: "Verwijder {{product}} voorlopig uit uw winkelwagen; vanaf {{date}} kunt u het bestellen.",
        bundle_complete: "Het pakket is compleet: verwijder er een artikel uit om een ander te kiezen.",
        remove_bundle_items: {
          count: "excess",
          one: "Verwijder {{excess}} artikel uit dit pakket.",
          other: "Verwijder {{excess}} artikelen uit dit pakket.",
        },
      },
      scope: {
        product: "Product",
        order: "Bestelling",
        user: "Uw account",
        organisation: "Uw organisatie",
      },
      label: {
        scope: "Geldt voor",
        limit: "Limiet",
        used: "Gebruikt",
        remaining: "Resterend",
        fix: "Wat te doen",
        fix_line: "Wat te doen: {{fix}}",
        exceeded: "Overschreden",
        within: "Binnen de limiet",
      },
    },
  },
});
