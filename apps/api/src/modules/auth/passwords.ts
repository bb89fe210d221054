import argon2 from 'argon2';

/** ARCHITECTURE (Security model): passwords are hashed with Argon2id, salted by the library. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same work as checking a real password, for an email nobody registered: the answer then takes
 * as long whether or not the account exists.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await decoyHash, password);
  return false;
}
