import argon2 from 'argon2';

// A key's secret is 256 random bits: argon2id at a light cost (19 MiB, 2 passes: OWASP's minimum) is plenty, and
// keeps a publication's check cheap on a server that many clubs publish to.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return argon2.hash(secret, OPTIONS);
}

let dummy: Promise<string> | undefined;

/** Verifies a secret against its hash; with no hash (an unknown key), against a hash of nothing, as long. */
export async function verifySecret(hash: string | undefined, secret: string): Promise<boolean> {
  dummy ??= hashSecret(`no-such-key-${Math.random()}`);
  try {
    const ok = await argon2.verify(hash ?? (await dummy), secret);
    return ok && hash !== undefined;
  } catch {
    return false;
  }
}
