import type { Database } from '../../db/database';
import { commandArguments, type CommandResult, usageError } from '../../operator-command';
import { productReviews } from './reviews';
import { productIdNumber } from '../../../universal/contracts/product-id';

export const REVIEWS_USAGE = `Usage:
  npm run reviews -- list [--product <id>]     newest first (100), hidden ones marked HIDDEN
  npm run reviews -- hide <reviewId>           takes a review off the product page and out of its rating
  npm run reviews -- show <reviewId>           puts a hidden review back`;

const usage = (problem: string): CommandResult => usageError(problem, REVIEWS_USAGE);

/** The operator's review commands, on any database; the CLI wraps this with the configured one. */
export async function runReviewsCommand(db: Database, args: string[]): Promise<CommandResult> {
  const [command, ...rest] = args;
  const reviews = productReviews(db);

  if (command === 'list') {
    const parsed = commandArguments(rest, { values: ['--product'] });
    if (typeof parsed === 'string') return usage(`list: ${parsed}.`);
    const typedProduct = parsed.values.get('--product');
    const productId = typedProduct === undefined ? undefined : productIdNumber(typedProduct);
    if (typedProduct !== undefined && productId === undefined) return usage('--product needs a product id.');
    const found = await reviews.list(productId);
    if (found.length === 0) return { exitCode: 0, output: 'no reviews' };
    const lines = found.map(
      (review) =>
        `${review.id}  product ${review.productId}  ${'★'.repeat(review.stars).padEnd(5)}  ` +
        `${review.createdAt.replace('T', ' ').slice(0, 16)}  ${review.hidden ? 'HIDDEN  ' : ''}${review.reviewer}: ${review.title}`,
    );
    return { exitCode: 0, output: lines.join('\n') };
  }

  if (command === 'hide' || command === 'show') {
    const [id] = rest;
    if (!id) return usage(`${command} needs a review id.`);
    const done = await reviews.setHidden(id, command === 'hide');
    return done
      ? { exitCode: 0, output: `review ${id} is ${command === 'hide' ? 'hidden' : 'shown'}` }
      : { exitCode: 1, output: `no review ${id}` };
  }

  return usage(command ? `Unknown command "${command}".` : 'No command given.');
}
