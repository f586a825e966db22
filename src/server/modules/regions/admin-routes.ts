import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../../context';
import type { Database } from '../../db/database';
import { fromContract } from '../../http/endpoint-route';
import { HttpError, notFound } from '../../http/errors';
import { parseBody, refusedField } from '../../http/parse-body';
import {
  addAdminCountry,
  addAdminRegion,
  type DeliveryTermsRegion,
  getAdminDeliveryTerms,
  removeAdminCountry,
  removeAdminHoliday,
  removeAdminRegion,
  removeAdminShippingRate,
  setAdminCashOnDelivery,
  setAdminCountryTax,
  setAdminHoliday,
  setAdminReturns,
  setAdminShippingRate,
} from '../../../universal/contracts/admin/delivery-terms';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { shopDay } from '../../../universal/delivery-dates';
import type { MessageId } from '../../../universal/i18n/messages';
import {
  cashOnDeliverySchema,
  countryPlacementSchema,
  countryTaxSchema,
  holidaySchema,
  newRegionSchema,
  returnLogisticsSchema,
  shippingRateSchema,
  tidyText,
} from '../../../universal/validation/delivery-terms-schema';
import { staffActor } from '../staff';
import {
  addCountry,
  addRegion,
  removeCountry,
  removeHoliday,
  removeRegion,
  removeShippingRate,
  setCashOnDelivery,
  setCountryTax,
  setHoliday,
  setReturnLogistics,
  setShippingRate,
  type TermsBy,
  type TermsChange,
  type TermsRefusal,
} from './region-terms';
import { deliveryTermsRegions } from './console-regions';

/** A refusal by the shop's rules: 409 with its English words and the console's catalog id for its own. */
const RULES: Partial<Record<TermsRefusal, [english: string, id: string]>> = {
  'no-options': [
    'The region offers no delivery option yet: set one before adding a country.',
    'deliveryTerms.refused.noOptions',
  ],
  'last-option': ['A region offers at least one delivery option.', 'deliveryTerms.refused.lastOption'],
  'holds-countries': [
    'The region still delivers to countries: move them to another region or stop delivering there first.',
    'deliveryTerms.refused.holdsCountries',
  ],
  'last-region': ["The shop's only region cannot be removed.", 'deliveryTerms.refused.lastRegion'],
  'last-country': [
    'The shop delivers only there: add another country before removing it.',
    'deliveryTerms.refused.lastCountry',
  ],
};

/** What no field of the form can fix but the thing named does not exist: 404. */
const MISSING: Partial<Record<TermsRefusal, string>> = {
  'no-country': 'The region has no such country.',
  'not-offered': 'The region does not offer that option.',
  'no-holiday': 'The region has no holiday that day.',
};

/** Refusals that belong to a field of the form: 400 on it, in the console's words. */
const ON_FIELD: Partial<Record<TermsRefusal, [field: string, id: string]>> = {
  taken: ['id', 'deliveryTerms.refused.taken'],
  'past-day': ['day', 'deliveryTerms.v.pastDay'],
};

/**
 * A setter's outcome as the console is answered it: every region as it is now (a change, or the same value
 * again: a PUT is idempotent), or why nothing changed. `field` carries a value the rules refused.
 */
async function answer<Before, After>(
  db: Database,
  today: string,
  id: string,
  change: TermsChange<Before, After>,
  field = 'priceCents',
): Promise<DeliveryTermsRegion[]> {
  if (change.kind === 'no-region') throw notFound(`There is no region "${id}".`, ERROR_CODES.NOT_FOUND);
  if (change.kind === 'refused' && change.reason !== 'unchanged') {
    const { reason } = change;
    const rule = RULES[reason];
    if (rule) throw new HttpError(409, rule[0], { code: ERROR_CODES.CONFLICT, ids: { message: rule[1] } });
    const missing = MISSING[reason];
    if (missing) throw notFound(missing, ERROR_CODES.NOT_FOUND);
    const [onField, message] = ON_FIELD[reason] ?? [field, 'deliveryTerms.v.amount'];
    throw refusedField(onField, message as MessageId);
  }
  return deliveryTermsRegions(db, today);
}

/**
 * /api/admin/delivery-terms (owners, issue 52): the regions' delivery terms, changed by the regions module's
 * setters, the ones `npm run regions` calls (one audit entry each; the shop's pages show a change within a
 * second). Bodies are checked by the shared rules the console's forms use.
 */
const deliveryTermsRoutes: ModulePlugin = async (app, { ctx }) => {
  /** The shop's today: holidays from it on are listed and changed. */
  const today = () => shopDay(ctx.now(), ctx.config.shopTimeZone);
  const reply = <Before, After>(id: string, change: TermsChange<Before, After>, field?: string) =>
    answer(ctx.db, today(), id, change, field);
  /** The staff member's change, now. */
  const by = (request: FastifyRequest): TermsBy => ({ db: ctx.db, actor: staffActor(request), at: ctx.now() });

  app.route({ ...fromContract(app, getAdminDeliveryTerms), handler: () => deliveryTermsRegions(ctx.db, today()) });

  app.route({
    ...fromContract(app, setAdminShippingRate),
    handler: async (request) => {
      const { id, option } = request.params;
      const rate = await parseBody(shippingRateSchema, { ...request.body, option });
      return reply(id, await setShippingRate(by(request), id, rate));
    },
  });

  app.route({
    ...fromContract(app, removeAdminShippingRate),
    handler: async (request) => {
      const { id, option } = request.params;
      return reply(id, await removeShippingRate(by(request), id, option));
    },
  });

  app.route({
    ...fromContract(app, setAdminCashOnDelivery),
    handler: async (request) => {
      const { id } = request.params;
      const { enabled, feeCents, minOrderCents, maxOrderCents } = await parseBody(cashOnDeliverySchema, request.body);
      const cod = enabled ? { feeCents, minOrderCents, maxOrderCents } : null;
      return reply(id, await setCashOnDelivery(by(request), id, cod), 'feeCents');
    },
  });

  app.route({
    ...fromContract(app, setAdminCountryTax),
    handler: async (request) => {
      const { id, country } = request.params;
      const { rateBasisPoints } = await parseBody(countryTaxSchema, request.body);
      const change = await setCountryTax(by(request), country, rateBasisPoints, id);
      return reply(id, change, 'rateBasisPoints');
    },
  });

  app.route({
    ...fromContract(app, addAdminCountry),
    handler: async (request) => {
      const { id } = request.params;
      const { country, rateBasisPoints } = await parseBody(countryPlacementSchema, request.body);
      const change = await addCountry(by(request), id, country, rateBasisPoints);
      return reply(id, change, 'country');
    },
  });

  app.route({
    ...fromContract(app, removeAdminCountry),
    handler: async (request) => {
      const { id, country } = request.params;
      return reply(id, await removeCountry(by(request), country, id));
    },
  });

  app.route({
    ...fromContract(app, addAdminRegion),
    handler: async (request, response) => {
      const values = await parseBody(newRegionSchema, request.body);
      const change = await addRegion(by(request), values);
      return response.status(201).send(await reply(values.id, change, 'name'));
    },
  });

  app.route({
    ...fromContract(app, removeAdminRegion),
    handler: async (request) => {
      const { id } = request.params;
      return reply(id, await removeRegion(by(request), id));
    },
  });

  app.route({
    ...fromContract(app, setAdminHoliday),
    handler: async (request) => {
      const { id, day } = request.params;
      const holiday = await parseBody(holidaySchema, { day, name: tidyText(request.body.name) ?? '' });
      const change = await setHoliday(by(request), id, holiday, today());
      return reply(id, change, 'name');
    },
  });

  app.route({
    ...fromContract(app, removeAdminHoliday),
    handler: async (request) => {
      const { id, day } = request.params;
      return reply(id, await removeHoliday(by(request), id, day, today()));
    },
  });

  app.route({
    ...fromContract(app, setAdminReturns),
    handler: async (request) => {
      const { id } = request.params;
      const logistics = await parseBody(returnLogisticsSchema, {
        returnAddress: tidyText(request.body.returnAddress),
        returnInstructions: tidyText(request.body.returnInstructions),
        returnPickups: request.body.returnPickups,
      });
      return reply(id, await setReturnLogistics(by(request), id, logistics), 'returnAddress');
    },
  });
};

export default deliveryTermsRoutes;
