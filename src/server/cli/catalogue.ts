import { runOperatorTool } from './run-tool';

/**
 * Operator command: `npm run catalogue -- import | generate | seed | stock | price …` (see CATALOGUE_USAGE).
 * A running server on the embedded database takes `stock` and `seed`; `import` and `generate` need it
 * stopped (docs/decisions/0073).
 */
runOperatorTool('catalogue');
