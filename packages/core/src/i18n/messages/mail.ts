import { defineMessages } from "../define.ts";

/**
 * Messages of the e-mails the server sends, in the recipient's language: the password reset
 * link, the registration receipt, and the contact question forwarded to customer service (whose
 * field labels are the contact form's own, `forms.fields.*`). Bodies are plain text; `\n`
 * separates lines.
 */
export const mailMessages = defineMessages({
  en: {
    mail: {
      greeting: "Hello {{name}},",
      password_reset: {
        subject: "Reset your password",
        body: {
          count: "minutes",
          one: "To choose a new password, open this link within {{minutes}} minute:\n{{link}}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.",
          other: "To choose a new password, open this link within {{minutes}} minutes:\n{{link}}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.",
        },
      },
      registration: {
        subject: "Your registration",
        body: "Thank you for registering (customer number {{cust_no}}). We check your professional details and e-mail you once your account is approved; meanwhile you can log in to browse the shop.",
      },
      question: {
        subject: "{{topic}}: question from {{name}} ({{company}})",
        signed_in_user: "Signed-in user",
        not_signed_in: "not signed in",
      },
    },
  },
  fr: {
    mail: {
      greeting: "Bonjour {{name}},",
      password_reset: {
        subject: "Réinitialisez votre mot de passe",
        body: {
          count: "minutes",
          one: "Pour choisir un nouveau mot de passe, ouvrez ce lien d’ici {{minutes}} minute :\n{{link}}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
          other: "Pour choisir un nouveau mot de passe, ouvrez ce lien dans les {{minutes}} minutes :\n{{link}}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
        },
      },
      registration: {
        subject: "Votre inscription",
        body: "Merci pour votre inscription (numéro client {{cust_no}}). Nous vérifions vos informations professionnelles et vous écrirons dès que votre compte sera approuvé ; en attendant, vous pouvez vous connecter pour parcourir la boutique.",
      },
      question: {
        subject: "{{topic}} : question de {{name}} ({{company}})",
        signed_in_user: "Utilisateur connecté",
        not_signed_in: "non connecté",
      },
    },
  },
  es: {
    mail: {
      greeting: "Hola, {{name}}:",
      password_reset: {
        subject: "Restablezca su contraseña",
        body: {
          count: "minutes",
          one: "Para elegir una nueva contraseña, abra este enlace en {{minutes}} minuto como máximo:\n{{link}}\n\nSi no lo ha solicitado, ignore este correo electrónico: su contraseña no cambia.",
          other: "Para elegir una nueva contraseña, abra este enlace en los próximos {{minutes}} minutos:\n{{link}}\n\nSi no lo ha solicitado, ignore este correo electrónico: su contraseña no cambia.",
        },
      },
      registration: {
        subject: "Su registro",
        body: "Gracias por registrarse (número de cliente {{cust_no}}). Comprobamos sus datos profesionales y le escribiremos en cuanto se apruebe su cuenta; mientras tanto, puede iniciar sesión para ver la tienda.",
      },
      question: {
        subject: "{{topic}}: pregunta de {{name}} ({{company}})",
        signed_in_user: "Usuario con sesión iniciada",
        not_signed_in: "sin sesión iniciada",
      },
    },
  },
  nl: {
    mail: {
      greeting: "Beste {{name}},",
      password_reset: {
        subject: "Stel uw wachtwoord opnieuw in",
        body: {
          count: "minutes",
          one: "Open binnen {{minutes}} minuut deze link om een nieuw wachtwoord te kiezen:\n{{link}}\n\nHeeft u hier niet om gevraagd? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.",
          other: "Open binnen {{minutes}} minuten deze link om een nieuw wachtwoord te kiezen:\n{{link}}\n\nHeeft u hier niet om gevraagd? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.",
        },
      },
      registration: {
        subject: "Uw registratie",
        body: "Bedankt voor uw registratie (klantnummer {{cust_no}}). We controleren uw beroepsgegevens en mailen u zodra uw account is goedgekeurd; intussen kunt u inloggen om de winkel te bekijken.",
      },
      question: {
        subject: "{{topic}}: vraag van {{name}} ({{company}})",
        signed_in_user: "Ingelogde gebruiker",
        not_signed_in: "niet ingelogd",
      },
    },
  },
});
