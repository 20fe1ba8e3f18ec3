import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  preferencesRequestSchema,
  profileUpdateRequestSchema,
  profileUpdateResponseSchema,
  resetPasswordRequestSchema,
  signinRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  tempLoginRequestSchema,
  userResponseSchema,
  verifyEmailChangeRequestSchema,
  verifyEmailRequestSchema,
} from '../../auth/schemas';
import { currentUserResponseSchema } from '../../auth/user';
import { defineRoute } from '../route';
import { CURRENT_USER_ROUTE } from './current-user';

/** Signing up and in, and the account's own settings. */
export const AUTH_ROUTES = {
  currentUser: { ...CURRENT_USER_ROUTE, response: currentUserResponseSchema },
  signUp: defineRoute({
    method: 'POST',
    path: '/api/auth/signup',
    body: signupRequestSchema,
    response: signupResponseSchema,
    codes: ['SERVICE_UNAVAILABLE'],
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: verifyEmailRequestSchema,
    response: userResponseSchema,
    codes: ['BAD_REQUEST', 'CONFLICT'],
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/api/auth/signin',
    body: signinRequestSchema,
    response: userResponseSchema,
    codes: ['INVALID_CREDENTIALS'],
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/api/auth/signout',
    response: messageResponseSchema,
    codes: [],
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
    codes: [],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
    codes: ['BAD_REQUEST'],
  }),
  loginWithTemporaryPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/login-temp-password',
    body: tempLoginRequestSchema,
    response: userResponseSchema,
    codes: ['TEMPORARY_PASSWORD_INVALID', 'TEMPORARY_PASSWORD_EXPIRED'],
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/auth/profile',
    body: profileUpdateRequestSchema,
    response: profileUpdateResponseSchema,
    codes: ['UNAUTHENTICATED', 'BAD_REQUEST', 'CONFLICT'],
  }),
  updatePreferences: defineRoute({
    method: 'PATCH',
    path: '/api/auth/preferences',
    body: preferencesRequestSchema,
    response: userResponseSchema,
    codes: ['UNAUTHENTICATED'],
  }),
  verifyEmailChange: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-email-change',
    body: verifyEmailChangeRequestSchema,
    response: userResponseSchema,
    codes: ['UNAUTHENTICATED', 'BAD_REQUEST', 'CONFLICT'],
  }),
  changePassword: defineRoute({
    method: 'PATCH',
    path: '/api/auth/password',
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
    codes: ['UNAUTHENTICATED', 'BAD_REQUEST'],
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: '/api/auth/account',
    response: messageResponseSchema,
    codes: ['UNAUTHENTICATED', 'PAYMENT_PROVIDER_FAILED'],
  }),
};
