/// <reference path="./zxcvbn-word-lists.d.ts" />
import { dictionary } from "@zxcvbn-ts/language-common";
import spanishWords from "@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs";
import frenchWords from "@zxcvbn-ts/language-fr/dist/commonWords.json.mjs";
import dutchWords from "@zxcvbn-ts/language-nl-be/dist/commonWords.json.esm.js";

/*
 * Passwords too easy to guess (password-rules.ts refuses them as new passwords), from
 * zxcvbn-ts's lists: the common passwords of leaked password sets (all 49,000), and the common
 * words of the shop's languages, French, Spanish and Dutch (issue 32 item 9: `motdepasse1`,
 * `wachtwoord1`, `contraseña` passed the first 10,000 common passwords alone). Also the shop's
 * own words: its name, the product line's, and the demo accounts' password (`proshop-demo`).
 *
 * A password is too easy when, lower-cased and without accents, it is on a list; or when it is
 * a listed word with a few digits or symbols around it or between its parts (`Azerty123!`,
 * `mot-de-passe1`): those are the first changes a guesser tries.
 *
 * Its own entry point (`@proshop/core/common-passwords`): the lists are large (the web's chunk
 * is ~550 kB gzipped), so the web loads this module only on the forms that choose a password,
 * after their first paint; the server loads it at start (~0.3 s, ~25 MB).
 */

/** Lower case, without accents: `Contraseña` and `contrasena` are one password. */
const folded = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const listed = new Set([...dictionary["passwords-common"], ...frenchWords, ...spanishWords, ...dutchWords].map(folded));

/** The shop's own words, in any order and number: `proshop`, `ProShop2024!`, `zoom-delivered`. */
const SHOP_WORDS = /^(?:proshop|pro|shop|demo|zoom|delivered)+$/;

/** At most this many digits or symbols may be taken away to find the word a password is made of. */
const FEW_OTHERS = 6;
/** A word shorter than this says little about a password: the rest of it decides. */
const MIN_WORD = 4;

/**
 * The words a password may be made of: itself; without the digits and symbols at its ends
 * (`azerty123` → `azerty`); its letters alone (`mot-de-passe1` → `motdepasse`). The latter two
 * only when few characters were taken away and enough letters are left.
 */
const candidates = (password: string): ReadonlyArray<string> => {
  const whole = folded(password.trim());
  const trimmed = whole.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const letters = whole.replace(/[^\p{L}]/gu, "");
  const ifFewTaken = (word: string) => (whole.length - word.length <= FEW_OTHERS && word.length >= MIN_WORD ? [word] : []);
  return [whole, ...ifFewTaken(trimmed), ...ifFewTaken(letters)];
};

/** True when `password` is a common password or word, or the shop's own words, give or take a few digits and symbols. */
export const isCommonPassword = (password: string): boolean =>
  candidates(password).some((word) => listed.has(word) || SHOP_WORDS.test(word));
