import { runOperatorTool } from './run-tool';

/** Operator command: `npm run jobs -- run cart-reminders [--hours n] | run price-drops` (see JOBS_USAGE). */
runOperatorTool('jobs');
