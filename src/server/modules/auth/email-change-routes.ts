import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { badRequest } from '../../http/errors';
import { checkEmailUndo, undoEmailChange } from '../../../universal/contracts/auth';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { emailChangeUndos } from './email-changes';
import { markEmailVerified } from './email-verifications';
import { ACCOUNT_LIMITS as L, limitAttempts } from './limits';
import { passwordResets } from './password-resets';
import { sessions } from './sessions';
import { rejectingTakenEmail } from './user-repository';

export const INVALID_UNDO_LINK = 'This link is invalid, has expired or was already used.';

const invalid = () => badRequest(INVALID_UNDO_LINK, undefined, ERROR_CODES.INVALID_UNDO_LINK);

/** The undo link mailed to the old address of an email change (docs/decisions/0053). */
export const emailChangeRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, checkEmailUndo),
    handler: async (request) => {
      await limitAttempts(ctx, request, [[L.resetPerIp, request.ip]]);
      if (!(await emailChangeUndos(ctx.db).peek(request.params.token, ctx.now()))) throw invalid();
      return { success: true };
    },
  });

  app.route({
    ...fromContract(app, undoEmailChange),
    handler: async (request) => {
      await limitAttempts(ctx, request, [[L.resetPerIp, request.ip]]);
      const now = ctx.now();
      return ctx.db.transaction(async (tx) => {
        const undo = await emailChangeUndos(tx).consume(request.params.token, now);
        if (!undo) throw invalid();
        // Another account may have taken the old address since: 409, and the link stays unspent.
        await rejectingTakenEmail(() =>
          tx.query('UPDATE users SET email = $2 WHERE id = $1', [undo.userId, undo.oldEmail]),
        );
        await sessions(tx).endAll(undo.userId);
        // The link was mailed to the old address: following it proves that mailbox.
        await markEmailVerified(tx, undo.userId, undo.oldEmail, now);
        // Whoever made the change may know the password: the owner chooses a new one straight away.
        const resetToken = await passwordResets(tx).create(undo.userId, now);
        return { email: undo.oldEmail, resetToken };
      });
    },
  });
};
