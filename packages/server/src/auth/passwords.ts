/**
 * Password hashing with node:crypto scrypt (N=16384, r=8, p=1, 64-byte key) and a random
 * 16-byte salt per password. Stored format: `scrypt$<salt base64>$<hash base64>`.
 * Verification compares with timingSafeEqual; `verifyPassword` against DUMMY_PASSWORD_HASH
 * lets a login for an unknown e-mail do the same work as for a known one.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const SCRYPT_OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = "scrypt";

const deriveKey = (password: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** Hashes a password with a fresh salt. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt);
  return `${PREFIX}$${salt.toString("base64")}$${key.toString("base64")}`;
};

/** True when `password` matches `stored`; false for any malformed stored value. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [prefix, saltText, hashText, ...rest] = stored.split("$");
  if (prefix !== PREFIX || saltText === undefined || hashText === undefined || rest.length > 0) return false;
  const salt = Buffer.from(saltText, "base64");
  const expected = Buffer.from(hashText, "base64");
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  const actual = await deriveKey(password, salt);
  return timingSafeEqual(actual, expected);
};

/**
 * A well-formed hash of a password nobody knows (fixed salt, computed once): verifying an
 * unknown account against it costs the same scrypt work as a real check and always fails.
 */
export const DUMMY_PASSWORD_HASH =
  "scrypt$AAAAAAAAAAAAAAAAAAAAAA==$" + Buffer.alloc(KEY_LENGTH, 1).toString("base64");
