import { translator } from "@proshop/core";

/*
 * The texts tests look for come from core's catalogues, like the app's: a reworded message
 * changes both at once. `t(locale)` is core's translator.
 */
export const t = translator;

/** The login form's accessible names in a locale. */
export const loginLabels = (locale: string) => {
  const translate = translator(locale);
  return {
    email: translate("forms.fields.username"),
    password: translate("forms.fields.password"),
    submit: translate("session.login.button"),
  };
};

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An accessible name that begins with `text` (labels of required fields end with " *"). */
export const beginsWith = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}`);
