import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { conflict, fieldRefused, forbidden, notFound, requiredText } from '../../http/errors';
import { customerAccounts } from '../auth';
import { currentStaff } from '../staff';
import {
  addCustomerNote,
  addCustomerTag,
  deleteCustomerNote,
  removeCustomerTag,
} from '../../../universal/contracts/admin/customers';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import {
  cleanTag,
  TAG_MAX_LENGTH,
  type TagProblem,
  tagKey,
  tagProblem,
  TAGS_PER_CUSTOMER,
} from '../../../universal/customer-care';
import { auditCustomer, CUSTOMER_ACTIONS } from './audit-actions';
import { customerCare } from './care-repository';
import { missingCustomer } from './routes';

export const EMPTY_NOTE = 'Please write the note.';
export const NO_SUCH_NOTE = 'There is no such note on this customer.';
export const NOT_YOUR_NOTE = 'Only the staff member who wrote a note can delete it.';
export const TOO_MANY_TAGS = `A customer can have at most ${TAGS_PER_CUSTOMER} tags. Remove one first.`;
export const TAG_REFUSALS: Record<TagProblem, string> = {
  empty: 'Please write the tag.',
  tooLong: `A tag is at most ${TAG_MAX_LENGTH} characters.`,
  characters: 'A tag holds letters, digits, spaces and hyphens only, and starts with a letter or digit.',
};

/**
 * Customer care (issue 52, area 6): support's notes on a customer and the customer's tags. Each change is
 * one transaction with its audit entry, before and after; a note is deleted by its author only.
 */
const customerCareRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, addCustomerNote),
    handler: async (request, reply) => {
      const { id } = request.params;
      const body = requiredText(request.body, 'body', EMPTY_NOTE);
      const staff = currentStaff(request);
      const now = ctx.now();
      const note = await ctx.db.transaction(async (tx) => {
        if (!(await customerAccounts(tx).get(id))) throw missingCustomer();
        const added = await customerCare(tx).addNote(id, staff, body, now);
        await auditCustomer(
          tx,
          request,
          { action: CUSTOMER_ACTIONS.note, objectId: id, before: null, after: { noteId: added.id, body } },
          now,
        );
        return added;
      });
      return reply
        .status(201)
        .send({ id: note.id, body: note.body, by: note.by, mine: true, at: note.at.toISOString() });
    },
  });

  app.route({
    ...fromContract(app, deleteCustomerNote),
    handler: async (request) => {
      const { id, noteId } = request.params;
      const staff = currentStaff(request);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        const care = customerCare(tx);
        const note = await care.note(id, noteId);
        if (!note) throw notFound(NO_SUCH_NOTE, ERROR_CODES.NOT_FOUND);
        if (note.staffId !== staff.id) throw forbidden(NOT_YOUR_NOTE);
        await care.deleteNote(noteId);
        await auditCustomer(
          tx,
          request,
          {
            action: CUSTOMER_ACTIONS.deleteNote,
            objectId: id,
            before: { noteId, body: note.body, by: note.by, at: note.at.toISOString() },
            after: null,
          },
          now,
        );
      });
      return { deleted: noteId };
    },
  });

  app.route({
    ...fromContract(app, addCustomerTag),
    handler: async (request) => {
      const { id } = request.params;
      const label = cleanTag(request.body.label);
      const problem = tagProblem(label);
      if (problem) throw fieldRefused('label', TAG_REFUSALS[problem]);
      const now = ctx.now();
      const tags = await ctx.db.transaction(async (tx) => {
        if (!(await customerAccounts(tx).get(id))) throw missingCustomer();
        const care = customerCare(tx);
        const before = await care.tagsOf(id);
        const key = tagKey(label);
        // The same tag in another case is the one the customer has: nothing changes, nothing is recorded.
        if (before.some((tag) => tagKey(tag) === key)) return before;
        if (before.length >= TAGS_PER_CUSTOMER) throw conflict(TOO_MANY_TAGS, ERROR_CODES.CONFLICT);
        await care.addTag(id, key, label, now);
        const after = [...before, label];
        await auditCustomer(
          tx,
          request,
          { action: CUSTOMER_ACTIONS.tag, objectId: id, before: { tags: before }, after: { tags: after } },
          now,
        );
        return after;
      });
      return { tags };
    },
  });

  app.route({
    ...fromContract(app, removeCustomerTag),
    handler: async (request) => {
      const { id, label } = request.params;
      const now = ctx.now();
      const tags = await ctx.db.transaction(async (tx) => {
        if (!(await customerAccounts(tx).get(id))) throw missingCustomer();
        const care = customerCare(tx);
        const before = await care.tagsOf(id);
        // Removing a tag the customer does not have changes nothing: the answer is their tags as they are.
        const removed = await care.removeTag(id, tagKey(label));
        if (removed === undefined) return before;
        const after = before.filter((tag) => tag !== removed);
        await auditCustomer(
          tx,
          request,
          { action: CUSTOMER_ACTIONS.untag, objectId: id, before: { tags: before }, after: { tags: after } },
          now,
        );
        return after;
      });
      return { tags };
    },
  });
};

export default customerCareRoutes;
