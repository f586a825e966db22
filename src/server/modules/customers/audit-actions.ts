/** The audit trail's object type for shoppers' accounts, and the actions the console records on them. */
export const CUSTOMER_OBJECT = 'customer';
export const CUSTOMER_ACTIONS = {
  passwordReset: 'customer.password-reset',
  endSessions: 'customer.end-sessions',
} as const;
