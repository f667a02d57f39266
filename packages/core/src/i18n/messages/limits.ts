import { defineMessages } from "../define.ts";

/**
 * Messages of the limits feature: per limit code a title (the cart snackbars of SPEC 8) and a
 * detail, then the fixes, scopes and labels for the CLI's `cart explain`. Parameters: `limit`,
 * `used`, `requested`, `remaining`, `excess` (amounts already formatted as euros), `product`.
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
        detail: "{{product}}: at most {{limit}} units per order line; your cart holds {{used}}.",
      },
      max_per_order_reached: {
        title: "Maximum per order reached",
        detail: "{{product}}: at most {{limit}} units per order, bundles included; your cart holds {{used}}.",
      },
      max_per_year_reached: {
        title: "Maximum per year reached",
        detail: "{{product}}: at most {{limit}} units per calendar year; ordered this year plus your cart: {{used}}.",
      },
      max_order_count_year_reached: {
        title: "Maximum number of orders this year reached",
        detail: "Your organisation can place {{limit}} orders per calendar year and has placed {{used}}.",
      },
      free_items_need_paid_items: {
        title: "A paid product is needed",
        detail: "Free and promotional products can only be ordered together with a paid product.",
      },
      fix: {
        add_at_most_units: "You can add up to {{remaining}} more.",
        no_more_units: "You cannot add more of this product to this order.",
        next_year_product: "You can order this product again next year.",
        remove_units: "Remove {{excess}} unit(s) of {{product}} from your cart.",
        add_at_most_amount: "You can still add products worth up to {{remaining}}.",
        no_more_amount: "Your cart has reached your maximum of {{limit}}: remove a product before adding another.",
        remove_amount: "Remove products worth at least {{excess}} from your cart.",
        next_year: "A new order will be possible next year.",
        add_paid_product: "Add at least one paid product to your cart.",
        none: "Nothing to do.",
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
        detail: "{{product}} : {{limit}} unités maximum par ligne de commande ; votre panier en contient {{used}}.",
      },
      max_per_order_reached: {
        title: "Maximum par commande atteint",
        detail: "{{product}} : {{limit}} unités maximum par commande, lots compris ; votre panier en contient {{used}}.",
      },
      max_per_year_reached: {
        title: "Maximum annuel atteint",
        detail:
          "{{product}} : {{limit}} unités maximum par année civile ; déjà commandées cette année et dans votre panier : {{used}}.",
      },
      max_order_count_year_reached: {
        title: "Nombre maximal de commandes atteint pour cette année",
        detail: "Votre organisation peut passer {{limit}} commandes par année civile et en a déjà passé {{used}}.",
      },
      free_items_need_paid_items: {
        title: "Un produit payant est nécessaire",
        detail: "Les produits gratuits et promotionnels ne peuvent être commandés qu'avec au moins un produit payant.",
      },
      fix: {
        add_at_most_units: "Vous pouvez encore en ajouter {{remaining}} au maximum.",
        no_more_units: "Vous ne pouvez plus ajouter ce produit à cette commande.",
        next_year_product: "Vous pourrez de nouveau commander ce produit l'année prochaine.",
        remove_units: "Retirez {{excess}} unité(s) de {{product}} de votre panier.",
        add_at_most_amount: "Vous pouvez encore ajouter des produits pour {{remaining}} au maximum.",
        no_more_amount: "Votre panier a atteint votre maximum de {{limit}} : retirez un produit avant d'en ajouter un autre.",
        remove_amount: "Retirez de votre panier des produits pour au moins {{excess}}.",
        next_year: "Une nouvelle commande sera possible l'année prochaine.",
        add_paid_product: "Ajoutez au moins un produit payant à votre panier.",
        none: "Aucune action nécessaire.",
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
        detail: "{{product}}: máximo {{limit}} unidades por línea de pedido; su carrito contiene {{used}}.",
      },
      max_per_order_reached: {
        title: "Máximo por pedido alcanzado",
        detail: "{{product}}: máximo {{limit}} unidades por pedido, packs incluidos; su carrito contiene {{used}}.",
      },
      max_per_year_reached: {
        title: "Máximo anual alcanzado",
        detail: "{{product}}: máximo {{limit}} unidades por año natural; pedidas este año más las de su carrito: {{used}}.",
      },
      max_order_count_year_reached: {
        title: "Número máximo de pedidos alcanzado este año",
        detail: "Su organización puede realizar {{limit}} pedidos por año natural y ya ha realizado {{used}}.",
      },
      free_items_need_paid_items: {
        title: "Se necesita un producto de pago",
        detail: "Los productos gratuitos y promocionales solo pueden pedirse junto con un producto de pago.",
      },
      fix: {
        add_at_most_units: "Puede añadir {{remaining}} más como máximo.",
        no_more_units: "No puede añadir más unidades de este producto a este pedido.",
        next_year_product: "Podrá volver a pedir este producto el año que viene.",
        remove_units: "Retire {{excess}} unidad(es) de {{product}} de su carrito.",
        add_at_most_amount: "Todavía puede añadir productos por un valor máximo de {{remaining}}.",
        no_more_amount: "Su carrito ha alcanzado su máximo de {{limit}}: retire un producto antes de añadir otro.",
        remove_amount: "Retire de su carrito productos por un valor mínimo de {{excess}}.",
        next_year: "Podrá realizar un nuevo pedido el año que viene.",
        add_paid_product: "Añada al menos un producto de pago a su carrito.",
        none: "No es necesario hacer nada.",
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
        detail: "{{product}}: maximaal {{limit}} stuks per orderregel; uw winkelwagen bevat er {{used}}.",
      },
      max_per_order_reached: {
        title: "Maximum per bestelling bereikt",
        detail: "{{product}}: maximaal {{limit}} stuks per bestelling, pakketten inbegrepen; uw winkelwagen bevat er {{used}}.",
      },
      max_per_year_reached: {
        title: "Maximum per jaar bereikt",
        detail: "{{product}}: maximaal {{limit}} stuks per kalenderjaar; dit jaar besteld plus in uw winkelwagen: {{used}}.",
      },
      max_order_count_year_reached: {
        title: "Maximaal aantal bestellingen voor dit jaar bereikt",
        detail: "Uw organisatie kan {{limit}} bestellingen per kalenderjaar plaatsen en heeft er al {{used}} geplaatst.",
      },
      free_items_need_paid_items: {
        title: "Een betaald product is nodig",
        detail: "Gratis producten en promotieartikelen kunnen alleen samen met een betaald product worden besteld.",
      },
      fix: {
        add_at_most_units: "U kunt er nog maximaal {{remaining}} toevoegen.",
        no_more_units: "U kunt dit product niet meer aan deze bestelling toevoegen.",
        next_year_product: "U kunt dit product volgend jaar weer bestellen.",
        remove_units: "Verwijder {{excess}} stuks van {{product}} uit uw winkelwagen.",
        add_at_most_amount: "U kunt nog voor maximaal {{remaining}} aan producten toevoegen.",
        no_more_amount: "Uw winkelwagen heeft uw maximum van {{limit}} bereikt: verwijder een product voordat u een ander toevoegt.",
        remove_amount: "Verwijder voor minstens {{excess}} aan producten uit uw winkelwagen.",
        next_year: "Volgend jaar kunt u weer een nieuwe bestelling plaatsen.",
        add_paid_product: "Voeg minstens één betaald product aan uw winkelwagen toe.",
        none: "U hoeft niets te doen.",
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
        exceeded: "Overschreden",
        within: "Binnen de limiet",
      },
    },
  },
});
