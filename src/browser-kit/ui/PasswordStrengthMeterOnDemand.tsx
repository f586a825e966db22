import { lazy, Suspense } from 'react';

const PasswordStrengthMeter = lazy(() =>
  import(/* webpackChunkName: "password-meter" */ './PasswordStrengthMeter').then((meter) => ({
    default: meter.PasswordStrengthMeter,
  })),
);

/**
 * The strength meter and checklist of a new password, for a form that shows them once a letter is typed: their
 * code (MUI's LinearProgress and List, the strength rules) comes with that letter, so a page whose shopper never
 * makes a password, checkout's signed-in shopper among them, does not download it. Nothing is drawn until it
 * has come; the field above it is the shopper's meanwhile.
 */
export function PasswordStrengthMeterOnDemand({ password }: { password: string }) {
  return <Suspense fallback={null}>{password && <PasswordStrengthMeter password={password} />}</Suspense>;
}
