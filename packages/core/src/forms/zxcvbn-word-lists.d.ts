/*
 * The common-word lists of zxcvbn-ts's language packages, imported file by file
 * (common-passwords.ts): each package's index also brings first names, last names and
 * Wikipedia's words, three times the size, which no bundler leaves out. Each file's default
 * export is its words, most frequent first.
 */

declare module "@zxcvbn-ts/language-fr/dist/commonWords.json.mjs" {
  const words: ReadonlyArray<string>;
  export default words;
}

declare module "@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs" {
  const words: ReadonlyArray<string>;
  export default words;
}

declare module "@zxcvbn-ts/language-nl-be/dist/commonWords.json.esm.js" {
  const words: ReadonlyArray<string>;
  export default words;
}
