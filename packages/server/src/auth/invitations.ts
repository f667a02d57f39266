import { PREFILLED_REGISTER_FIELDS, type PrefillAnswer } from "@proshop/core";
import { signShopToken, verifyShopToken, type ShopTokenKind } from "./tokens.ts";

/*
 * Invitation tokens for POST /auth/prefill (SPEC 7: "token", answer not shown): a link the
 * shop sends a professional it already knows, carrying what the registration form can be
 * prefilled with. Stateless: a JWT signed with the session key under its own audience, so
 * it can never pass as a session token (and a session token never as an invitation).
 */

export const INVITATION_AUDIENCE = "proshop-invitation";
export const INVITATION_TTL_SECONDS = 14 * 24 * 60 * 60;

const INVITATION: ShopTokenKind = { audience: INVITATION_AUDIENCE, ttlSeconds: INVITATION_TTL_SECONDS };

/** Signs an invitation carrying `prefill` (used by tests and back-office tooling). */
export const issueInvitationToken = (key: Uint8Array, prefill: PrefillAnswer, now: Date = new Date()): Promise<string> =>
  signShopToken(key, INVITATION, { claims: { prefill } }, now);

/** The prefill of a valid invitation token (only known text fields are kept), or null. */
export const readInvitationToken = async (key: Uint8Array, token: string, now: Date = new Date()): Promise<PrefillAnswer | null> => {
  const payload = await verifyShopToken(key, token, { audience: INVITATION_AUDIENCE }, now);
  if (payload === null) return null;
  const prefill = (payload["prefill"] ?? {}) as Record<string, unknown>;
  const answer: Record<string, string> = {};
  // Only the fields the registration form takes from an invitation (core's list).
  for (const field of PREFILLED_REGISTER_FIELDS) {
    const value = prefill[field];
    if (typeof value === "string") answer[field] = value;
  }
  return answer as PrefillAnswer;
};
