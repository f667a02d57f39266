import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with node:crypto's scrypt (no native add-on, same on every machine).
 *
 * Stored format: `scrypt$<salt base64>$<hash base64>` with N=16384, r=8, p=1, a 16-byte
 * random salt per password and a 64-byte key. The parameters are fixed rather than stored:
 * the seed and every instance share this one file, and a later change would add them to the
 * format (`scrypt$N$r$p$...`) and re-hash on the next successful login.
 */
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = "scrypt";

const derive = (password: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** Hashes a password with a fresh random salt. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt);
  return `${PREFIX}$${salt.toString("base64")}$${key.toString("base64")}`;
};

/**
 * True when `password` matches `stored`. A malformed stored value never matches, but still
 * costs one scrypt run, so a broken row takes as long to refuse as a wrong password.
 */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [prefix, saltText, hashText] = stored.split("$");
  const wellFormed = prefix === PREFIX && saltText !== undefined && hashText !== undefined && stored.split("$").length === 3;
  const salt = wellFormed ? Buffer.from(saltText, "base64") : Buffer.alloc(SALT_LENGTH);
  const expected = wellFormed ? Buffer.from(hashText, "base64") : Buffer.alloc(KEY_LENGTH);
  const actual = await derive(password, salt);
  return wellFormed && expected.length === actual.length && timingSafeEqual(expected, actual);
};

/**
 * A well-formed hash of a password nobody knows (fixed salt and key): checked when the e-mail
 * is unknown, so a log-in with an unknown address does the same scrypt work as one with a
 * known address (no account enumeration by timing), and always fails.
 */
export const DUMMY_PASSWORD_HASH = `${PREFIX}$${Buffer.alloc(SALT_LENGTH).toString("base64")}$${Buffer.alloc(KEY_LENGTH, 1).toString("base64")}`;

/** The same dummy hash behind a promise (the earlier API of this module). */
export const dummyPasswordHash = (): Promise<string> => Promise.resolve(DUMMY_PASSWORD_HASH);
