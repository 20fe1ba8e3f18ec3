import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '@shared/auth/schemas';
import { currentUserResponseSchema } from '@shared/auth/user';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from './auth-guard';
import { errorResponses } from '../../http/error-responses';
import { accountByEmail } from '../abuse';
import { changePassword } from './change-password';
import type { AuthContext } from './context';
import { forgotPassword } from './forgot-password';
import { getCurrentUser } from './get-current-user';
import { loginWithTemporaryPassword } from './login-with-temporary-password';
import { resetPassword } from './reset-password';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { updatePreferences } from './update-preferences';
import { updateProfile } from './update-profile';
import { presentUserWithCoach } from './user-presenter';
import { verifyEmail } from './verify-email';
import { verifyEmailChange } from './verify-email-change';

export const authRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;
  const context: AuthContext = { db, email: deps.email, config: deps.config };
  const tags = ['auth'];

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user and the public id of its login, or nulls for a guest',
        response: { 200: currentUserResponseSchema },
      },
    },
    async (request) => getCurrentUser({ db, login: request.login }),
  );

  app.post(
    '/api/auth/signup',
    {
      config: { limit: { rule: 'sendCode', account: accountByEmail } },
      schema: {
        tags,
        summary: 'Starts a sign-up and emails a 6-digit code; repeat it to resend',
        body: signupRequestSchema,
        response: {
          200: signupResponseSchema,
          ...errorResponses('ACCOUNT_EXISTS', 'SERVICE_UNAVAILABLE'),
        },
      },
    },
    async (request) => signUp(context, request.body),
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: { limit: { rule: 'verifyCode', account: accountByEmail } },
      schema: {
        tags,
        summary: 'Confirms the sign-up code, creates the account and signs in',
        body: verifyEmailRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses('BAD_REQUEST', 'CONFLICT') },
      },
    },
    async (request) => {
      const user = await verifyEmail(context, request.body);
      await request.regenerateLogin({ userId: user.id });
      return { user: await presentUserWithCoach(db, user), message: 'Email verified' };
    },
  );

  app.post(
    '/api/auth/signin',
    {
      config: { limit: { rule: 'signIn', account: accountByEmail } },
      schema: {
        tags,
        summary: 'Signs in with email and password; the login id is regenerated',
        body: signinRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses('INVALID_CREDENTIALS') },
      },
    },
    async (request) => {
      const user = await signIn(context, request.body);
      await request.regenerateLogin({ userId: user.id });
      return { user: await presentUserWithCoach(db, user), message: 'Signed in' };
    },
  );

  app.post(
    '/api/auth/signout',
    { schema: { tags, summary: 'Ends the login', response: { 200: messageResponseSchema } } },
    async (request) => {
      await request.destroyLogin();
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { limit: { rule: 'forgotPassword', account: accountByEmail } },
      schema: {
        tags,
        summary: 'Emails a reset link if the account exists; answers the same either way',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => forgotPassword(context, request.body),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { limit: { rule: 'resetPassword' } },
      schema: {
        tags,
        summary: 'Sets a new password with a single-use emailed token (valid 1 hour)',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses('BAD_REQUEST') },
      },
    },
    async (request) => resetPassword(context, request.body),
  );

  app.post(
    '/api/auth/login-temp-password',
    {
      config: { limit: { rule: 'signIn', account: accountByEmail } },
      schema: {
        tags,
        summary: 'First sign-in with a temporary password, optionally setting a new one',
        body: tempLoginRequestSchema,
        response: {
          200: userResponseSchema,
          ...errorResponses('TEMPORARY_PASSWORD_INVALID', 'TEMPORARY_PASSWORD_EXPIRED'),
        },
      },
    },
    async (request) => {
      const user = await loginWithTemporaryPassword(context, request.body);
      await request.regenerateLogin({ userId: user.id });
      const message = user.requiresPasswordChange
        ? 'Signed in. Please choose a new password.'
        : 'Signed in with your new password.';
      return { user: await presentUserWithCoach(db, user), message };
    },
  );

  app.put(
    '/api/auth/profile',
    {
      schema: {
        tags,
        summary: 'Changes the name at once; a new email takes effect once its code is confirmed',
        body: profileUpdateRequestSchema,
        response: {
          200: profileUpdateResponseSchema,
          ...errorResponses('UNAUTHENTICATED', 'BAD_REQUEST', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db);
      const result = await updateProfile(context, { user, changes: request.body });
      return { ...result, user: await presentUserWithCoach(db, result.user) };
    },
  );

  app.patch(
    '/api/auth/preferences',
    {
      schema: {
        tags,
        summary: 'Saves the privacy setting: delete the audio or video once it is analysed',
        body: preferencesRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => {
      const user = await requireUser(request, db);
      const result = await updatePreferences(db, { user, preferences: request.body });
      return { user: await presentUserWithCoach(db, result.user), message: result.message };
    },
  );

  app.post(
    '/api/auth/verify-email-change',
    {
      config: { limit: { rule: 'verifyCode' } },
      schema: {
        tags,
        summary: 'Confirms a new email address with the code sent to it',
        body: verifyEmailChangeRequestSchema,
        response: {
          200: userResponseSchema,
          ...errorResponses('UNAUTHENTICATED', 'BAD_REQUEST', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db);
      const updated = await verifyEmailChange(context, { user, code: request.body.code });
      return { user: await presentUserWithCoach(db, updated), message: 'Email address updated' };
    },
  );

  app.patch(
    '/api/auth/password',
    {
      config: { limit: { rule: 'changePassword' } },
      schema: {
        tags,
        summary: 'Changes the password (or a temporary one) and ends other logins',
        body: changePasswordRequestSchema,
        response: {
          200: messageResponseSchema,
          ...errorResponses('UNAUTHENTICATED', 'BAD_REQUEST'),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db);
      const loginToken = request.login?.token ?? '';
      return changePassword(context, { user, loginToken, input: request.body });
    },
  );
};
