import { type CommandResult, usageError } from '../../operator-command';
import type { Database } from '../../db/database';
import { CURRENCIES, isCurrency } from '../../../universal/i18n/money';
import { formatPriceIn } from '../../../universal/pricing';
import { terminalActor } from '../audit';
import { setVariantPrice } from './price-list-writer';

export const PRICE_USAGE = `Usage:
  npm run catalogue -- price <sku> <CUR> <amount>       the variant's own price in that currency, in its minor
                                                        units (e.g. price SF1-MATTEBLACK EGP 340700 for 3,407 EGP)
  npm run catalogue -- price <sku> <CUR> --remove       back to the dollar price at the rate
A variant's own price wins over the converted one and needs no rate. Currencies: ${CURRENCIES.join(', ')}.`;

/** The most minor units a price may be: the column is a 32-bit integer. */
const MAX_MINOR = 2_147_483_647;

const usage = (problem: string): CommandResult => usageError(problem, PRICE_USAGE);

/** An amount the operator typed in minor units: digits only (no sign, no decimals), within the column's range. */
function minorUnits(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_MINOR ? value : undefined;
}

/**
 * `npm run catalogue -- price …`: a variant's price list (issue 50), set through the one writer, audited as
 * the terminal. Bad input changes nothing and names the field it is about.
 */
export async function runPriceCommand(db: Database, args: readonly string[], now: Date): Promise<CommandResult> {
  if (args.length !== 3) return usage('price takes a SKU, a currency and an amount in minor units (or --remove).');
  const [sku = '', currency = '', amountText = ''] = args;
  if (!isCurrency(currency))
    return usage(`currency: "${currency}" is not a currency the shop charges in (${CURRENCIES.join(', ')}).`);
  const amountMinor = amountText === '--remove' ? null : minorUnits(amountText);
  if (amountMinor === undefined)
    return usage(
      `amount: "${amountText}" is not a whole number of ${currency}'s minor units from 0 to ${MAX_MINOR} ` +
        '(no sign, no decimal point: 3407.00 EGP is 340700).',
    );
  const change = await setVariantPrice(db, { sku, currency, amountMinor }, terminalActor(), now);
  if (change.kind === 'no-variant') return { exitCode: 1, output: `sku: no variant with SKU ${sku}; nothing changed` };
  const shown = (minor: number | null) =>
    minor === null ? 'the dollar price at the rate' : formatPriceIn(minor, currency);
  return {
    exitCode: 0,
    output: `${sku} (product ${change.productId}) in ${currency}: ${shown(change.before)} → ${shown(change.after)}`,
  };
}
