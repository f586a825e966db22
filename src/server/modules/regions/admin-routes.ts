import type { ModulePlugin } from '../../context';
import type { Database } from '../../db/database';
import { fromContract } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { parseBody, refusedField } from '../../http/parse-body';
import {
  getAdminDeliveryTerms,
  setAdminCashOnDelivery,
  setAdminCountryTax,
  setAdminShippingRate,
} from '../../../universal/contracts/admin/delivery-terms';
import type { SettingsRegion } from '../../../universal/contracts/admin/settings';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import type { MessageId } from '../../../universal/i18n/messages';
import {
  cashOnDeliverySchema,
  countryTaxSchema,
  shippingRateSchema,
} from '../../../universal/validation/delivery-terms-schema';
import { staffActor } from '../staff';
import { setCashOnDelivery, setCountryTax, setShippingRate, type TermsChange } from './region-terms';
import { consoleRegions } from './console-regions';

/** A setter's refusal as the console is answered it; a change answers every region as it is now. */
async function answer<Before, After>(
  db: Database,
  id: string,
  change: TermsChange<Before, After>,
): Promise<SettingsRegion[]> {
  if (change.kind === 'no-region') throw notFound(`There is no region "${id}".`, ERROR_CODES.NOT_FOUND);
  if (change.kind === 'refused' && change.reason === 'no-country')
    throw notFound(`Region "${id}" has no such country.`, ERROR_CODES.NOT_FOUND);
  if (change.kind === 'refused') throw refusedField('priceCents', 'deliveryTerms.v.amount' as MessageId);
  return consoleRegions(db);
}

/**
 * /api/admin/delivery-terms (owners, issue 52): the regions' delivery terms, changed by the regions module's
 * setters, the ones `npm run regions` calls (one audit entry each; the shop's pages show a change within a
 * second). Bodies are checked by the shared rules the console's forms use.
 */
const deliveryTermsRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({ ...fromContract(app, getAdminDeliveryTerms), handler: () => consoleRegions(ctx.db) });

  app.route({
    ...fromContract(app, setAdminShippingRate),
    handler: async (request) => {
      const { id, option } = request.params;
      const rate = await parseBody(shippingRateSchema, { ...request.body, option });
      return answer(ctx.db, id, await setShippingRate(ctx.db, staffActor(request), ctx.now(), id, rate));
    },
  });

  app.route({
    ...fromContract(app, setAdminCashOnDelivery),
    handler: async (request) => {
      const { id } = request.params;
      const { enabled, feeCents } = await parseBody(cashOnDeliverySchema, request.body);
      const cod = enabled ? { feeCents } : null;
      return answer(ctx.db, id, await setCashOnDelivery(ctx.db, staffActor(request), ctx.now(), id, cod));
    },
  });

  app.route({
    ...fromContract(app, setAdminCountryTax),
    handler: async (request) => {
      const { id, country } = request.params;
      const { rateBasisPoints } = await parseBody(countryTaxSchema, request.body);
      return answer(
        ctx.db,
        id,
        await setCountryTax(ctx.db, staffActor(request), ctx.now(), country, rateBasisPoints, id),
      );
    },
  });
};

export default deliveryTermsRoutes;
