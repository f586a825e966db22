import { type CommandResult, usageError } from '../../operator-command';
import { readFile } from 'node:fs/promises';
import type { Database } from '../../db/database';
import { terminalActor } from '../audit';
import { isRateCurrency, ratesRepository, staleRates, type StoredRate } from './repository';
import { setRates } from './set-rates';
import { setRounding } from './set-rounding';
import { isRoundingRule, ROUNDING_RULES, type RoundingRule } from '../../../universal/settlement';

export const RATES_USAGE = `Usage:
  npm run rates -- list                              each rate, when it was set, and whether it is stale
  npm run rates -- set <CUR> <units per USD> [...]    e.g. set EGP 48.75 EUR 0.93 (now)
  npm run rates -- import <file.json | https://…>     {"EUR": 0.93, …} or {"rates": {"EUR": 0.93, …}}
  npm run rates -- rounding <CUR> <${ROUNDING_RULES.join('|')}>
                                                     how a price converted from dollars is rounded: to the
                                                     minor unit, to the whole unit, or up to the next .99
Currencies: EUR, GBP, EGP (catalogue prices are USD). Stale after RATES_MAX_AGE_HOURS (default 48): a region
charging in a currency whose rate is stale refuses checkout (prices from a price list need no rate).`;

const usage = (problem: string): CommandResult => usageError(problem, RATES_USAGE);

/** Checks pairs of currency and rate; the message names the first bad one. */
export function parseRates(entries: [string, unknown][], setAt: Date): StoredRate[] | string {
  if (entries.length === 0) return 'no rates given';
  const rates: StoredRate[] = [];
  for (const [currency, raw] of entries) {
    if (!isRateCurrency(currency)) return `unknown currency "${currency}" (expected EUR, GBP or EGP)`;
    const value = typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value >= 1e12) {
      return `rate for ${currency} must be a positive number, got ${JSON.stringify(raw)}`;
    }
    rates.push({ currency, unitsPerUsd: Math.round(value * 1e6) / 1e6, setAt });
  }
  return rates;
}

async function readSource(source: string): Promise<unknown> {
  const text = /^https?:\/\//.test(source)
    ? await fetch(source, { signal: AbortSignal.timeout(10_000) }).then((response) => {
        if (!response.ok) throw new Error(`${source} answered ${response.status}`);
        return response.text();
      })
    : await readFile(source, 'utf8');
  return JSON.parse(text) as unknown;
}

function report(
  rates: StoredRate[],
  rounding: Record<string, RoundingRule>,
  now: Date,
  maxAgeHours: number,
): CommandResult {
  const stale = staleRates(rates, now, maxAgeHours);
  const staleSet = new Set(stale.map((entry) => entry.currency));
  const lines = rates.map(
    (rate) =>
      `${rate.currency}  ${rate.unitsPerUsd.toFixed(6).padStart(14)}  set ${rate.setAt.toISOString()}` +
      `  rounding ${rounding[rate.currency] ?? 'minor'}` +
      (staleSet.has(rate.currency) ? `  STALE (older than ${maxAgeHours} h)` : ''),
  );
  for (const entry of stale.filter((entry) => !entry.setAt)) lines.push(`${entry.currency}  missing  STALE`);
  return { exitCode: stale.length ? 1 : 0, output: lines.join('\n') };
}

/**
 * `npm run rates -- …`: list, set or import the exchange rates; every instance reads the same table. A
 * change goes through setRates, as the console's does, and is in the audit trail.
 */
export async function runRatesCommand(
  db: Database,
  args: readonly string[],
  now: Date,
  maxAgeHours: number,
): Promise<CommandResult> {
  const [command, ...rest] = args;
  const repository = ratesRepository(db);
  const reportNow = async () => report(await repository.list(), await repository.roundingRules(), now, maxAgeHours);
  if (command === 'list' && rest.length === 0) return reportNow();
  if (command === 'rounding') return rounding(db, rest, now);
  let parsed: StoredRate[] | string;
  if (command === 'set') {
    if (rest.length % 2 !== 0) return usage('set takes pairs of currency and rate');
    const pairs: [string, unknown][] = [];
    for (let index = 0; index < rest.length; index += 2) pairs.push([rest[index] ?? '', rest[index + 1]]);
    parsed = parseRates(pairs, now);
  } else if (command === 'import' && rest.length === 1 && rest[0]) {
    let body: unknown;
    try {
      body = await readSource(rest[0]);
    } catch (error) {
      return {
        exitCode: 1,
        output: `cannot read ${rest[0]}: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const table = body && typeof body === 'object' && 'rates' in body ? (body as { rates: unknown }).rates : body;
    if (!table || typeof table !== 'object' || Array.isArray(table))
      return { exitCode: 1, output: 'expected a JSON object of rates' };
    // Only the shop's currencies are taken from a full rates feed; USD (always 1) is skipped.
    parsed = parseRates(
      Object.entries(table).filter(([currency]) => isRateCurrency(currency)),
      now,
    );
  } else {
    return usage(command ? `unknown command "${args.join(' ')}"` : 'no command given');
  }
  if (typeof parsed === 'string') return { exitCode: 1, output: parsed };
  // The console's service: the change and its audit entry (as the terminal) in one transaction.
  await setRates(db, parsed, terminalActor(), now);
  return reportNow();
}

/** `rounding <CUR> <rule>`: the console's service, audited as the terminal; a refusal changes nothing. */
async function rounding(db: Database, args: readonly string[], now: Date): Promise<CommandResult> {
  if (args.length !== 2) return usage('rounding takes a currency and a rule');
  const [currency = '', rule = ''] = args;
  if (!isRateCurrency(currency)) return usage(`currency: unknown currency "${currency}" (expected EUR, GBP or EGP)`);
  if (!isRoundingRule(rule)) return usage(`rounding: "${rule}" is not a rule (expected ${ROUNDING_RULES.join(', ')})`);
  const before = await setRounding(db, currency, rule, terminalActor(), now);
  return { exitCode: 0, output: `${currency} rounding: ${before ?? 'none'} → ${rule}` };
}
