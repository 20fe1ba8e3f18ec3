import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from './auth-guard';
import { contractSchema } from '../../http/contract-schema';
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
    routes.currentUser.path,
    {
      schema: contractSchema(routes.currentUser, {
        tags,
        summary: 'The signed-in user and the public id of its login, or nulls for a guest',
      }),
    },
    async (request) => getCurrentUser({ db, login: request.login }),
  );

  app.post(
    routes.signUp.path,
    {
      config: { limit: { rule: 'sendCode', account: accountByEmail } },
      schema: contractSchema(routes.signUp, {
        tags,
        summary: 'Starts a sign-up and emails a 6-digit code; repeat it to resend',
      }),
    },
    async (request) => signUp(context, request.body),
  );

  app.post(
    routes.verifyEmail.path,
    {
      config: { limit: { rule: 'verifyCode', account: accountByEmail } },
      schema: contractSchema(routes.verifyEmail, {
        tags,
        summary: 'Confirms the sign-up code, creates the account and signs in',
      }),
    },
    async (request) => {
      const user = await verifyEmail(context, request.body);
      await request.regenerateLogin({ userId: user.id });
      return { user: await presentUserWithCoach(db, user), message: 'Email verified' };
    },
  );

  app.post(
    routes.signIn.path,
    {
      config: { limit: { rule: 'signIn', account: accountByEmail } },
      schema: contractSchema(routes.signIn, {
        tags,
        summary: 'Signs in with email and password; the login id is regenerated',
      }),
    },
    async (request) => {
      const user = await signIn(context, request.body);
      await request.regenerateLogin({ userId: user.id });
      return { user: await presentUserWithCoach(db, user), message: 'Signed in' };
    },
  );

  app.post(
    routes.signOut.path,
    { schema: contractSchema(routes.signOut, { tags, summary: 'Ends the login' }) },
    async (request) => {
      await request.destroyLogin();
      return { message: 'Signed out' };
    },
  );

  app.post(
    routes.forgotPassword.path,
    {
      config: { limit: { rule: 'forgotPassword', account: accountByEmail } },
      schema: contractSchema(routes.forgotPassword, {
        tags,
        summary: 'Emails a reset link if the account exists; answers the same either way',
      }),
    },
    async (request) => forgotPassword(context, request.body),
  );

  app.post(
    routes.resetPassword.path,
    {
      config: { limit: { rule: 'resetPassword' } },
      schema: contractSchema(routes.resetPassword, {
        tags,
        summary: 'Sets a new password with a single-use emailed token (valid 1 hour)',
      }),
    },
    async (request) => resetPassword(context, request.body),
  );

  app.post(
    routes.loginWithTemporaryPassword.path,
    {
      config: { limit: { rule: 'signIn', account: accountByEmail } },
      schema: contractSchema(routes.loginWithTemporaryPassword, {
        tags,
        summary: 'First sign-in with a temporary password, optionally setting a new one',
      }),
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
    routes.updateProfile.path,
    {
      schema: contractSchema(routes.updateProfile, {
        tags,
        summary: 'Changes the name at once; a new email takes effect once its code is confirmed',
      }),
    },
    async (request) => {
      const user = await requireUser(request, db);
      const result = await updateProfile(context, { user, changes: request.body });
      return { ...result, user: await presentUserWithCoach(db, result.user) };
    },
  );

  app.patch(
    routes.updatePreferences.path,
    {
      schema: contractSchema(routes.updatePreferences, {
        tags,
        summary: 'Saves the privacy setting: delete the audio or video once it is analysed',
      }),
    },
    async (request) => {
      const user = await requireUser(request, db);
      const result = await updatePreferences(db, { user, preferences: request.body });
      return { user: await presentUserWithCoach(db, result.user), message: result.message };
    },
  );

  app.post(
    routes.verifyEmailChange.path,
    {
      config: { limit: { rule: 'verifyCode' } },
      schema: contractSchema(routes.verifyEmailChange, {
        tags,
        summary: 'Confirms a new email address with the code sent to it',
      }),
    },
    async (request) => {
      const user = await requireUser(request, db);
      const updated = await verifyEmailChange(context, { user, code: request.body.code });
      return { user: await presentUserWithCoach(db, updated), message: 'Email address updated' };
    },
  );

  app.patch(
    routes.changePassword.path,
    {
      config: { limit: { rule: 'changePassword' } },
      schema: contractSchema(routes.changePassword, {
        tags,
        summary: 'Changes the password (or a temporary one) and ends other logins',
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, undefined, { whilePasswordChangeRequired: true });
      const loginToken = request.login?.token ?? '';
      return changePassword(context, { user, loginToken, input: request.body });
    },
  );
};
