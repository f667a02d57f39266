import { defineMessages } from "../define.ts";

/**
 * The e-mails about an order (issue 34), in the recipient's language: the confirmation, the
 * shipping notice (with what was shipped when partial), the cancellation, the invoice being
 * available, and Zoom! Delivered's shipping notice to the patient. Plain text: the server escapes
 * them for the HTML part. Parameters: `order_nr`, `company`, `cust_no`, `name`, `carrier`,
 * `number`, `note`, `practice`, `type`.
 */
export const mailOrdersMessages = defineMessages({
  en: {
    orderMail: {
      hello: "Hello,",
      order_number_is: "Order number: {{order_nr}}",
      view_order: "View the order",
      link_label: "Your order online:",
      columns: { product: "Product", quantity: "Quantity", unit_price: "Unit price", discount: "Discount", amount: "Amount", shipped: "Shipped" },
      amounts: { subtotal: "Subtotal", discount: "Discount", shipping: "Shipping", vat: "Of which VAT", total: "Total" },
      delivery_address: "Delivery address",
      payment: "Payment",
      paid_online: "{{type}}, paid online",
      footer: "This is an automatic message about your order. Please do not reply to it.",
      confirmation: {
        subject: "Your order {{order_nr}}",
        intro: "Thank you for your order {{order_nr}} for {{company}}. We have received it and will tell you when it ships.",
        placed_for_you: "{{name}} placed this order for your company.",
        copy: "Your copy: you placed this order for {{company}} (customer number {{cust_no}}).",
        patient_delivery: "The kits ship directly to your patient, as entered in Zoom! Delivered.",
      },
      shipped: {
        subject: "Your order {{order_nr}} has shipped",
        intro: "Your order {{order_nr}} has shipped.",
        partial_intro: "Part of your order {{order_nr}} has shipped; the rest follows.",
        what: "What was shipped",
        tracking: "Carrier: {{carrier}}, tracking number {{number}}",
        track: "Track the parcel",
      },
      canceled: {
        subject: "Your order {{order_nr}} was canceled",
        intro: "Your order {{order_nr}} was canceled: it will not be shipped. If you have a question, please contact our customer service.",
        note: "Reason: {{note}}",
      },
      invoice: {
        subject: "The invoice of your order {{order_nr}}",
        intro: "The invoice of your order {{order_nr}} is available. You can download it from the order once signed in.",
      },
      patient: {
        subject: "Your kit from {{practice}} is on its way",
        intro: "Your dental practice {{practice}} ordered a take-home kit for you. It has shipped.",
        questions: "For any question about your treatment, please contact your practice.",
      },
    },
  },
  fr: {
    orderMail: {
      hello: "Bonjour,",
      order_number_is: "Numéro de commande : {{order_nr}}",
      view_order: "Voir la commande",
      link_label: "Votre commande en ligne :",
      columns: { product: "Produit", quantity: "Quantité", unit_price: "Prix unitaire", discount: "Remise", amount: "Montant", shipped: "Expédié" },
      amounts: { subtotal: "Sous-total", discount: "Remise", shipping: "Livraison", vat: "Dont TVA", total: "Total" },
      delivery_address: "Adresse de livraison",
      payment: "Paiement",
      paid_online: "{{type}}, payé en ligne",
      footer: "Ceci est un message automatique au sujet de votre commande. Merci de ne pas y répondre.",
      confirmation: {
        subject: "Votre commande {{order_nr}}",
        intro: "Merci pour votre commande {{order_nr}} pour {{company}}. Nous l’avons bien reçue et vous préviendrons de son expédition.",
        placed_for_you: "{{name}} a passé cette commande pour votre société.",
        copy: "Votre copie : vous avez passé cette commande pour {{company}} (numéro client {{cust_no}}).",
        patient_delivery: "Les kits sont expédiés directement à votre patient, tel que saisi dans Zoom! Delivered.",
      },
      shipped: {
        subject: "Votre commande {{order_nr}} a été expédiée",
        intro: "Votre commande {{order_nr}} a été expédiée.",
        partial_intro: "Une partie de votre commande {{order_nr}} a été expédiée ; le reste suivra.",
        what: "Articles expédiés",
        tracking: "Transporteur : {{carrier}}, numéro de suivi {{number}}",
        track: "Suivre le colis",
      },
      canceled: {
        subject: "Votre commande {{order_nr}} a été annulée",
        intro: "Votre commande {{order_nr}} a été annulée : elle ne sera pas expédiée. Pour toute question, veuillez contacter notre service client.",
        note: "Motif : {{note}}",
      },
      invoice: {
        subject: "La facture de votre commande {{order_nr}}",
        intro: "La facture de votre commande {{order_nr}} est disponible. Vous pouvez la télécharger depuis la commande, une fois connecté.",
      },
      patient: {
        subject: "Votre kit de la part de {{practice}} est en route",
        intro: "Votre cabinet dentaire {{practice}} vous a commandé un kit à domicile. Il a été expédié.",
        questions: "Pour toute question sur votre traitement, veuillez contacter votre cabinet.",
      },
    },
  },
  es: {
    orderMail: {
      hello: "Hola:",
      order_number_is: "Número de pedido: {{order_nr}}",
      view_order: "Ver el pedido",
      link_label: "Su pedido en línea:",
      columns: { product: "Producto", quantity: "Cantidad", unit_price: "Precio unitario", discount: "Descuento", amount: "Importe", shipped: "Enviado" },
      amounts: { subtotal: "Subtotal", discount: "Descuento", shipping: "Envío", vat: "IVA incluido", total: "Total" },
      delivery_address: "Dirección de entrega",
      payment: "Pago",
      paid_online: "{{type}}, pagado en línea",
      footer: "Este es un mensaje automático sobre su pedido. Le rogamos que no lo responda.",
      confirmation: {
        subject: "Su pedido {{order_nr}}",
        intro: "Gracias por su pedido {{order_nr}} para {{company}}. Lo hemos recibido y le avisaremos cuando se envíe.",
        placed_for_you: "{{name}} ha realizado este pedido para su empresa.",
        copy: "Su copia: usted ha realizado este pedido para {{company}} (número de cliente {{cust_no}}).",
        patient_delivery: "Los kits se envían directamente a su paciente, tal como se indicó en Zoom! Delivered.",
      },
      shipped: {
        subject: "Su pedido {{order_nr}} ha sido enviado",
        intro: "Su pedido {{order_nr}} ha sido enviado.",
        partial_intro: "Se ha enviado una parte de su pedido {{order_nr}}; el resto llegará después.",
        what: "Artículos enviados",
        tracking: "Transportista: {{carrier}}, número de seguimiento {{number}}",
        track: "Seguir el paquete",
      },
      canceled: {
        subject: "Su pedido {{order_nr}} ha sido cancelado",
        intro: "Su pedido {{order_nr}} ha sido cancelado: no se enviará. Si tiene alguna pregunta, póngase en contacto con nuestro servicio de atención al cliente.",
        note: "Motivo: {{note}}",
      },
      invoice: {
        subject: "La factura de su pedido {{order_nr}}",
        intro: "La factura de su pedido {{order_nr}} está disponible. Puede descargarla desde el pedido una vez que haya iniciado sesión.",
      },
      patient: {
        subject: "Su kit de {{practice}} está en camino",
        intro: "Su clínica dental {{practice}} le ha pedido un kit para usar en casa. Ya ha sido enviado.",
        questions: "Para cualquier pregunta sobre su tratamiento, póngase en contacto con su clínica.",
      },
    },
  },
  nl: {
    orderMail: {
      hello: "Beste,",
      order_number_is: "Bestelnummer: {{order_nr}}",
      view_order: "Bestelling bekijken",
      link_label: "Uw bestelling online:",
      columns: { product: "Product", quantity: "Aantal", unit_price: "Stukprijs", discount: "Korting", amount: "Bedrag", shipped: "Verzonden" },
      amounts: { subtotal: "Subtotaal", discount: "Korting", shipping: "Verzending", vat: "Waarvan btw", total: "Totaal" },
      delivery_address: "Afleveradres",
      payment: "Betaling",
      paid_online: "{{type}}, online betaald",
      footer: "Dit is een automatisch bericht over uw bestelling. Gelieve er niet op te antwoorden.",
      confirmation: {
        subject: "Uw bestelling {{order_nr}}",
        intro: "Bedankt voor uw bestelling {{order_nr}} voor {{company}}. We hebben ze ontvangen en laten u weten wanneer ze verzonden is.",
        placed_for_you: "{{name}} heeft deze bestelling voor uw bedrijf geplaatst.",
        copy: "Uw kopie: u hebt deze bestelling geplaatst voor {{company}} (klantnummer {{cust_no}}).",
        patient_delivery: "De kits worden rechtstreeks naar uw patiënt verzonden, zoals ingevuld in Zoom! Delivered.",
      },
      shipped: {
        subject: "Uw bestelling {{order_nr}} is verzonden",
        intro: "Uw bestelling {{order_nr}} is verzonden.",
        partial_intro: "Een deel van uw bestelling {{order_nr}} is verzonden; de rest volgt.",
        what: "Wat verzonden is",
        tracking: "Vervoerder: {{carrier}}, trackingnummer {{number}}",
        track: "Het pakket volgen",
      },
      canceled: {
        subject: "Uw bestelling {{order_nr}} is geannuleerd",
        intro: "Uw bestelling {{order_nr}} is geannuleerd: ze wordt niet verzonden. Hebt u een vraag, neem dan contact op met onze klantenservice.",
        note: "Reden: {{note}}",
      },
      invoice: {
        subject: "De factuur van uw bestelling {{order_nr}}",
        intro: "De factuur van uw bestelling {{order_nr}} is beschikbaar. U kunt ze na het aanmelden bij de bestelling downloaden.",
      },
      patient: {
        subject: "Uw kit van {{practice}} is onderweg",
        intro: "Uw tandartspraktijk {{practice}} heeft een thuiskit voor u besteld. Die is verzonden.",
        questions: "Voor vragen over uw behandeling kunt u terecht bij uw praktijk.",
      },
    },
  },
});
