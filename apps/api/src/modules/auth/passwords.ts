/** The native Argon2 library, loaded on the first password to hash or check rather than at start. */
let library: Promise<typeof import('argon2')> | undefined;
const argon2 = () => (library ??= import('argon2'));

/** ARCHITECTURE (Security model): passwords are hashed with Argon2id, salted by the library. */
export async function hashPassword(password: string): Promise<string> {
  const { hash, argon2id } = await argon2();
  return hash(password, { type: argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  try {
    return await verify(hash, password);
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
