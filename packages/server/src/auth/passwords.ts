import type { Options } from "@node-rs/argon2";
import { isLegacyScryptHash, verifyLegacyScrypt } from "./legacy-scrypt.ts";
import { argon2Hash, argon2Verify } from "./password-threads.ts";
import { passwordQueue } from "./password-work.ts";

/*
 * Password hashing with argon2id at OWASP's parameters (m=19 MiB, t=2, p=1) through
 * @node-rs/argon2 (prebuilt native binaries in the npm packages). Stored as a PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`), so the parameters travel with each hash
 * and can be raised later: `needsRehash` tells the log-in to store a fresh hash. Hashes of the
 * scrypt format made before still verify (legacy-scrypt.ts) and are upgraded the same way.
 *
 * Every hash and check waits its turn in the password queue (password-work.ts) and runs in a
 * password thread of lower priority (password-threads.ts).
 */

const ARGON2ID: Options = { algorithm: 2 /* Algorithm.Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** The PHC prefix of a hash made with today's parameters. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

/**
 * A well-formed argon2id hash of a random password nobody knows: checked when the e-mail is
 * unknown or a stored value is malformed, so those refusals cost the same work as a wrong
 * password (no account enumeration by timing), and always fail.
 */
export const DUMMY_PASSWORD_HASH = "$argon2id$v=19$m=19456,t=2,p=1$Q9wM40uVzrLFN3XoGUulXA$COufkofTASJOD6pNQZVpoc7XqrzNiCUJ9ypGVJH933o";

/** The same dummy hash behind a promise (the earlier API of this module). */
export const dummyPasswordHash = (): Promise<string> => Promise.resolve(DUMMY_PASSWORD_HASH);

const normalised = (password: string) => password.normalize("NFC");

/** Hashes a password with a fresh random salt (argon2id, PHC string). */
export const hashPassword = (password: string): Promise<string> => passwordQueue.run(() => argon2Hash(normalised(password), ARGON2ID));

/** argon2 check; a hash the library cannot read is checked against the dummy and fails. */
const verifyArgon2 = async (password: string, stored: string): Promise<boolean> => {
  try {
    return await argon2Verify(stored, normalised(password));
  } catch {
    await argon2Verify(DUMMY_PASSWORD_HASH, normalised(password)).catch(() => false);
    return false;
  }
};

/** True when `password` matches `stored` (argon2 PHC or legacy scrypt). Anything else never matches, after the same work. */
export const verifyPassword = (password: string, stored: string): Promise<boolean> =>
  passwordQueue.run(async () => {
    if (isLegacyScryptHash(stored)) return verifyLegacyScrypt(password, stored);
    if (stored.startsWith("$argon2")) return verifyArgon2(password, stored);
    await verifyArgon2(password, DUMMY_PASSWORD_HASH);
    return false;
  });

/** True when `stored` was not made with today's algorithm and parameters: replace it after a successful log-in. */
export const needsRehash = (stored: string): boolean => !stored.startsWith(CURRENT_PREFIX);

/**
 * Hashes for many accounts at once (the demo seed), one after the other: each gets its own salt,
 * a first start stays quick (~20 ms each) and the password queue never fills.
 */
export const hashPasswordsInTurn = async (passwords: ReadonlyArray<readonly [key: string, password: string]>): Promise<ReadonlyMap<string, string>> => {
  const hashes = new Map<string, string>();
  for (const [key, password] of passwords) hashes.set(key, await hashPassword(password));
  return hashes;
};
