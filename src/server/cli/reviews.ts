import { runOperatorTool } from './run-tool';

/** Operator command: `npm run reviews -- list | hide <id> | show <id>` (see REVIEWS_USAGE). */
runOperatorTool('reviews');
