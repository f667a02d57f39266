import { LIMIT_CODES, LIMIT_SCOPES, LIMIT_UNITS } from "./limit-codes.ts";
import type { LimitViolation } from "./violation-schema.ts";

/*
 * The server refuses an order call for a cart that breaks a limit with 422 and the violations
 * (`{ error: { code, message, ...first, violations } }`, server orders/refusals.ts). A failed
 * call reaches the machines as the adapter's error (core's `ApiCallFailed`: `status`, `body`);
 * this tells such a refusal from any other failure. WHY no Effect Schema: the cart machine's
 * chunk must not load it (issue 18), so the check is by hand, on what the rules and the words
 * of a violation read.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

const isViolation = (value: unknown): value is LimitViolation => {
  if (!isRecord(value) || !isRecord(value["fix"]) || !isRecord(value["fix"]["params"])) return false;
  const optionalText = (key: string) => value[key] === undefined || typeof value[key] === "string";
  return (
    isOneOf(LIMIT_CODES, value["code"]) &&
    isOneOf(LIMIT_SCOPES, value["scope"]) &&
    isOneOf(LIMIT_UNITS, value["unit"]) &&
    isCount(value["limit"]) &&
    isCount(value["used"]) &&
    isCount(value["requested"]) &&
    isCount(value["remaining"]) &&
    optionalText("part_no") &&
    optionalText("product_name") &&
    typeof value["fix"]["id"] === "string" &&
    Object.values(value["fix"]["params"]).every((param) => typeof param === "string" || isCount(param))
  );
};

/** Only what a violation declares: a refusal's body carries `message` and the like besides. */
const violationOf = (value: LimitViolation): LimitViolation => ({
  code: value.code,
  scope: value.scope,
  limit: value.limit,
  used: value.used,
  requested: value.requested,
  remaining: value.remaining,
  unit: value.unit,
  ...(value.part_no === undefined ? {} : { part_no: value.part_no }),
  ...(value.product_name === undefined ? {} : { product_name: value.product_name }),
  fix: { id: value.fix.id, params: { ...value.fix.params } },
});

/**
 * The limits a failed call was refused for (a 422 whose body lists violations), or null for any
 * other failure (network, server error, another refusal).
 */
export const limitRefusalOf = (error: unknown): LimitViolation[] | null => {
  if (!isRecord(error) || error["status"] !== 422 || !isRecord(error["body"])) return null;
  const detail = error["body"]["error"];
  if (!isRecord(detail) || !Array.isArray(detail["violations"])) return null;
  const violations = detail["violations"];
  return violations.length > 0 && violations.every(isViolation) ? violations.map(violationOf) : null;
};
