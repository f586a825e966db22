import { createHmac, randomBytes } from 'node:crypto';
import { issueToken, TOKEN_TTL_SECONDS, type TokenKeys, VERIFIED_TOKENS_KEPT, verifyToken } from './tokens';

const now = new Date('2026-11-22T12:00:00Z');
const key = () => new Uint8Array(randomBytes(32));
const keysOf = (signing: Uint8Array, ...previous: Uint8Array[]): TokenKeys => ({
  signing,
  accepted: [signing, ...previous],
});

describe('session tokens (jose, HS256)', () => {
  it('verifies its own token until the expiry, then refuses it', async () => {
    const signing = key();
    const token = await issueToken(signing, 'user-1', 'session-3', now);
    expect(await verifyToken(token, keysOf(signing), now)).toMatchObject({ sub: 'user-1', sid: 'session-3' });
    const justBefore = new Date(now.getTime() + (TOKEN_TTL_SECONDS - 1) * 1000);
    const atExpiry = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
    expect(await verifyToken(token, keysOf(signing), justBefore)).not.toBeNull();
    expect(await verifyToken(token, keysOf(signing), atExpiry)).toBeNull();
  });

  it('keeps honouring the previous secret during a rotation, and stops once it is dropped', async () => {
    const [old, current] = [key(), key()];
    const issuedBefore = await issueToken(old, 'user-1', 's-1', now);
    expect(await verifyToken(issuedBefore, keysOf(current, old), now)).toMatchObject({ sub: 'user-1' });
    expect(await verifyToken(issuedBefore, keysOf(current), now)).toBeNull();
  });

  it('refuses tokens issued before sessions lived on the server: they carry a version, no session id', async () => {
    const signing = key();
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const iat = Math.floor(now.getTime() / 1000);
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'user-1', ver: 0, iat, exp: iat + 60 })}`;
    const legacy = `${body}.${createHmac('sha256', signing).update(body).digest('base64url')}`;
    expect(await verifyToken(legacy, keysOf(signing), now)).toBeNull();
  });

  it('refuses a token without the session claim, and one longer than any it issues', async () => {
    const signing = key();
    const token = await issueToken(signing, 'user-1', 'session-1', now);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    delete claims.sid;
    const sessionless = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const resigned = `${sessionless}.${createHmac('sha256', signing).update(sessionless).digest('base64url')}`;
    expect(await verifyToken(resigned, keysOf(signing), now)).toBeNull();
    expect(await verifyToken(`${token}${'A'.repeat(4096)}`, keysOf(signing), now)).toBeNull();
    expect(signature).not.toBe('');
  });

  describe('verified tokens are remembered', () => {
    const signatureChecks = () => jest.spyOn(globalThis.crypto.subtle, 'verify');
    afterEach(() => jest.restoreAllMocks());

    it('checks a signature once per token, and still refuses the token once it has expired', async () => {
      const keys = keysOf(key());
      const token = await issueToken(keys.signing, 'user-1', 's-3', now);
      const checks = signatureChecks();
      expect(await verifyToken(token, keys, now)).toMatchObject({ sub: 'user-1', sid: 's-3' });
      expect(await verifyToken(token, keys, now)).toMatchObject({ sub: 'user-1', sid: 's-3' });
      expect(checks).toHaveBeenCalledTimes(1);
      const atExpiry = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
      expect(await verifyToken(token, keys, atExpiry)).toBeNull();
    });

    it('remembers nothing that failed, and forgets the oldest token beyond its bound', async () => {
      const keys = keysOf(key());
      const forged = await issueToken(key(), 'user-1', 's-1', now);
      const checks = signatureChecks();
      expect(await verifyToken(forged, keys, now)).toBeNull();
      expect(await verifyToken(forged, keys, now)).toBeNull();
      expect(checks).toHaveBeenCalledTimes(2);

      const first = await issueToken(keys.signing, 'user-0', 's-0', now);
      await verifyToken(first, keys, now);
      for (let index = 1; index <= VERIFIED_TOKENS_KEPT; index += 1) {
        await verifyToken(await issueToken(keys.signing, `user-${index}`, `s-${index}`, now), keys, now);
      }
      checks.mockClear();
      expect(await verifyToken(first, keys, now)).toMatchObject({ sub: 'user-0' });
      expect(checks).toHaveBeenCalledTimes(1);
      // 10,001 tokens signed and verified: 20,000 HMACs through WebCrypto, which runs them on libuv's
      // thread pool. About 5 s alone; over 30 s in a fresh-clone CI run at load 5-6 beside the other worker.
    }, 120_000);
  });
});
