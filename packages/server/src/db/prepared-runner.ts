import { Column, DrizzleQueryError, getTableName, is, Param, Placeholder, SQL, Subquery } from "drizzle-orm";

/*
 * Runs a drizzle prepared query with the work drizzle repeats on every call done once
 * (issue 18: a quarter of the server's CPU on the order path was drizzle's per-call work):
 * which parameter is a placeholder and how its value is encoded, and each column's decoder,
 * are found when the statement is built; a call fills the values, sends the statement and
 * decodes the row. The statement, its parameters, the driver call and the answers are the ones
 * drizzle's own `execute` makes (node-postgres and PGlite alike; the order tests run every
 * statement on both), errors wrapped the same way.
 *
 * This reads fields of drizzle's prepared queries (`queryString`, `params`, `fields`,
 * `queryConfig`, `rawQueryConfig`, `joinsNotNullableMap`): internal, so a drizzle upgrade is
 * checked by those tests.
 */

interface DriverClient {
  query(...args: unknown[]): Promise<{ rows: unknown[] }>;
}

interface SelectedField {
  readonly path: ReadonlyArray<string>;
  readonly field: unknown;
}

interface PreparedQuery {
  readonly queryString: string;
  readonly params: ReadonlyArray<unknown>;
  readonly fields?: ReadonlyArray<SelectedField>;
  /** Per joined table, whether the join always yields its row (left joins do not). */
  readonly joinsNotNullableMap?: Record<string, boolean>;
  /** Array rows, for mapped fields. node-postgres's carries the text (`{ name, text, ... }`), PGlite's does not. */
  readonly queryConfig: object;
  /** Object rows, when there are no fields (the driver's whole answer is the result). */
  readonly rawQueryConfig: object;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** An `sql` expression's decoder (drizzle keeps it on the SQL object, internal). */
type Decoded = { readonly decoder: Decoder };

/** drizzle's mapResultRow, per field: which decoder reads the column. */
const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
};

/** drizzle's fillPlaceholders, per parameter: its value from a call's values. */
const fillerOf = (param: unknown): ((values: Record<string, unknown>) => unknown) => {
  const valueOf = (name: string, values: Record<string, unknown>): unknown => {
    if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
    return values[name];
  };
  if (is(param, Placeholder)) return (values) => valueOf(param.name, values);
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { name } = param.value;
    return (values) => param.encoder.mapToDriverValue(valueOf(name, values));
  }
  return () => param;
};

/** A selected field as the row mapper uses it: where its value goes, its decoder, and its table when a left join may null it. */
interface FieldPlan {
  readonly path: ReadonlyArray<string>;
  readonly decoder: Decoder;
  /** For a table's column selected as `{ object: { column } }`: the table (drizzle nulls the object when all its columns are). */
  readonly table: string | null;
}

const planOf = ({ path, field }: SelectedField): FieldPlan => ({
  path,
  decoder: decoderOf(field),
  table: path.length === 2 && is(field, Column) ? getTableName(field.table) : null,
});

/** drizzle's mapResultRow with the per-field work done once: nested objects, and a left join's missing row as null. */
const rowMapperOf = (plans: ReadonlyArray<FieldPlan>, joinsNotNullable: Record<string, boolean> | undefined) =>
  (row: ReadonlyArray<unknown>): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    // Per selected object: the table whose columns were all null so far, or false once one was not.
    const nullify: Record<string, string | false> = {};
    plans.forEach((plan, i) => {
      let node = result;
      for (let depth = 0; depth < plan.path.length - 1; depth++) node = (node[plan.path[depth]!] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      const value = (node[plan.path.at(-1)!] = raw === null ? null : plan.decoder.mapFromDriverValue(raw));
      if (joinsNotNullable === undefined || plan.table === null) return;
      const object = plan.path[0]!;
      if (!(object in nullify)) nullify[object] = value === null ? plan.table : false;
      else if (typeof nullify[object] === "string" && nullify[object] !== plan.table) nullify[object] = false;
    });
    for (const [object, table] of Object.entries(nullify)) {
      if (typeof table === "string" && joinsNotNullable?.[table] !== true) result[object] = null;
    }
    return result;
  };

/** The prepared query as a function of (connection, placeholder values). */
export const runnerOf = <Result>(prepared: unknown): ((client: unknown, values: Record<string, unknown>) => Promise<Result>) => {
  const query = prepared as PreparedQuery;
  const fields = query.fields;
  const fillers = query.params.map(fillerOf);
  const config = fields === undefined ? query.rawQueryConfig : query.queryConfig;
  const send = (client: DriverClient, params: unknown[]) =>
    "text" in config ? client.query(config, params) : client.query(query.queryString, params, config);
  const rowOf = rowMapperOf(fields?.map(planOf) ?? [], query.joinsNotNullableMap);
  return async (client, values) => {
    const params = fillers.map((fill) => fill(values));
    let answer: { rows: unknown[] };
    try {
      answer = await send(client as DriverClient, params);
    } catch (error) {
      throw new DrizzleQueryError(query.queryString, params, error as Error);
    }
    return (fields === undefined ? answer : answer.rows.map((row) => rowOf(row as ReadonlyArray<unknown>))) as Result;
  };
};
