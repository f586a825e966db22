/**
 * jest module factory for 'argon2' with the cost parameters turned down (1 MiB, one pass) for
 * suites that send hundreds of well-formed sign-ups, sign-ins and password changes: they test what
 * the server does with input, not the hash's cost (the accounts tests check the real parameters).
 * Verification reads the parameters from the stored hash, so it gets cheap too.
 *
 *   jest.mock('argon2', () => jest.requireActual('./cheap-argon2').cheapArgon2());
 */
export function cheapArgon2(): object {
  const real = jest.requireActual<typeof import('argon2')>('argon2');
  const hash = ((password: string, options: Record<string, unknown> = {}) =>
    real.hash(password, { ...options, memoryCost: 1024, timeCost: 1 })) as typeof real.hash;
  const cheap = { ...real, hash };
  return { __esModule: true, ...cheap, default: cheap };
}
