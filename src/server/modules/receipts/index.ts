// The receipts module's face. Its route (an order's receipt PDF) is registered by app.ts from routes.ts.
// The console's settings page: the shop's details as its receipts give them.
export { shopDetails } from './routes';
