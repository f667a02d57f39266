import type { StoredContentDocument } from "../document.ts";

/* Small content repositories for the content service's tests. */

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n, 9, 30, 0));

export const storedDocument = (overrides: Partial<StoredContentDocument> & Pick<StoredContentDocument, "id">): StoredContentDocument => ({
  uid: overrides.id,
  type: "faq",
  lang: "fr-fr",
  tags: [],
  data: {},
  firstPublicationDate: day(0),
  lastPublicationDate: day(0),
  ...overrides,
});

/** FAQ entries in three languages (same uid across languages) and two bundle texts. */
export const sampleDocuments: ReadonlyArray<StoredContentDocument> = [
  storedDocument({
    id: "faq-login-fr",
    uid: "login",
    tags: ["faq", "authentication"],
    data: { title: "Comment me connecter ?", body: "<p>Utilisez votre <strong>adresse e-mail</strong> et votre mot de passe.</p>", subject: "authentication", rank: 2 },
    firstPublicationDate: day(1),
    lastPublicationDate: day(5),
  }),
  storedDocument({
    id: "faq-login-nl",
    uid: "login",
    lang: "nl-nl",
    tags: ["faq", "authentication"],
    data: { title: "Hoe log ik in?", body: "<p>Gebruik uw e-mailadres en wachtwoord.</p>", subject: "authentication", rank: 2 },
    firstPublicationDate: day(1),
  }),
  storedDocument({
    id: "faq-login-es",
    uid: "login",
    lang: "es-es",
    tags: ["faq", "authentication"],
    data: { title: "¿Cómo inicio sesión?", body: "<p>Use su correo electrónico y su contraseña.</p>", subject: "authentication", rank: 2 },
    firstPublicationDate: day(1),
  }),
  storedDocument({
    id: "faq-delivery-fr",
    uid: "delivery-times",
    tags: ["faq", "delivery"],
    data: { title: "Délais de livraison", body: "<p>Livraison en 2 à 7 jours ouvrés, crème &amp; tire-lait compris.</p>", subject: "delivery", rank: 1 },
    firstPublicationDate: day(2),
    lastPublicationDate: day(3),
  }),
  storedDocument({
    id: "faq-payment-fr",
    uid: "payment",
    tags: ["faq", "payment"],
    data: { title: "Moyens de paiement", body: "<p>Carte ou portefeuille électronique.</p>", subject: "payment" },
    firstPublicationDate: day(3),
  }),
  storedDocument({
    id: "bundle-starter-fr",
    uid: "starter-kit",
    type: "bundle",
    tags: ["bundle"],
    data: { title: "Kit de démarrage", body: "<p>Tire-lait, biberons et coussinets.</p>", subject: "PKG-STARTER", video: "" },
    firstPublicationDate: day(4),
  }),
];
