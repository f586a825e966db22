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
import { bumpCatalogueVersion, noteCatalogueChanged } from '../catalogue';
import { recordAudit, terminalActor } from '../audit';
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
import { type Holiday, type Region, type RegionTax, regionsRepository, type RegionsRepository } from './repository';
import { type CurrencyChange, setRegionCurrency } from './region-currency';
import { setCashOnDelivery as setRegionCashOnDelivery, setCountryTax, setShippingRate } from './region-terms';
import { shopDay } from '../../../universal/delivery-dates';

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
  npm run regions -- set-cod <region> on [--fee <amount>] | off
                                                           let its shoppers pay the courier in cash, for that fee
                                                           added to the order (none without --fee), or stop it
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
  npm run regions -- remove-region <id>                    once no country is in it
  npm run regions -- add-holiday <region> <YYYY-MM-DD> <name>
                                                           nothing leaves or arrives that day (renames the day's holiday)
  npm run regions -- remove-holiday <region> <YYYY-MM-DD>  a working day again
Amounts (--price, --free-over, --fee) are in the region's currency, as list shows it.
Countries: two capital letters; checkout takes addresses in ${CHECKOUT_COUNTRY_CODES.join(', ')}.
Working days: mon-fri, sun-thu, mon,wed,fri or ISO numbers 1,2,3 (1 Monday .. 7 Sunday).
Holidays: days from today on in the shop's calendar (SHOP_TIMEZONE); orders placed keep the days they were promised.
Each change is one transaction: the next checkout prices by it; pages rendered from then on show it (on other
instances within a second).`;

const usage = (problem: string): CommandResult => usageError(problem, REGIONS_USAGE);
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

/** How a region's shoppers may pay: online only, or cash on delivery too, with its fee. */
const paymentLine = (cod: CashOnDelivery | null, currency: Currency) =>
  cod === null
    ? 'online only'
    : `online or cash on delivery (${cod.feeCents === 0 ? 'no fee' : `fee ${formatPriceIn(cod.feeCents, currency)}`})`;

/** How far ahead `list` shows each region's holidays. */
const LISTED_HOLIDAY_DAYS = 366;

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

/** What a change is about, as the audit trail names it ('region.set-tax', a country or a region). */
interface ChangeSubject {
  command: string;
  objectType: 'region' | 'country';
  objectId: string;
  args: readonly string[];
}

/**
 * One change in one transaction, with its audit entry (as `terminal:<user>`: the regions have no console
 * screen; this is their one setter). A change made raises the catalogue version in it: the rendered
 * pages, cached per catalogue generation, embed the delivery terms, so every instance renders them again
 * (this one at once, the others within a second). A refusal writes nothing, not even an entry.
 */
async function change(
  db: Database,
  subject: ChangeSubject,
  work: (regions: RegionsRepository) => Promise<CommandResult>,
): Promise<CommandResult> {
  const result = await db.transaction(async (tx) => {
    const outcome = await work(regionsRepository(tx));
    if (outcome.exitCode !== 0) return outcome;
    await bumpCatalogueVersion(tx);
    await recordAudit(
      tx,
      terminalActor(),
      {
        action: `region.${subject.command}`,
        objectType: subject.objectType,
        objectId: subject.objectId,
        // The command as typed and what it changed, in the words it answered (before → after).
        after: { args: subject.args, change: outcome.output },
      },
      new Date(),
    );
    return outcome;
  });
  if (result.exitCode === 0) noteCatalogueChanged();
  return result;
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

/** The region the operator named, its row locked; an unknown id is a usage error naming the known ones. */
async function lockedRegion(regions: RegionsRepository, id: string) {
  const region = await regions.lockRegion(id);
  if (region) return region;
  return noRegion(
    id,
    (await regions.regions()).map((entry) => entry.id),
  );
}

async function setTax(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('set-tax', args, ['COUNTRY', 'percent']);
  if (isResult(parsed)) return parsed;
  const [code = '', rateText = ''] = parsed.positional;
  const where = country(code);
  if (isResult(where)) return where;
  const rate = percent(rateText);
  if (isResult(rate)) return rate;
  const outcome = await setCountryTax(db, terminalActor(), new Date(), where, rate);
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
  return change(db, { command: 'add-country', objectType: 'country', objectId: where, args }, async (regions) => {
    const region = await lockedRegion(regions, regionId);
    if (isResult(region)) return region;
    if ((await regions.shippingRates(region.id)).length === 0)
      return refused(
        `Region ${region.id} offers no delivery option, so ${where} would not be delivered to: ` +
          `set one first (set-shipping ${region.id} standard --price … --days … --cutoff …).`,
      );
    const before = (await regions.lockCountries()).find((entry) => entry.country === where);
    await regions.placeCountry({ country: where, regionId: region.id, rateBasisPoints: rate });
    const taxed = `taxed ${formatPercent(rate)}`;
    if (!before) return done(`${where} added to ${region.id}, ${taxed}`);
    if (before.regionId !== region.id) return done(`${where} moved from ${before.regionId} to ${region.id}, ${taxed}`);
    return done(
      `${where} is in ${region.id} already; tax ${formatPercent(before.rateBasisPoints)} → ${formatPercent(rate)}`,
    );
  });
}

async function removeCountry(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('remove-country', args, ['COUNTRY']);
  if (isResult(parsed)) return parsed;
  const where = country(parsed.positional[0] ?? '');
  if (isResult(where)) return where;
  return change(db, { command: 'remove-country', objectType: 'country', objectId: where, args }, async (regions) => {
    const countries = await regions.lockCountries();
    const current = countries.find((entry) => entry.country === where);
    if (!current) return refused(`The shop does not deliver to ${where}; nothing changed.`);
    if (countries.length === 1)
      return refused(`${where} is the only country the shop delivers to: add another before removing it.`);
    await regions.removeCountry(where);
    return done(`${where} removed from ${current.regionId}: the shop no longer delivers there`);
  });
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
  const outcome = await setShippingRate(db, terminalActor(), new Date(), regionId, {
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
  return change(db, { command: 'remove-shipping', objectType: 'region', objectId: regionId, args }, async (regions) => {
    const region = await lockedRegion(regions, regionId);
    if (isResult(region)) return region;
    const offered = await regions.shippingRates(region.id);
    if (!offered.some((rate) => rate.option === option))
      return refused(`${region.id} does not offer ${option}; nothing changed.`);
    if (offered.length === 1)
      return refused(
        `${option} is the only option ${region.id} offers, and a region offers at least one: ` +
          `set another first, or move its countries and remove the region.`,
      );
    await regions.removeShippingRate(region.id, option);
    return done(`${region.id} no longer offers ${option}`);
  });
}

async function setCashOnDelivery(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('set-cod', args, ['region', 'on|off'], { values: ['--fee'] });
  if (isResult(parsed)) return parsed;
  const [regionId = '', state = ''] = parsed.positional;
  if (state !== 'on' && state !== 'off') return usage(`set-cod takes on or off, not "${state}".`);
  const feeText = parsed.values.get('--fee');
  if (state === 'off' && feeText !== undefined) return usage('set-cod … off takes no --fee.');
  const feeCents = feeText === undefined ? 0 : parseAmount(feeText);
  if (feeCents === undefined) return usage(`--fee "${feeText}": ${AMOUNT_RULE}.`);
  const cod = state === 'on' ? { feeCents } : null;
  const outcome = await setRegionCashOnDelivery(db, terminalActor(), new Date(), regionId, cod);
  if (outcome.kind === 'no-region') return noRegion(regionId, outcome.known);
  if (outcome.kind === 'refused') return refused(`${regionId}: refused by the delivery terms' rules.`);
  const { region, before } = outcome;
  return done(`${region.id}: ${paymentLine(cod, region.currency)} (was ${paymentLine(before, region.currency)})`);
}

/** The longest return address a region keeps: a few lines of a postal address and a note for the courier. */
export const MAX_RETURN_ADDRESS = 300;

/** `set-return-address <region> <address> | off`: where the region's returns go, or none (the mail then names none). */
async function setReturnAddress(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('set-return-address', args, ['region', 'address|off']);
  if (isResult(parsed)) return parsed;
  const [regionId = '', text = ''] = parsed.positional;
  const address = text === 'off' ? null : text.replace(/\s+/g, ' ').trim();
  if (address !== null && (address.length < 10 || address.length > MAX_RETURN_ADDRESS))
    return usage(`set-return-address needs an address of 10 to ${MAX_RETURN_ADDRESS} characters (quote it), or off.`);
  return change(
    db,
    { command: 'set-return-address', objectType: 'region', objectId: regionId, args },
    async (regions) => {
      const region = await lockedRegion(regions, regionId);
      if (isResult(region)) return region;
      await regions.setReturnAddress(region.id, address);
      return done(
        `${region.id}: returns go to ${address ?? 'no address'} (was ${region.returnAddress ?? 'no address'})`,
      );
    },
  );
}

export const MAX_RETURN_INSTRUCTIONS = 600;

/** `set-return-instructions <region> <text> | off`: what the region's shoppers do with a return's parcel. */
async function setReturnInstructions(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('set-return-instructions', args, ['region', 'text|off']);
  if (isResult(parsed)) return parsed;
  const [regionId = '', text = ''] = parsed.positional;
  const instructions = text === 'off' ? null : text.replace(/\s+/g, ' ').trim();
  if (instructions !== null && (instructions.length < 10 || instructions.length > MAX_RETURN_INSTRUCTIONS))
    return usage(
      `set-return-instructions needs a text of 10 to ${MAX_RETURN_INSTRUCTIONS} characters (quote it), or off.`,
    );
  return change(
    db,
    { command: 'set-return-instructions', objectType: 'region', objectId: regionId, args },
    async (regions) => {
      const region = await lockedRegion(regions, regionId);
      if (isResult(region)) return region;
      await regions.setReturnInstructions(region.id, instructions);
      return done(
        `${region.id}: return instructions ${instructions ?? 'none'} (was ${region.returnInstructions ?? 'none'})`,
      );
    },
  );
}

/** `set-return-pickups <region> on | off`: whether approving its returns books a carrier pickup. */
async function setReturnPickups(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('set-return-pickups', args, ['region', 'on|off']);
  if (isResult(parsed)) return parsed;
  const [regionId = '', text = ''] = parsed.positional;
  if (text !== 'on' && text !== 'off') return usage('set-return-pickups takes on or off.');
  const label = (on: boolean) => (on ? 'on' : 'off');
  return change(
    db,
    { command: 'set-return-pickups', objectType: 'region', objectId: regionId, args },
    async (regions) => {
      const region = await lockedRegion(regions, regionId);
      if (isResult(region)) return region;
      await regions.setReturnPickups(region.id, text === 'on');
      return done(`${region.id}: return pickups ${text} (was ${label(region.returnPickups)})`);
    },
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

const REGION_ID = /^[a-z][a-z0-9-]{0,31}$/;
const REGION_ID_RULE = 'a region id is a lowercase letter, then up to 31 lowercase letters, digits or dashes, e.g. eu';
const MAX_NAME_LENGTH = 60;

const TAX_CONVENTIONS: Record<string, RegionTax> = {
  '--vat-included': { kind: 'vat', included: true },
  '--tax-added': { kind: 'sales-tax', included: false },
};

async function addRegion(db: Database, args: readonly string[]): Promise<CommandResult> {
  const flags = Object.keys(TAX_CONVENTIONS);
  const parsed = argumentsOf('add-region', args, ['id', 'name'], { switches: flags, values: ['--currency'] });
  if (isResult(parsed)) return parsed;
  const [id = '', typedName = ''] = parsed.positional;
  if (!REGION_ID.test(id)) return usage(`"${id}" is not a region id: ${REGION_ID_RULE}.`);
  const name = typedName.trim().replace(/\s+/g, ' ');
  if (!name || name.length > MAX_NAME_LENGTH || /\p{Cc}/u.test(name))
    return usage(`A region's name is 1 to ${MAX_NAME_LENGTH} characters (quote one with spaces).`);
  const conventions = flags.filter((flag) => parsed.switches.has(flag));
  const tax = conventions.length === 1 ? TAX_CONVENTIONS[conventions[0] ?? ''] : undefined;
  if (!tax) return usage(`add-region takes one of ${flags.join(' or ')}.`);
  const currency = chargedCurrency(parsed.values.get('--currency') ?? 'USD');
  if (isResult(currency)) return currency;
  return change(db, { command: 'add-region', objectType: 'region', objectId: id, args }, async (regions) => {
    if (!(await regions.addRegion({ id, name, tax, currency }))) return refused(`There is a region ${id} already.`);
    return done(
      `region ${id} (${name}, ${taxConvention(tax)}, charged in ${currency}) added: ` +
        `set its options with set-shipping ${id} …, ` +
        `then add its countries with add-country <COUNTRY> ${id} <percent>`,
    );
  });
}

async function removeRegion(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = argumentsOf('remove-region', args, ['id']);
  if (isResult(parsed)) return parsed;
  return change(
    db,
    { command: 'remove-region', objectType: 'region', objectId: parsed.positional[0] ?? '', args },
    async (regions) => {
      const region = await lockedRegion(regions, parsed.positional[0] ?? '');
      if (isResult(region)) return region;
      const countries = (await regions.lockCountries()).filter((entry) => entry.regionId === region.id);
      if (countries.length > 0)
        return refused(
          `${region.id} still holds ${countries.map((entry) => entry.country).join(', ')}: ` +
            'move them with add-country or stop delivering there with remove-country first.',
        );
      await regions.removeRegion(region.id);
      return done(`region ${region.id} (${region.name}) removed, with its options`);
    },
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
  return change(db, { command: 'add-holiday', objectType: 'region', objectId: regionId, args }, async (regions) => {
    const region = await lockedRegion(regions, regionId);
    if (isResult(region)) return region;
    const before = await regions.holiday(region.id, day);
    if (before?.name === name) return refused(`${formatDay(day)} is ${name} in ${region.id} already; nothing changed.`);
    await regions.saveHoliday({ regionId: region.id, day, name });
    return done(
      before
        ? `${region.id}: ${formatDay(day)} renamed from ${before.name} to ${name}`
        : `${region.id}: ${formatDay(day)} ${name} added; nothing leaves or arrives that day`,
    );
  });
}

async function removeHoliday(db: Database, args: readonly string[], clock: ShopClockNow): Promise<CommandResult> {
  const parsed = argumentsOf('remove-holiday', args, ['region', 'YYYY-MM-DD']);
  if (isResult(parsed)) return parsed;
  const [regionId = '', dayText = ''] = parsed.positional;
  const day = holidayDay(dayText, clock);
  if (isResult(day)) return day;
  return change(db, { command: 'remove-holiday', objectType: 'region', objectId: regionId, args }, async (regions) => {
    const region = await lockedRegion(regions, regionId);
    if (isResult(region)) return region;
    const before = await regions.holiday(region.id, day);
    if (!before) return refused(`${region.id} has no holiday on ${formatDay(day)}; nothing changed.`);
    await regions.removeHoliday(region.id, day);
    return done(`${region.id}: ${formatDay(day)} is no longer a holiday (was ${before.name})`);
  });
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
