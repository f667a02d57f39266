/**
 * Message ids of the Zoom! Delivered checks beyond the shared form rules (VALIDATION_MESSAGES):
 * worded with the wizard's own messages, which the web loads with the wizard.
 */
export const ZOOM_VALIDATION_MESSAGES = {
  zipFiveDigits: "zoomDelivered.validation.zip_five_digits",
  zipFourDigits: "zoomDelivered.validation.zip_four_digits",
  zipDutch: "zoomDelivered.validation.zip_dutch",
  phoneInvalid: "zoomDelivered.validation.phone_invalid",
  phoneFrance: "zoomDelivered.validation.phone_france",
  phoneSpain: "zoomDelivered.validation.phone_spain",
  phoneNetherlands: "zoomDelivered.validation.phone_netherlands",
  productRepeated: "zoomDelivered.validation.product_repeated",
} as const;

/*
 * The patient's address and phone, by country (the kit ships to a patient in the practice's
 * market). France and Spain write postal codes as 5 digits, the Netherlands as 4 digits and
 * 2 letters ("1012 AB"), Belgium as 4 digits. Phone numbers are national (0 and 9 digits in
 * France and the Netherlands, 9 digits in Spain) or international (+33, +34, +31, +32).
 * Spaces, dots, dashes and brackets are ignored.
 */

interface CountryRule {
  readonly zip: RegExp;
  readonly zipMessage: string;
  readonly phone: RegExp;
  readonly phoneMessage: string;
}

const RULES: Readonly<Record<string, CountryRule>> = {
  FR: { zip: /^\d{5}$/, zipMessage: ZOOM_VALIDATION_MESSAGES.zipFiveDigits, phone: /^(0|\+33|0033)[1-9]\d{8}$/, phoneMessage: ZOOM_VALIDATION_MESSAGES.phoneFrance },
  ES: { zip: /^\d{5}$/, zipMessage: ZOOM_VALIDATION_MESSAGES.zipFiveDigits, phone: /^(\+34|0034)?[6-9]\d{8}$/, phoneMessage: ZOOM_VALIDATION_MESSAGES.phoneSpain },
  NL: { zip: /^[1-9]\d{3} ?[A-Z]{2}$/, zipMessage: ZOOM_VALIDATION_MESSAGES.zipDutch, phone: /^(0|\+31|0031)[1-9]\d{8}$/, phoneMessage: ZOOM_VALIDATION_MESSAGES.phoneNetherlands },
  BE: { zip: /^\d{4}$/, zipMessage: ZOOM_VALIDATION_MESSAGES.zipFourDigits, phone: /^(0|\+32|0032)[1-9]\d{7,8}$/, phoneMessage: ZOOM_VALIDATION_MESSAGES.phoneInvalid },
};

/** Any other country: a plausible international number. */
const ANY_PHONE = /^\+?\d{8,15}$/;

const ruleOf = (country: string): CountryRule | undefined => RULES[country.trim().toUpperCase()];

/** The postal code as it is stored and shown: trimmed, upper case, the Dutch "1012 AB" with its space. */
export const normaliseZip = (country: string, zip: string): string => {
  const text = zip.trim().toUpperCase().replace(/\s+/g, " ");
  const dutch = /^(\d{4}) ?([A-Z]{2})$/.exec(text);
  return country.trim().toUpperCase() === "NL" && dutch !== null ? `${dutch[1]} ${dutch[2]}` : text;
};

/** The digits of a phone number (and its leading +), without spaces, dots, dashes or brackets. */
export const compactPhone = (phone: string): string => phone.trim().replace(/[\s.\-()/]/g, "");

/** The message id of a postal code that does not fit `country`, or null when it does (or the country has no rule). */
export const zipFormatError = (country: string, zip: string): string | null => {
  const rule = ruleOf(country);
  if (rule === undefined) return null;
  return rule.zip.test(normaliseZip(country, zip)) ? null : rule.zipMessage;
};

/** The message id of a phone number that is not one of `country`, or null when it is. */
export const phoneFormatError = (country: string, phone: string): string | null => {
  const rule = ruleOf(country);
  const compact = compactPhone(phone);
  if (rule === undefined) return ANY_PHONE.test(compact) ? null : ZOOM_VALIDATION_MESSAGES.phoneInvalid;
  return rule.phone.test(compact) ? null : rule.phoneMessage;
};
