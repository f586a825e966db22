import { jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TotpEnrolment } from '../../../universal/contracts/admin/staff-auth';
import { SHOP_NAME } from '../../../universal/shop-name';

/**
 * Two-step sign-in with time-based codes (RFC 6238) from an authenticator app, through `otpauth`
 * (decision 0081): 30-second steps, six digits, SHA-1 (what every app reads), one step of drift either
 * way. A code is good once: the repository records the last step spent.
 */
const PERIOD = 30;
const WINDOW = 1;

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: `${SHOP_NAME} console`,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new secret for `email`, with what the app needs to take it: the URI and its QR code. */
export async function newEnrolment(email: string): Promise<TotpEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step a code was made in, when it is right for `secret` around `now`; undefined otherwise. */
export function codeStep(secret: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? undefined : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The code of `secret` at `now` (tests and the browser tests' authenticator). */
export const codeAt = (secret: string, now: Date): string => totpOf(secret, '').generate({ timestamp: now.getTime() });

/**
 * The token that carries a right password to the second step: five minutes, for this step only (its
 * audience is refused by both session guards), naming the member and whether they are enrolling.
 */
const CHALLENGE_AUDIENCE = 'staff-second-step';
const CHALLENGE_SECONDS = 5 * 60;

export type ChallengeKind = 'code' | 'enrol';

export function issueChallenge(key: Uint8Array, staffId: string, kind: ChallengeKind, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(staffId)
    .setAudience(CHALLENGE_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CHALLENGE_SECONDS)
    .sign(key);
}

export async function readChallenge(
  keys: readonly Uint8Array[],
  token: string,
  now: Date,
): Promise<{ staffId: string; kind: ChallengeKind } | undefined> {
  for (const key of keys) {
    try {
      const { payload } = await jwtVerify<{ kind?: unknown }>(token, key, {
        algorithms: ['HS256'],
        audience: CHALLENGE_AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'exp'],
      });
      if ((payload.kind === 'code' || payload.kind === 'enrol') && payload.sub)
        return { staffId: payload.sub, kind: payload.kind };
    } catch {
      // Not signed with this key, expired, or not a challenge: try the next key.
    }
  }
  return undefined;
}
