import { runReviewsCommand } from '../modules/reviews/operator';
import { runOperatorCommand } from './with-database';

/** Operator command: `npm run reviews -- list | hide <id> | show <id>` (see REVIEWS_USAGE). */
runOperatorCommand((db) => runReviewsCommand(db, process.argv.slice(2)));
