import { runOperatorTool } from './run-tool';

/** Operator command: `npm run staff -- add <email> --role owner | list | password-link <email>` (see STAFF_USAGE). */
runOperatorTool('staff');
