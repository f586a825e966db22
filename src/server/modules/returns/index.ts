// The returns module's face. Its routes (the shopper's and the console's) are registered by app.ts from their files.
// The returns' subscribers of the domain events (src/server/shop-events.ts): the shopper's mail of each decision.
export { returnEventSubscribers } from './return-events';
// The terminal's `npm run orders -- returns | set-return-status` (src/server/operator/tools.ts).
export { returnCommands } from './operator';
