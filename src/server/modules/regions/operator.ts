import {
  alignedColumns,
  type CommandArgs,
  commandArguments,
  type CommandResult,
  type FlagSpec,
  usageError,
} from '../../operator-command';
import type { Database } from '../../db/database';
import {
  type CashOnDelivery,
  DELIVERY_OPTIONS,
  type DeliveryOption,
  type ShippingRate,
} from '../../../universal/delivery-terms';
import { formatPriceIn } from '../../../universal/pricing';
import { CURRENCIES, type Currency, isCurrency } from '../../../universal/i18n/money';
import { isCountryCode } from '../../../universal/ship-to';
import { terminalActor } from '../audit';
import { CHECKOUT_COUNTRY_CODES } from '../../../universal/validation/contact-rules';
import {
  COUNTRY_RULE,
  CUTOFF_RULE,
  DAY_RULE,
  DAYS_RULE,
  AMOUNT_RULE,
  formatCutoff,
  formatDay,
  formatDays,
  formatPercent,
  formatWorkingDays,
  parseCutoff,
  parseDay,
  parseDays,
  parseAmount,
  parseHolidayName,
  parsePercent,
  parseWorkingDays,
  HOLIDAY_NAME_RULE,
  PERCENT_RULE,
  WORKING_DAYS_RULE,
} from './operator-terms';
import { type Holiday, type Region, type RegionTax, regionsRepository, type ReturnLogistics } from './repository';
import { type CurrencyChange, setRegionCurrency } from './region-currency';
import {
  addCountry as addRegionCountry,
  addRegion as addShopRegion,
  removeCountry as removeRegionCountry,
  removeHoliday as removeRegionHoliday,
  removeRegion as removeShopRegion,
  removeShippingRate,
  setCashOnDelivery as setRegionCashOnDelivery,
  setCountryTax,
  setHoliday,
  setReturnLogistics,
  setShippingRate,
  type TermsBy,
} from './region-terms';
import {
  MAX_RETURN_ADDRESS,
  MAX_RETURN_INSTRUCTIONS,
  MAX_TERMS_NAME_LENGTH,
  MIN_RETURN_TEXT,
  REGION_ID_PATTERN,
  type TaxConvention,
  tidyText,
} from '../../../universal/validation/delivery-terms-schema';
import { shopDay } from '../../../universal/delivery-dates';
import { LISTED_HOLIDAY_DAYS } from './console-regions';

export const REGIONS_USAGE = `Usage:
  npm run regions -- list                                  each region: tax, countries, options, holidays ahead
  npm run regions -- set-tax <COUNTRY> <percent>           e.g. set-tax EG 14 (7.5 for 7.5 %)
  npm run regions -- add-country <COUNTRY> <region> <percent>
                                                           deliver there, taxed at that rate (moves it from another region)
  npm run regions -- remove-country <COUNTRY>              stop delivering there
  npm run regions -- set-shipping <region> <${DELIVERY_OPTIONS.join('|')}> --price <amount>
                       [--free-over <amount> | --never-free] --days <min>-<max> --cutoff <hour> [--working-days <days>]
                                                           add an option or change it; without --free-over, --never-free or
                                                           --working-days it keeps its own (a new one: never free, on the
                                                           days of the region's other options, else mon-fri)
  npm run regions -- remove-shipping <region> <option>     a region keeps at least one option
  npm run regions -- set-cod <region> on [--fee <amount>] [--min <amount>|off] [--max <amount>|off] | off
                                                           let its shoppers pay the courier in cash, for that fee
                                                           added to the order (none without --fee), for orders
                                                           totalling (fee in) at least --min and at most --max
                                                           (without them it keeps its own; off: no limit), or stop it
  npm run regions -- set-currency <region> <${CURRENCIES.join('|')}>
                                                           what its shoppers are charged in; its delivery prices,
                                                           thresholds and fee are converted at the rates, to whole units
  npm run regions -- set-return-address <region> <address> | off
                                                           where its shoppers send a return (mailed when one is
                                                           approved, with the order number for the parcel); quote it
  npm run regions -- set-return-instructions <region> <text> | off
                                                           what to do with the parcel, mailed with the address
  npm run regions -- set-return-pickups <region> on | off  approving a return books a carrier pickup (a reference
                                                           the shop makes; no carrier is called)
  npm run regions -- add-region <id> <name> --vat-included | --tax-added [--currency <CUR>]
                                                           VAT shown inside the prices, or sales tax added at checkout;
                                                           charged in US dollars unless --currency names another
  npm run regions -- remove-region <id>                    once no country is in it (never the last region)
  npm run regions -- add-holiday <region> <YYYY-MM-DD> <name>
                                                           nothing leaves or arrives that day (renames the day's holiday)
  npm run regions -- remove-holiday <region> <YYYY-MM-DD>  a working day again
Amounts (--price, --free-over, --fee, --min, --max) are in the region's currency, as list shows it.
Countries: two capital letters; checkout takes addresses in ${CHECKOUT_COUNTRY_CODES.join(', ')}.
Working days: mon-fri, sun-thu, mon,wed,fri or ISO numbers 1,2,3 (1 Monday .. 7 Sunday).
Holidays: days from today on in the shop's calendar (SHOP_TIMEZONE); orders placed keep the days they were promised.
Each change is one transaction: the next checkout prices by it; pages rendered from then on show it (on other
instances within a second).`;

const usage = (problem: string): CommandResult => usageError(problem, REGIONS_USAGE);
/** A change made from the terminal, now (or at the clock's time), as `terminal:<user>`. */
const terminal = (db: Database, at = new Date()): TermsBy => ({ db, actor: terminalActor(), at });
const refused = (output: string): CommandResult => ({ exitCode: 1, output });
const done = (output: string): CommandResult => ({ exitCode: 0, output });

const taxConvention = (tax: RegionTax) =>
  `${tax.kind === 'vat' ? 'VAT' : 'sales tax'} ${tax.included ? 'included in prices' : 'added at checkout'}`;

function shippingLine(rate: ShippingRate, currency: Currency): string[] {
  return [
    rate.option,
    formatPriceIn(rate.priceCents, currency),
    rate.freeOverCents === null ? 'never' : formatPriceIn(rate.freeOverCents, currency),
    formatDays(rate.minDays, rate.maxDays),
    formatCutoff(rate.cutoffHour),
    formatWorkingDays(rate.workingDays),
  ];
}

/** How a region's shoppers may pay: online only, or cash on delivery too, with its fee and order limits. */
function paymentLine(cod: CashOnDelivery | null, currency: Currency): string {
  if (cod === null) return 'online only';
  const terms = [
    cod.feeCents === 0 ? 'no fee' : `fee ${formatPriceIn(cod.feeCents, currency)}`,
    ...(cod.minOrderCents === undefined ? [] : [`orders from ${formatPriceIn(cod.minOrderCents, currency)}`]),
    ...(cod.maxOrderCents === undefined ? [] : [`orders up to ${formatPriceIn(cod.maxOrderCents, currency)}`]),
  ];
  return `online or cash on delivery (${terms.join(', ')})`;
}

/** A region's holidays ahead, one a line under the region's options. */
function holidayLines(holidays: readonly Holiday[]): string[] {
  if (holidays.length === 0) return ['holidays   none in the next 12 months'];
  return holidays.map(
    (holiday, index) => `${index === 0 ? 'holidays   ' : ' '.repeat(11)}${formatDay(holiday.day)}  ${holiday.name}`,
  );
}

/**
 * One region: its head line, its countries with their rates, its options as a table, cash on delivery
 * where it takes it, and its holidays ahead.
 */
function regionBlock(region: Region, holidays: readonly Holiday[]): string {
  const countries = region.countries.length
    ? region.countries.map((entry) => `${entry.country} ${formatPercent(entry.rateBasisPoints)}`).join(', ')
    : 'none';
  const options = region.shipping.length
    ? alignedColumns(
        ['OPTION', 'PRICE', 'FREE OVER', 'DAYS', 'CUT-OFF', 'WORKING DAYS'],
        region.shipping.map((rate) => shippingLine(rate, region.currency)),
      )
    : ['no delivery option: set one before adding a country'];
  return [
    `${region.id}  ${region.name}  (${taxConvention(region.tax)}, charged in ${region.currency})`,
    `  countries  ${countries}`,
    ...options.map((line) => `  ${line}`),
    ...(region.cashOnDelivery ? [`  payment    ${paymentLine(region.cashOnDelivery, region.currency)}`] : []),
    ...(region.returnAddress ? [`  returns to ${region.returnAddress}`] : []),
    ...(region.returnInstructions ? [`  returning  ${region.returnInstructions}`] : []),
    ...(region.returnPickups ? ['  pickups    booked when a return is approved'] : []),
    ...holidayLines(holidays.filter((holiday) => holiday.regionId === region.id)).map((line) => `  ${line}`),
  ].join('\n');
}

/** A rate in one line, as a change reports it. */
function rateSummary(rate: ShippingRate, currency: Currency): string {
  const [, price, , days, cutoff, workingDays] = shippingLine(rate, currency);
  const free = rate.freeOverCents === null ? 'never free' : `free over ${formatPriceIn(rate.freeOverCents, currency)}`;
  return `${price}, ${free}, ${days} days, cut-off ${cutoff}, ${workingDays}`;
}

/** The command's arguments when they are exactly `names` (and its flags), else a usage error naming the gap. */
function argumentsOf(
  command: string,
  args: readonly string[],
  names: readonly string[],
  spec: FlagSpec = {},
): CommandArgs | CommandResult {
  const parsed = commandArguments(args, spec);
  if (typeof parsed === 'string') return usage(`${command}: ${parsed}.`);
  const count = parsed.positional.length;
  if (count !== names.length)
    return usage(
      `${command} takes ${names.map((name) => `<${name}>`).join(' ')}; got ${count} ` +
        `argument${count === 1 ? '' : 's'}${count > names.length ? ' (quote a value with spaces)' : ''}.`,
    );
  return parsed;
}

/** A command's answer, as opposed to a value it checked. */
const isResult = (value: unknown): value is CommandResult =>
  typeof value === 'object' && value !== null && 'exitCode' in value;

function country(text: string, forDelivery = false): string | CommandResult {
  if (!isCountryCode(text)) return usage(`"${text}" is not a country code: ${COUNTRY_RULE}.`);
  if (forDelivery && !CHECKOUT_COUNTRY_CODES.includes(text))
    return usage(
      `Checkout has no address rules for ${text}: the shop can deliver only where checkout takes addresses ` +
        `(${CHECKOUT_COUNTRY_CODES.join(', ')}; src/universal/validation/contact-rules.ts).`,
    );
  return text;
}

function percent(text: string): number | CommandResult {
  return parsePercent(text) ?? usage(`"${text}" is not a tax rate: ${PERCENT_RULE}.`);
}

function deliveryOption(text: string): DeliveryOption | CommandResult {
  return (DELIVERY_OPTIONS as readonly string[]).includes(text)
    ? (text as DeliveryOption)
    : usage(`"${text}" is not a delivery option: one of ${DELIVERY_OPTIONS.join(', ')}.`);
}

/** An unknown region as a usage error naming the known ones. */
const noRegion = (id: string, known: readonly string[]) =>
  usage(`There is no region "${id}"; the regions are ${known.join(', ') || 'none yet'}.`);

async function setTax(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('set-tax', args, ['COUNTRY', 'percent']);
  if (isResult(parsed)) return parsed;
  const [code = '', rateText = ''] = parsed.positional;
  const where = country(code);
  if (isResult(where)) return where;
  const rate = percent(rateText);
  if (isResult(rate)) return rate;
  const outcome = await setCountryTax(terminal(db), where, rate);
  if (outcome.kind === 'changed')
    return done(
      `${where} (${outcome.region.id}): tax ${formatPercent(outcome.before.rateBasisPoints)} → ${formatPercent(rate)}`,
    );
  return refused(
    `The shop does not deliver to ${where}: add it to a region with add-country ${where} <region> <percent>.`,
  );
}

async function addCountry(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('add-country', args, ['COUNTRY', 'region', 'percent']);
  if (isResult(parsed)) return parsed;
  const [code = '', regionId = '', rateText = ''] = parsed.positional;
  const where = country(code, true);
  if (isResult(where)) return where;
  const rate = percent(rateText);
  if (isResult(rate)) return rate;
  const outcome = await addRegionCountry(terminal(db), regionId, where, rate);
  if (outcome.kind === 'no-region') return noRegion(regionId, outcome.known);
  if (outcome.kind === 'refused')
    return refused(
      outcome.reason === 'no-options'
        ? `Region ${regionId} offers no delivery option, so ${where} would not be delivered to: ` +
            `set one first (set-shipping ${regionId} standard --price … --days … --cutoff …).`
        : `${where} is in ${regionId} already, taxed ${formatPercent(rate)}; nothing changed.`,
    );
  const { before, after } = outcome;
  const taxed = `taxed ${formatPercent(rate)}`;
  if (!before) return done(`${where} added to ${after.regionId}, ${taxed}`);
  if (before.regionId !== after.regionId)
    return done(`${where} moved from ${before.regionId} to ${after.regionId}, ${taxed}`);
  return done(
    `${where} is in ${after.regionId} already; tax ${formatPercent(before.rateBasisPoints)} → ${formatPercent(rate)}`,
  );
}

async function removeCountry(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('remove-country', args, ['COUNTRY']);
  if (isResult(parsed)) return parsed;
  const where = country(parsed.positional[0] ?? '');
  if (isResult(where)) return where;
  const outcome = await removeRegionCountry(terminal(db), where);
  if (outcome.kind === 'changed')
    return done(`${where} removed from ${outcome.before.regionId}: the shop no longer delivers there`);
  if (outcome.kind === 'refused' && outcome.reason === 'last-country')
    return refused(`${where} is the only country the shop delivers to: add another before removing it.`);
  return refused(`The shop does not deliver to ${where}; nothing changed.`);
}

const SHIPPING_FLAGS: FlagSpec = {
  values: ['--price', '--free-over', '--days', '--cutoff', '--working-days'],
  switches: ['--never-free'],
};

/** What set-shipping was given; undefined: keep the option's own (see REGIONS_USAGE). */
interface TypedRate {
  rate: Omit<ShippingRate, 'freeOverCents' | 'workingDays'>;
  freeOverCents: number | null | undefined;
  workingDays: number[] | undefined;
}

function typedRate(option: DeliveryOption, parsed: CommandArgs): TypedRate | CommandResult {
  const [priceText, daysText, cutoffText] = ['--price', '--days', '--cutoff'].map((flag) => parsed.values.get(flag));
  if (priceText === undefined || daysText === undefined || cutoffText === undefined)
    return usage('set-shipping needs --price <amount>, --days <min>-<max> and --cutoff <hour>.');
  const freeOverText = parsed.values.get('--free-over');
  const neverFree = parsed.switches.has('--never-free');
  if (freeOverText !== undefined && neverFree)
    return usage('set-shipping takes --free-over <amount> or --never-free, not both.');

  const priceCents = parseAmount(priceText);
  if (priceCents === undefined) return usage(`--price "${priceText}": ${AMOUNT_RULE}.`);
  const freeOverCents = freeOverText === undefined ? undefined : parseAmount(freeOverText);
  if (freeOverText !== undefined && freeOverCents === undefined)
    return usage(`--free-over "${freeOverText}": ${AMOUNT_RULE}.`);
  const days = parseDays(daysText);
  if (!days) return usage(`--days "${daysText}": ${DAYS_RULE}.`);
  if (option === 'same-day' && days.maxDays > 0)
    return usage(`--days "${daysText}": same-day delivers on the day it leaves, --days 0-0.`);
  const cutoffHour = parseCutoff(cutoffText);
  if (cutoffHour === undefined) return usage(`--cutoff "${cutoffText}": ${CUTOFF_RULE}.`);
  const workingDaysText = parsed.values.get('--working-days');
  const workingDays = workingDaysText === undefined ? undefined : parseWorkingDays(workingDaysText);
  if (workingDaysText !== undefined && !workingDays)
    return usage(`--working-days "${workingDaysText}": ${WORKING_DAYS_RULE}.`);

  return {
    rate: { option, priceCents, ...days, cutoffHour },
    freeOverCents: neverFree ? null : freeOverCents,
    workingDays,
  };
}

async function setShipping(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('set-shipping', args, ['region', 'option'], SHIPPING_FLAGS);
  if (isResult(parsed)) return parsed;
  const [regionId = '', optionText = ''] = parsed.positional;
  const option = deliveryOption(optionText);
  if (isResult(option)) return option;
  const typed = typedRate(option, parsed);
  if (isResult(typed)) return typed;
  const outcome = await setShippingRate(terminal(db), regionId, {
    ...typed.rate,
    freeOverCents: typed.freeOverCents,
    workingDays: typed.workingDays,
  });
  if (outcome.kind === 'no-region') return noRegion(regionId, outcome.known);
  if (outcome.kind === 'refused') return refused(`${regionId} ${option}: refused by the delivery terms' rules.`);
  const { region, before, after } = outcome;
  return done(
    before
      ? `${region.id} ${option}: ${rateSummary(after, region.currency)} (was ${rateSummary(before, region.currency)})`
      : `${region.id} now offers ${option}: ${rateSummary(after, region.currency)}`,
  );
}

async function removeShipping(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('remove-shipping', args, ['region', 'option']);
  if (isResult(parsed)) return parsed;
  const [regionId = '', optionText = ''] = parsed.positional;
  const option = deliveryOption(optionText);
  if (isResult(option)) return option;
  const outcome = await removeShippingRate(terminal(db), regionId, option);
  if (outcome.kind === 'no-region') return noRegion(regionId, outcome.known);
  if (outcome.kind === 'changed') return done(`${regionId} no longer offers ${option}`);
  if (outcome.reason === 'last-option')
    return refused(
      `${option} is the only option ${regionId} offers, and a region offers at least one: ` +
        `set another first, or move its countries and remove the region.`,
    );
  return refused(`${regionId} does not offer ${option}; nothing changed.`);
}

/** `--min` or `--max` of set-cod: an amount, off (no such limit) or left out (undefined: the region's own). */
function codLimit(flag: string, text: string | undefined): number | null | undefined | CommandResult {
  if (text === undefined) return undefined;
  if (text === 'off') return null;
  return parseAmount(text) ?? usage(`${flag} "${text}": ${AMOUNT_RULE}, or off.`);
}

async function setCashOnDelivery(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('set-cod', args, ['region', 'on|off'], { values: ['--fee', '--min', '--max'] });
  if (isResult(parsed)) return parsed;
  const [regionId = '', state = ''] = parsed.positional;
  if (state !== 'on' && state !== 'off') return usage(`set-cod takes on or off, not "${state}".`);
  const [feeText, minText, maxText] = ['--fee', '--min', '--max'].map((flag) => parsed.values.get(flag));
  if (state === 'off' && [feeText, minText, maxText].some((text) => text !== undefined))
    return usage('set-cod … off takes no --fee, --min or --max.');
  const feeCents = feeText === undefined ? 0 : parseAmount(feeText);
  if (feeCents === undefined) return usage(`--fee "${feeText}": ${AMOUNT_RULE}.`);
  const minOrderCents = codLimit('--min', minText);
  if (isResult(minOrderCents)) return minOrderCents;
  const maxOrderCents = codLimit('--max', maxText);
  if (isResult(maxOrderCents)) return maxOrderCents;
  const cod = state === 'on' ? { feeCents, minOrderCents, maxOrderCents } : null;
  const outcome = await setRegionCashOnDelivery(terminal(db), regionId, cod);
  if (outcome.kind === 'no-region') return noRegion(regionId, outcome.known);
  if (outcome.kind === 'refused')
    return refused(`${regionId}: refused by the delivery terms' rules (--max is above 0 and not under --min).`);
  const { region, before, after } = outcome;
  return done(`${region.id}: ${paymentLine(after, region.currency)} (was ${paymentLine(before, region.currency)})`);
}

/** What a returns command answers: the change in its own words (before → after), or why it changed nothing. */
async function returnsChange(
  db: Database,
  regionId: string,
  change: Partial<ReturnLogistics>,
  label: string,
  value: (logistics: ReturnLogistics) => string,
): Promise<CommandResult> {
  const outcome = await setReturnLogistics(terminal(db), regionId, change);
  if (outcome.kind === 'no-region') return noRegion(regionId, outcome.known);
  if (outcome.kind === 'refused')
    return outcome.reason === 'unchanged'
      ? done(`${regionId}: ${Object.keys(change).join(', ')} as it was; nothing changed`)
      : usage(`${regionId}: refused by the returns' rules.`);
  return done(`${regionId}: ${label} ${value(outcome.after)} (was ${value(outcome.before)})`);
}

/** A text of the returns as typed: 'off' is none; else MIN_RETURN_TEXT to `max` characters, spaces tidied. */
function returnText(command: string, text: string, max: number): string | null | CommandResult {
  if (text === 'off') return null;
  const tidy = tidyText(text);
  if (tidy === null || tidy.length < MIN_RETURN_TEXT || tidy.length > max)
    return usage(
      `${command} needs ${command === 'set-return-address' ? 'an address' : 'a text'} of ${MIN_RETURN_TEXT} to ${max} characters (quote it), or off.`,
    );
  return tidy;
}

/** `set-return-address <region> <address> | off`: where the region's returns go, or none (the mail then names none). */
async function setReturnAddress(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('set-return-address', args, ['region', 'address|off']);
  if (isResult(parsed)) return parsed;
  const [regionId = '', text = ''] = parsed.positional;
  const address = returnText('set-return-address', text, MAX_RETURN_ADDRESS);
  if (isResult(address)) return address;
  return returnsChange(
    db,
    regionId,
    { returnAddress: address },
    'returns go to',
    (now) => now.returnAddress ?? 'no address',
  );
}

/** `set-return-instructions <region> <text> | off`: what the region's shoppers do with a return's parcel. */
async function setReturnInstructions(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('set-return-instructions', args, ['region', 'text|off']);
  if (isResult(parsed)) return parsed;
  const [regionId = '', text = ''] = parsed.positional;
  const instructions = returnText('set-return-instructions', text, MAX_RETURN_INSTRUCTIONS);
  if (isResult(instructions)) return instructions;
  return returnsChange(
    db,
    regionId,
    { returnInstructions: instructions },
    'return instructions',
    (now) => now.returnInstructions ?? 'none',
  );
}

/** `set-return-pickups <region> on | off`: whether approving its returns books a carrier pickup. */
async function setReturnPickups(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('set-return-pickups', args, ['region', 'on|off']);
  if (isResult(parsed)) return parsed;
  const [regionId = '', text = ''] = parsed.positional;
  if (text !== 'on' && text !== 'off') return usage('set-return-pickups takes on or off.');
  return returnsChange(db, regionId, { returnPickups: text === 'on' }, 'return pickups', (now) =>
    now.returnPickups ? 'on' : 'off',
  );
}

/** A currency the operator named for a region to charge in; another is a usage error naming the ones there are. */
function chargedCurrency(text: string): Currency | CommandResult {
  return isCurrency(text)
    ? text
    : usage(`currency "${text}" is not one the shop charges in: one of ${CURRENCIES.join(', ')}.`);
}

/** What set-currency answered, in the words of the other changes (before → after), or why it changed nothing. */
function currencyOutcome(regionId: string, change: CurrencyChange): CommandResult {
  switch (change.kind) {
    case 'no-region':
      return usage(`There is no region "${regionId}"; the regions are ${change.known.join(', ') || 'none yet'}.`);
    case 'unchanged':
      return refused(`${regionId} charges in ${change.currency} already; nothing changed.`);
    case 'no-rate':
      return refused(
        `There is no exchange rate for ${change.currency} to convert ${regionId}'s delivery prices with: ` +
          `set one first (npm run rates -- set ${change.currency} <units per USD>); nothing changed.`,
      );
    case 'changed': {
      const { before, after } = change;
      const amounts = after.shipping.map(
        (rate, index) =>
          `${rate.option} ${formatPriceIn(before.shipping[index]?.priceCents ?? 0, before.currency)} → ` +
          formatPriceIn(rate.priceCents, after.currency),
      );
      if (after.cashOnDeliveryFeeCents !== null)
        amounts.push(
          `cash on delivery fee ${formatPriceIn(before.cashOnDeliveryFeeCents ?? 0, before.currency)} → ` +
            formatPriceIn(after.cashOnDeliveryFeeCents, after.currency),
        );
      return done(
        `${regionId}: charged in ${after.currency} (was ${before.currency}); converted at the rates` +
          (amounts.length ? `: ${amounts.join(', ')}` : '') +
          '. Check them with list, and set round figures with set-shipping and set-cod.',
      );
    }
  }
}

/**
 * `set-currency <region> <currency>`: the settings service (also the console's), audited as the terminal.
 * A refusal changes nothing and writes no entry.
 */
async function setCurrency(db: Database, args: readonly string[], clock: ShopClockNow): Promise<CommandResult> {
  const parsed = argumentsOf('set-currency', args, ['region', 'currency']);
  if (isResult(parsed)) return parsed;
  const [regionId = '', text = ''] = parsed.positional;
  const currency = chargedCurrency(text);
  if (isResult(currency)) return currency;
  return currencyOutcome(regionId, await setRegionCurrency(db, regionId, currency, terminalActor(), clock.now));
}

const REGION_ID_RULE = 'a region id is a lowercase letter, then up to 31 lowercase letters, digits or dashes, e.g. eu';

const TAX_CONVENTIONS: Record<string, TaxConvention> = {
  '--vat-included': 'vat-included',
  '--tax-added': 'tax-added',
};

async function addRegion(db: Database, args: readonly string[]): Promise<CommandResult> {
  const flags = Object.keys(TAX_CONVENTIONS);
  const parsed = argumentsOf('add-region', args, ['id', 'name'], { switches: flags, values: ['--currency'] });
  if (isResult(parsed)) return parsed;
  const [id = '', typedName = ''] = parsed.positional;
  if (!REGION_ID_PATTERN.test(id)) return usage(`"${id}" is not a region id: ${REGION_ID_RULE}.`);
  const name = tidyText(typedName) ?? '';
  if (!name || name.length > MAX_TERMS_NAME_LENGTH || /\p{Cc}/u.test(name))
    return usage(`A region's name is 1 to ${MAX_TERMS_NAME_LENGTH} characters (quote one with spaces).`);
  const conventions = flags.filter((flag) => parsed.switches.has(flag));
  const tax = conventions.length === 1 ? TAX_CONVENTIONS[conventions[0] ?? ''] : undefined;
  if (!tax) return usage(`add-region takes one of ${flags.join(' or ')}.`);
  const currency = chargedCurrency(parsed.values.get('--currency') ?? 'USD');
  if (isResult(currency)) return currency;
  const outcome = await addShopRegion(terminal(db), { id, name, tax, currency });
  if (outcome.kind !== 'changed') return refused(`There is a region ${id} already.`);
  return done(
    `region ${id} (${name}, ${taxConvention(outcome.after.tax)}, charged in ${currency}) added: ` +
      `set its options with set-shipping ${id} …, ` +
      `then add its countries with add-country <COUNTRY> ${id} <percent>`,
  );
}

async function removeRegion(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('remove-region', args, ['id']);
  if (isResult(parsed)) return parsed;
  const id = parsed.positional[0] ?? '';
  const outcome = await removeShopRegion(terminal(db), id);
  if (outcome.kind === 'no-region') return noRegion(id, outcome.known);
  if (outcome.kind === 'changed') return done(`region ${id} (${outcome.before.name}) removed, with its options`);
  if (outcome.reason === 'last-region')
    return refused(`${id} is the shop's only region: add another before removing it.`);
  const held = (await regionsRepository(db).regions()).find((region) => region.id === id)?.countries ?? [];
  return refused(
    `${id} still holds ${held.map((entry) => entry.country).join(', ')}: ` +
      'move them with add-country or stop delivering there with remove-country first.',
  );
}

/** What holiday commands and `list` read the shop's today by: the time, and SHOP_TIMEZONE. */
export interface ShopClockNow {
  now: Date;
  timeZone: string;
}

/** The day an operator named, and the region's holiday commands' checks on it. */
function holidayDay(text: string, clock: ShopClockNow): string | CommandResult {
  const day = parseDay(text);
  if (!day) return usage(`"${text}" is not a day: ${DAY_RULE}.`);
  const today = shopDay(clock.now, clock.timeZone);
  return day < today ? usage(`${day} is past (today is ${today} in ${clock.timeZone}): only days ahead matter.`) : day;
}

async function addHoliday(db: Database, args: readonly string[], clock: ShopClockNow): Promise<CommandResult> {
  const parsed = argumentsOf('add-holiday', args, ['region', 'YYYY-MM-DD', 'name']);
  if (isResult(parsed)) return parsed;
  const [regionId = '', dayText = '', typedName = ''] = parsed.positional;
  const day = holidayDay(dayText, clock);
  if (isResult(day)) return day;
  const name = parseHolidayName(typedName);
  if (name === undefined) return usage(`"${typedName}": ${HOLIDAY_NAME_RULE}.`);
  const today = shopDay(clock.now, clock.timeZone);
  const outcome = await setHoliday(terminal(db, clock.now), regionId, { day, name }, today);
  if (outcome.kind === 'no-region') return noRegion(regionId, outcome.known);
  if (outcome.kind === 'refused')
    return refused(`${formatDay(day)} is ${name} in ${regionId} already; nothing changed.`);
  const { before } = outcome;
  return done(
    before
      ? `${regionId}: ${formatDay(day)} renamed from ${before.name} to ${name}`
      : `${regionId}: ${formatDay(day)} ${name} added; nothing leaves or arrives that day`,
  );
}

async function removeHoliday(db: Database, args: readonly string[], clock: ShopClockNow): Promise<CommandResult> {
  const parsed = argumentsOf('remove-holiday', args, ['region', 'YYYY-MM-DD']);
  if (isResult(parsed)) return parsed;
  const [regionId = '', dayText = ''] = parsed.positional;
  const day = holidayDay(dayText, clock);
  if (isResult(day)) return day;
  const today = shopDay(clock.now, clock.timeZone);
  const outcome = await removeRegionHoliday(terminal(db, clock.now), regionId, day, today);
  if (outcome.kind === 'no-region') return noRegion(regionId, outcome.known);
  if (outcome.kind === 'refused') return refused(`${regionId} has no holiday on ${formatDay(day)}; nothing changed.`);
  return done(`${regionId}: ${formatDay(day)} is no longer a holiday (was ${outcome.before.name})`);
}

const COMMANDS: Record<string, (db: Database, args: readonly string[], clock: ShopClockNow) => Promise<CommandResult>> =
  {
    'set-tax': setTax,
    'add-country': addCountry,
    'remove-country': removeCountry,
    'set-shipping': setShipping,
    'remove-shipping': removeShipping,
    'set-cod': setCashOnDelivery,
    'set-currency': setCurrency,
    'set-return-address': setReturnAddress,
    'set-return-instructions': setReturnInstructions,
    'set-return-pickups': setReturnPickups,
    'add-region': addRegion,
    'remove-region': removeRegion,
    'add-holiday': addHoliday,
    'remove-holiday': removeHoliday,
  };

/** `npm run regions -- …`: where the shop delivers, what each delivery costs and takes, and each country's tax. */
export async function runRegionsCommand(
  db: Database,
  args: readonly string[],
  clock: ShopClockNow,
): Promise<CommandResult> {
  const [command, ...rest] = args;
  if (command === 'list') {
    if (rest.length > 0) return usage('list takes no arguments.');
    const repository = regionsRepository(db);
    const regions = await repository.regions();
    const holidays = await repository.holidays(shopDay(clock.now, clock.timeZone), LISTED_HOLIDAY_DAYS);
    return done(
      regions.length
        ? regions.map((region) => regionBlock(region, holidays)).join('\n\n')
        : 'no regions: the shop delivers nowhere',
    );
  }
  const run = command !== undefined && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (run) return run(db, rest, clock);
  return usage(command ? `Unknown command "${command}".` : 'No command given.');
}
