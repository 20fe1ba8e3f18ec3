/** What other modules and the composition may use of accounts; app.ts registers auth-routes.ts. */
export { requireUser, signedInUser } from './auth-guard';
export type { AuthContext } from './context';
export { type AccountStores, deleteAccount } from './delete-account';
export { issueTemporaryPassword } from './issue-temporary-password';
export {
  createLogin,
  deleteExpiredLogins,
  deleteLogin,
  updateLogin,
  type LoginData,
} from './login-repository';
export { LOGIN_COOKIE, loginPlugin, type LoginOptions, type RequestLogin } from './login-cookie';
export { hashLoginToken } from './login-token';
export { pruneLoginsJob } from './prune-logins-job';
export { hashSecret } from './secrets';
export { ACCOUNT_EXISTS_MESSAGE } from './sign-up';
export { presentUserWithCoach } from './user-presenter';
export {
  createUser,
  createUserIfEmailFree,
  findUserByEmail,
  findUserById,
  decrementTotalSessions,
  incrementTotalSessions,
  lockUserRow,
  updateUser,
  type NewUserRow,
  type UserRow,
} from './user-repository';
export { deleteExpiredVerifications } from './verification-repository';
