import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { HttpError, notFound } from '../../http/errors';
import { parseBody, refusedField } from '../../http/parse-body';
import {
  addAdminCarrier,
  type CarrierRow,
  listAdminCarriers,
  removeAdminCarrier,
  setAdminCarrier,
} from '../../../universal/contracts/admin/delivery-terms';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import type { MessageId } from '../../../universal/i18n/messages';
import { carrierSchema } from '../../../universal/validation/carrier-rules';
import { staffActor } from '../staff';
import { type CarrierChange, removeCarrier, saveCarrier } from './carrier-changes';
import { type Carrier, carriersRepository } from './carriers';

/** A saved carrier as the console lists it. */
async function rowOf(db: Parameters<typeof carriersRepository>[0], carrier: Carrier): Promise<CarrierRow> {
  return { ...carrier, inUse: await carriersRepository(db).namedByOrders(carrier.name) };
}

/** A carrier change's refusal, as the console is answered it. */
function refusal(change: CarrierChange & { kind: 'refused' }): HttpError {
  switch (change.reason) {
    case 'no-carrier':
      return notFound('There is no such carrier.', ERROR_CODES.NOT_FOUND);
    case 'exists':
      return refusedField('name', 'carriers.refused.exists' as MessageId);
    case 'in-use':
      return new HttpError(409, 'Orders were shipped with this carrier: their tracking links need it.', {
        code: ERROR_CODES.CONFLICT,
        ids: { message: 'carriers.refused.inUse' },
      });
    case 'invalid':
      return refusedField('trackingUrlTemplate', 'carriers.v.template' as MessageId);
  }
}

/**
 * /api/admin/delivery-terms/carriers (owners, issue 52): the carriers and their tracking templates, changed by
 * the setters `npm run orders -- set-carrier | remove-carrier` call (one audit entry each). The orders' own
 * list (GET /api/admin/carriers, for shipping) is the orders' routes'.
 */
const carrierRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, listAdminCarriers),
    handler: async (request) => {
      const { page, pageSize } = request.query;
      return carriersRepository(ctx.db).page(page * pageSize, pageSize);
    },
  });

  app.route({
    ...fromContract(app, addAdminCarrier),
    handler: async (request, reply) => {
      const carrier = await parseBody(carrierSchema, {
        name: request.body.name.trim(),
        trackingUrlTemplate: request.body.trackingUrlTemplate.trim(),
      });
      const change = await saveCarrier(ctx.db, staffActor(request), ctx.now(), carrier, 'add');
      if (change.kind === 'refused') throw refusal(change);
      const saved = change.kind === 'changed' ? change.after : change.carrier;
      return reply.status(201).send(await rowOf(ctx.db, saved ?? carrier));
    },
  });

  app.route({
    ...fromContract(app, setAdminCarrier),
    handler: async (request) => {
      const found = await carriersRepository(ctx.db).find(request.params.name);
      if (!found) throw refusal({ kind: 'refused', reason: 'no-carrier' });
      const carrier = await parseBody(carrierSchema, {
        name: found.name,
        trackingUrlTemplate: request.body.trackingUrlTemplate.trim(),
      });
      const change = await saveCarrier(ctx.db, staffActor(request), ctx.now(), carrier, 'change');
      if (change.kind === 'refused') throw refusal(change);
      return rowOf(ctx.db, (change.kind === 'changed' ? change.after : change.carrier) ?? carrier);
    },
  });

  app.route({
    ...fromContract(app, removeAdminCarrier),
    handler: async (request) => {
      const change = await removeCarrier(ctx.db, staffActor(request), ctx.now(), request.params.name);
      if (change.kind === 'refused') throw refusal(change);
      return { removed: true };
    },
  });
};

export default carrierRoutes;
