import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id at OWASP's recommended minimum (m = 19 MiB, t = 2, p = 1): one hash costs tens of
 * milliseconds, which makes offline guessing expensive without slowing sign-in noticeably.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the throwaway hash ahead of time, so even the first unknown-email sign-in costs one verification. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * Verifies against a throwaway hash when no account matches, so an unknown email costs the same
 * argon2 work as a wrong password and response timing does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
