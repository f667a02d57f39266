import { defineMessages } from "../define.ts";

/** Messages of the checkout feature: steps, shipping and delivery times, payment, order confirmation, thanks page. */
export const checkoutMessages = defineMessages({
  en: {
    checkout: {
      title: "Checkout",
      step_of: "Step {{step}} of {{count}}",
      next: "Continue",
      back: "Back",
      steps: {
        address: "Delivery address",
        shipping: "Shipping",
        payment: "Payment",
        confirmation: "Confirmation",
      },
      address: {
        title: "Where should we deliver?",
        choose: "Choose a delivery address",
        default: "Default address",
        required: "Please choose a delivery address before placing your order.",
      },
      shipping: {
        title: "Choose a shipping method",
        cost: "Shipping: {{amount}}",
        free: "Free shipping",
        standard: { label: "Standard", delivery: "3-7 business days" },
        regular: { label: "Regular", delivery: "2-3 business days" },
        rush: {
          label: "Rush (overnight)",
          delivery: "Next business day if ordered by 2pm ET, otherwise 1-2 business days",
        },
      },
      delivery: {
        on_date: "Expected delivery on {{earliest}}",
        between_dates: "Expected delivery between {{earliest}} and {{latest}}",
      },
      payment: {
        title: "How would you like to pay?",
        method: { cod: "Cash on delivery", online: "Pay online now" },
        type: { creditcard: "Credit card", wallet: "Wallet" },
        resume: {
          title: "Resume your payment",
          creditcard: "Pay by card",
          wallet: "Pay with a wallet",
        },
        processing: "Taking you to the secure payment page…",
        completed: "Payment completed. Thank you!",
        completed_detail: "We have received the payment for order {{order_nr}}.",
        canceled: "Your payment was canceled.",
        canceled_detail:
          "Order {{order_nr}} is waiting for payment. You can resume paying by card or with a wallet.",
        failed:
          "Something went wrong while processing your payment request. Please try again. If the problem persists, contact us via support.",
      },
      order: {
        review: "Check your order",
        place: "Place order",
        placing: "Placing your order…",
        placed: "Your order has been placed.",
        failed: "Your order could not be placed. Please try again in a moment.",
        confirmation_title: "Order confirmation",
        confirmation_text: "Thank you for your order. Your order number is {{order_nr}}.",
        number: "Order number",
      },
      thanks: {
        title: "Thank you for your order!",
        text: "We have received order {{order_nr}}. You will receive a confirmation by e-mail shortly.",
        continue_shopping: "Continue shopping",
        view_orders: "View my orders",
      },
    },
  },
  fr: {
    checkout: {
      title: "Commande",
      step_of: "Étape {{step}} sur {{count}}",
      next: "Continuer",
      back: "Retour",
      steps: {
        address: "Adresse de livraison",
        shipping: "Livraison",
        payment: "Paiement",
        confirmation: "Confirmation",
      },
      address: {
        title: "Où devons-nous livrer ?",
        choose: "Choisissez une adresse de livraison",
        default: "Adresse par défaut",
        required: "Veuillez choisir une adresse de livraison avant de passer votre commande.",
      },
      shipping: {
        title: "Choisissez un mode de livraison",
        cost: "Livraison : {{amount}}",
        free: "Livraison gratuite",
        standard: { label: "Standard", delivery: "2 à 7 jours ouvrés" },
        regular: { label: "Normale", delivery: "2 à 3 jours ouvrés" },
        rush: {
          label: "Express (24 h)",
          delivery:
            "Le jour ouvré suivant pour toute commande passée avant 14 h (heure de l'Est américain), sinon 1 à 2 jours ouvrés",
        },
      },
      delivery: {
        on_date: "Livraison prévue le {{earliest}}",
        between_dates: "Livraison prévue entre le {{earliest}} et le {{latest}}",
      },
      payment: {
        title: "Comment souhaitez-vous payer ?",
        method: { cod: "Paiement à la livraison", online: "Payer en ligne maintenant" },
        type: { creditcard: "Carte de crédit", wallet: "Portefeuille électronique" },
        resume: {
          title: "Reprendre votre paiement",
          creditcard: "Payer par carte",
          wallet: "Payer avec un portefeuille électronique",
        },
        processing: "Redirection vers la page de paiement sécurisé…",
        completed: "Paiement effectué. Merci !",
        completed_detail: "Nous avons bien reçu le paiement de la commande {{order_nr}}.",
        canceled: "Votre paiement a été annulé.",
        canceled_detail:
          "La commande {{order_nr}} est en attente de paiement. Vous pouvez reprendre le paiement par carte ou avec un portefeuille électronique.",
        failed:
          "Une erreur est survenue lors du traitement de votre paiement. Veuillez réessayer. Si le problème persiste, contactez notre support.",
      },
      order: {
        review: "Vérifiez votre commande",
        place: "Passer la commande",
        placing: "Envoi de votre commande…",
        placed: "Votre commande a bien été passée.",
        failed: "Votre commande n'a pas pu être passée. Veuillez réessayer dans un instant.",
        confirmation_title: "Confirmation de commande",
        confirmation_text: "Merci pour votre commande. Votre numéro de commande est le {{order_nr}}.",
        number: "Numéro de commande",
      },
      thanks: {
        title: "Merci pour votre commande !",
        text: "Nous avons bien reçu la commande {{order_nr}}. Vous recevrez prochainement une confirmation par e-mail.",
        continue_shopping: "Continuer mes achats",
        view_orders: "Voir mes commandes",
      },
    },
  },
  es: {
    checkout: {
      title: "Finalizar pedido",
      step_of: "Paso {{step}} de {{count}}",
      next: "Continuar",
      back: "Volver",
      steps: {
        address: "Dirección de entrega",
        shipping: "Envío",
        payment: "Pago",
        confirmation: "Confirmación",
      },
      address: {
        title: "¿Dónde hacemos la entrega?",
        choose: "Elija una dirección de entrega",
        default: "Dirección predeterminada",
        required: "Elija una dirección de entrega antes de realizar el pedido.",
      },
      shipping: {
        title: "Elija un método de envío",
        cost: "Envío: {{amount}}",
        free: "Envío gratuito",
        standard: { label: "Estándar", delivery: "De 3 a 7 días laborables" },
        regular: { label: "Normal", delivery: "De 2 a 3 días laborables" },
        rush: {
          label: "Urgente (24 horas)",
          delivery:
            "El siguiente día laborable si realiza el pedido antes de las 14:00 (hora del este de EE. UU.); si no, de 1 a 2 días laborables",
        },
      },
      delivery: {
        on_date: "Entrega prevista el {{earliest}}",
        between_dates: "Entrega prevista entre el {{earliest}} y el {{latest}}",
      },
      payment: {
        title: "¿Cómo desea pagar?",
        method: { cod: "Pago contra reembolso", online: "Pagar ahora en línea" },
        type: { creditcard: "Tarjeta de crédito", wallet: "Monedero electrónico" },
        resume: {
          title: "Reanudar el pago",
          creditcard: "Pagar con tarjeta",
          wallet: "Pagar con monedero electrónico",
        },
        processing: "Le estamos llevando a la página de pago seguro…",
        completed: "Pago completado. ¡Gracias!",
        completed_detail: "Hemos recibido el pago del pedido {{order_nr}}.",
        canceled: "Su pago se ha cancelado.",
        canceled_detail:
          "El pedido {{order_nr}} está pendiente de pago. Puede reanudar el pago con tarjeta o con un monedero electrónico.",
        failed:
          "Se ha producido un error al procesar su solicitud de pago. Inténtelo de nuevo. Si el problema continúa, póngase en contacto con nuestro servicio de asistencia.",
      },
      order: {
        review: "Revise su pedido",
        place: "Realizar pedido",
        placing: "Enviando su pedido…",
        placed: "Su pedido se ha realizado correctamente.",
        failed: "No se ha podido realizar su pedido. Inténtelo de nuevo dentro de un momento.",
        confirmation_title: "Confirmación del pedido",
        confirmation_text: "Gracias por su pedido. Su número de pedido es {{order_nr}}.",
        number: "Número de pedido",
      },
      thanks: {
        title: "¡Gracias por su pedido!",
        text: "Hemos recibido el pedido {{order_nr}}. En breve recibirá una confirmación por correo electrónico.",
        continue_shopping: "Seguir comprando",
        view_orders: "Ver mis pedidos",
      },
    },
  },
  nl: {
    checkout: {
      title: "Afrekenen",
      step_of: "Stap {{step}} van {{count}}",
      next: "Verder",
      back: "Terug",
      steps: {
        address: "Afleveradres",
        shipping: "Verzending",
        payment: "Betaling",
        confirmation: "Bevestiging",
      },
      address: {
        title: "Waar mogen we leveren?",
        choose: "Kies een afleveradres",
        default: "Standaardadres",
        required: "Kies een afleveradres voordat u de bestelling plaatst.",
      },
      shipping: {
        title: "Kies een verzendmethode",
        cost: "Verzendkosten: {{amount}}",
        free: "Gratis verzending",
        standard: { label: "Standaard", delivery: "2-7 werkdagen" },
        regular: { label: "Normaal", delivery: "2-3 werkdagen" },
        rush: {
          label: "Spoed (volgende dag)",
          delivery: "Volgende werkdag bij bestelling vóór 14.00 uur (Amerikaanse Eastern Time), anders 1-2 werkdagen",
        },
      },
      delivery: {
        on_date: "Verwachte levering op {{earliest}}",
        between_dates: "Verwachte levering tussen {{earliest}} en {{latest}}",
      },
      payment: {
        title: "Hoe wilt u betalen?",
        method: { cod: "Betalen bij levering", online: "Nu online betalen" },
        type: { creditcard: "Creditcard", wallet: "Digitale portemonnee" },
        resume: {
          title: "Uw betaling hervatten",
          creditcard: "Betalen met kaart",
          wallet: "Betalen met digitale portemonnee",
        },
        processing: "U wordt doorgestuurd naar de beveiligde betaalpagina…",
        completed: "Betaling voltooid. Dank u wel!",
        completed_detail: "We hebben de betaling voor bestelling {{order_nr}} ontvangen.",
        canceled: "Uw betaling is geannuleerd.",
        canceled_detail:
          "Bestelling {{order_nr}} wacht op betaling. U kunt de betaling hervatten met een kaart of een digitale portemonnee.",
        failed:
          "Er is iets misgegaan bij het verwerken van uw betaalverzoek. Probeer het opnieuw. Blijft het probleem bestaan, neem dan contact met ons op via support.",
      },
      order: {
        review: "Controleer uw bestelling",
        place: "Bestelling plaatsen",
        placing: "Uw bestelling wordt geplaatst…",
        placed: "Uw bestelling is geplaatst.",
        failed: "Uw bestelling kon niet worden geplaatst. Probeer het zo meteen opnieuw.",
        confirmation_title: "Orderbevestiging",
        confirmation_text: "Bedankt voor uw bestelling. Uw bestelnummer is {{order_nr}}.",
        number: "Bestelnummer",
      },
      thanks: {
        title: "Bedankt voor uw bestelling!",
        text: "We hebben bestelling {{order_nr}} ontvangen. U ontvangt binnenkort een bevestiging per e-mail.",
        continue_shopping: "Verder winkelen",
        view_orders: "Mijn bestellingen bekijken",
      },
    },
  },
});
