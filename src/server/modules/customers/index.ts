// The customers module's face (issue 35): the staff console's customers, read through the faces of the
// modules that own their data (auth: accounts and sessions; orders: orders and returns; reviews). It owns
// no table. Its routes are registered by app.ts; other modules may read what it records in the trail.
export { CUSTOMER_ACTIONS, CUSTOMER_OBJECT } from './audit-actions';
