// The auth module's face: the session guard, account limits, password hashing, tokens and the users
// table's repository. Other modules import from here only (ESLint enforces it).
export { currentUser } from './authenticate';
export { ACCOUNT_LIMITS, limitAttempts } from './limits';
export { parseBody } from './parse-body';
export { hashPassword, verifyPassword } from './passwords';
export { errorResponses, Password, Text } from './schemas';
export { issueToken } from './tokens';
export { rejectingTakenEmail, userRepository } from './user-repository';
