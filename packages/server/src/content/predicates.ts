/*
 * The `q` filter language of the content service, as core's `contentFilter` writes it and as
 * the public headless-CMS API it mirrors reads it:
 *
 *   q := "[" filter* "]"            e.g. [[at(document.type, "faq")][any(document.tags, ["a"])]]
 *   filter := "[" name "(" path ("," value)* ")" "]"
 *   value := "string" | number | true | false | "[" (value ("," value)*)? "]"
 *
 * Several filters (and several `q` parameters) are combined with AND. Parsing is pure and
 * reports the first problem with its position, which the 400 answer repeats.
 */

/** The predicates core's client can emit (`contentFilter`). */
export const PREDICATE_NAMES = ["at", "not", "any", "in", "has", "missing", "fulltext"] as const;
export type PredicateName = (typeof PREDICATE_NAMES)[number];

export type PredicateScalar = string | number | boolean;
export type PredicateValue = PredicateScalar | ReadonlyArray<PredicateScalar>;

export interface Predicate {
  readonly name: PredicateName;
  /** `document.type`, `document.tags`, `my.faq.uid`, `my.faq.title`, `document`... */
  readonly path: string;
  readonly values: ReadonlyArray<PredicateValue>;
}

/** Why a `q` could not be read; `position` is the 0-based offset in the text. */
export class PredicateSyntaxError extends Error {
  readonly position: number;
  constructor(message: string, position: number) {
    super(`${message} at ${position}`);
    this.name = "PredicateSyntaxError";
    this.position = position;
  }
}

/** How many values each predicate takes after its path. */
const ARITY: Readonly<Record<PredicateName, number>> = { at: 1, not: 1, any: 1, in: 1, has: 0, missing: 0, fulltext: 1 };
/** Predicates whose one value must be a list. */
const LIST_VALUED: ReadonlySet<PredicateName> = new Set(["any", "in"]);

const isPredicateName = (name: string): name is PredicateName => (PREDICATE_NAMES as ReadonlyArray<string>).includes(name);

/** Parses one `q` parameter into its filters; throws `PredicateSyntaxError`. */
export const parsePredicates = (text: string): ReadonlyArray<Predicate> => {
  const reader = new Reader(text);
  reader.expect("[");
  const predicates: Array<Predicate> = [];
  while (!reader.consume("]")) {
    reader.skipSpace();
    if (reader.atEnd()) reader.fail('expected "]" but the query ended');
    predicates.push(readPredicate(reader));
  }
  reader.skipSpace();
  if (!reader.atEnd()) reader.fail(`unexpected "${reader.peek()}" after the closing bracket`);
  return predicates;
};

const readPredicate = (reader: Reader): Predicate => {
  reader.expect("[");
  const namePosition = reader.position;
  const name = reader.readWord();
  if (!isPredicateName(name)) {
    throw new PredicateSyntaxError(`unknown predicate "${name}" (known: ${PREDICATE_NAMES.join(", ")})`, namePosition);
  }
  reader.expect("(");
  const path = reader.readPath();
  const values: Array<PredicateValue> = [];
  while (reader.consume(",")) values.push(readValue(reader, true));
  reader.expect(")");
  reader.expect("]");
  if (values.length !== ARITY[name]) {
    throw new PredicateSyntaxError(`${name} takes ${ARITY[name] + 1} argument(s), got ${values.length + 1}`, namePosition);
  }
  const [first] = values;
  if (LIST_VALUED.has(name) && !Array.isArray(first)) {
    throw new PredicateSyntaxError(`${name} expects a list of values`, namePosition);
  }
  if (name === "fulltext" && typeof first !== "string") {
    throw new PredicateSyntaxError("fulltext expects a string", namePosition);
  }
  return { name, path, values };
};

const readValue = (reader: Reader, allowList: boolean): PredicateValue => {
  reader.skipSpace();
  const char = reader.peek();
  if (char === "[") {
    if (!allowList) reader.fail("lists cannot be nested");
    reader.expect("[");
    const items: Array<PredicateScalar> = [];
    if (reader.consume("]")) return items;
    do items.push(readValue(reader, false) as PredicateScalar);
    while (reader.consume(","));
    reader.expect("]");
    return items;
  }
  if (char === '"') return reader.readString();
  const start = reader.position;
  const word = reader.readWord();
  if (word === "true") return true;
  if (word === "false") return false;
  if (/^-?\d+(\.\d+)?$/.test(word)) return Number(word);
  throw new PredicateSyntaxError(word === "" ? `unexpected "${char ?? "end of query"}"` : `unexpected value "${word}"`, start);
};

/** A cursor over the query text. Whitespace between tokens is allowed everywhere. */
class Reader {
  readonly text: string;
  position = 0;

  constructor(text: string) {
    this.text = text;
  }

  atEnd(): boolean {
    return this.position >= this.text.length;
  }

  peek(): string | undefined {
    return this.text[this.position];
  }

  skipSpace(): void {
    while (!this.atEnd() && /\s/.test(this.text[this.position]!)) this.position++;
  }

  fail(message: string): never {
    throw new PredicateSyntaxError(message, this.position);
  }

  /** Skips whitespace and consumes `token` when it comes next. */
  consume(token: string): boolean {
    this.skipSpace();
    if (this.text.startsWith(token, this.position)) {
      this.position += token.length;
      return true;
    }
    return false;
  }

  expect(token: string): void {
    if (!this.consume(token)) {
      this.fail(this.atEnd() ? `expected "${token}" but the query ended` : `expected "${token}" but found "${this.peek()}"`);
    }
  }

  /** Letters, digits, `_`, `-`, `.`: predicate names, numbers and literals. */
  readWord(): string {
    this.skipSpace();
    const start = this.position;
    while (!this.atEnd() && /[\w.\-]/.test(this.text[this.position]!)) this.position++;
    return this.text.slice(start, this.position);
  }

  /** A field path: dot-separated names (`my.faq.uid`, `document.tags`, `document`). */
  readPath(): string {
    this.skipSpace();
    const start = this.position;
    const path = this.readWord();
    if (!/^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*$/.test(path)) {
      throw new PredicateSyntaxError(path === "" ? "expected a field path" : `invalid field path "${path}"`, start);
    }
    return path;
  }

  /** A double-quoted string with JSON escapes. */
  readString(): string {
    const start = this.position;
    this.position++;
    while (!this.atEnd()) {
      const char = this.text[this.position]!;
      if (char === "\\") this.position += 2;
      else if (char === '"') {
        this.position++;
        try {
          return JSON.parse(this.text.slice(start, this.position)) as string;
        } catch {
          throw new PredicateSyntaxError("invalid escape in string", start);
        }
      } else this.position++;
    }
    throw new PredicateSyntaxError("unterminated string", start);
  }
}
