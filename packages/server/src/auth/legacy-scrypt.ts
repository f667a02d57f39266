import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/*
 * The hashes this server stored before argon2id: `scrypt$<salt b64>$<key b64>` with N=2^14,
 * r=8, p=1 (fixed, not stored). Kept only so those accounts still log in; a successful log-in
 * replaces the hash with argon2id (passwords.ts).
 */

const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;
const PREFIX = "scrypt$";

const derive = (password: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** True when `stored` is a hash of the scrypt format. */
export const isLegacyScryptHash = (stored: string): boolean => stored.startsWith(PREFIX) && stored.split("$").length === 3;

/** True when `password` matches a legacy scrypt hash. */
export const verifyLegacyScrypt = async (password: string, stored: string): Promise<boolean> => {
  const [, saltText = "", keyText = ""] = stored.split("$");
  const expected = Buffer.from(keyText, "base64");
  const actual = await derive(password, Buffer.from(saltText, "base64"));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

/** A hash in the old format (tests of the upgrade make accounts as they were stored before). */
export const legacyScryptHash = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  return `${PREFIX}${salt.toString("base64")}$${(await derive(password, salt)).toString("base64")}`;
};
