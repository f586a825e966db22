// The auth module's face: the session guard, account limits, password hashing, sessions and the repositories
// of the tables it owns (users, with the profile's columns, password_resets, sessions, email_change_undos and
// email_verifications;
// see db/table-owners.ts).
// Other modules import from here only (ESLint enforces it).
export { authenticate, bearerToken, currentSessionId, currentUser, type SessionContext } from './authenticate';
export { afterEmailChange } from './email-change-mail';
export { ACCOUNT_LIMITS, limitAttempts } from './limits';
export { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
export { linkTokenHash, newLinkToken, passwordLinks } from './link-tokens';
export { sessions } from './sessions';
export { renormalizeStoredEmails } from './stored-emails';
export { issueToken, loadTokenKeys, STAFF_AUDIENCE, type TokenKeys, verifyToken } from './tokens';
export { deviceSummary } from './sessions';
export { type AccountProfile, profileRepository } from './profile-repository';
export { type Buyer, rejectingTakenEmail, userRepository } from './user-repository';
// The staff console's customers (issue 35): the accounts searched and read (never a password's trace), and
// the reset mail "Forgot password" sends, queued by support too.
export {
  type AccountCondition,
  type CustomerAccount,
  customerAccounts,
  type CustomerSearch,
  parseCustomerSearch,
} from './customer-accounts';
export { queuePasswordReset } from './reset-mail';
// Email verification (issue 48 §7, decision 0090): the mail a new account gets, wherever it was made.
export { queueEmailVerification } from './verification-mail';
