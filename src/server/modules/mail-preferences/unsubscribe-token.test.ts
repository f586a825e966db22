import { issueToken, type TokenKeys } from '../auth';
import { issueUnsubscribeToken, readUnsubscribeToken } from './unsubscribe-token';

const key = (text: string) => new TextEncoder().encode(text.padEnd(32, '.'));
const keys: TokenKeys = { signing: key('current'), accepted: [key('current'), key('previous')] };
const now = new Date('2026-11-30T10:00:00Z');
const claims = { email: 'amira@example.com', kind: 'price-drops' } as const;

/** The token with its payload replaced by `payload`, keeping the header and the signature. */
function withPayload(token: string, payload: object): string {
  const [header, , signature] = token.split('.');
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

describe('the unsubscribe token', () => {
  it('names the address and kind it was issued for, for as long as the key is accepted', async () => {
    const token = await issueUnsubscribeToken(keys, claims, now);
    expect(await readUnsubscribeToken(keys, token)).toEqual(claims);
    // No expiry: a mail kept for years still unsubscribes.
    expect(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())).not.toHaveProperty('exp');
    // Signed before a rotation: the previous key still reads it.
    const old = await issueUnsubscribeToken({ signing: key('previous'), accepted: [] }, claims, now);
    expect(await readUnsubscribeToken(keys, old)).toEqual(claims);
  });

  it('refuses a token whose kind or address was changed, one signed with another key, and garbage', async () => {
    const token = await issueUnsubscribeToken(keys, claims, now);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as object;
    expect(await readUnsubscribeToken(keys, withPayload(token, { ...payload, kind: 'stock-alerts' }))).toBeUndefined();
    expect(
      await readUnsubscribeToken(keys, withPayload(token, { ...payload, sub: 'else@example.com' })),
    ).toBeUndefined();
    const stranger = await issueUnsubscribeToken({ signing: key('stranger'), accepted: [] }, claims, now);
    expect(await readUnsubscribeToken(keys, stranger)).toBeUndefined();
    expect(await readUnsubscribeToken(keys, `${token}x`)).toBeUndefined();
    expect(await readUnsubscribeToken(keys, 'not-a-token')).toBeUndefined();
  });

  it('refuses a kind the shop does not have, and a session token: each token does one thing', async () => {
    const unknownKind = await issueUnsubscribeToken(keys, { ...claims, kind: 'newsletters' as never }, now);
    expect(await readUnsubscribeToken(keys, unknownKind)).toBeUndefined();
    const session = await issueToken(keys.signing, 'user-1', 'session-1', now);
    expect(await readUnsubscribeToken(keys, session)).toBeUndefined();
  });
});
