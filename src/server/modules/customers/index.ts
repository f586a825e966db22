// The customers module's face (issue 35): the staff console's customers, read through the faces of the
// modules that own their data (auth: accounts and sessions; orders: orders, returns and refunds; reviews).
// It owns customer care's tables (issue 52): staff's notes on a customer and the customer's tags. Its
// routes are registered by app.ts; other modules may read what it records in the trail.
export { CUSTOMER_ACTIONS, CUSTOMER_OBJECT } from './audit-actions';
