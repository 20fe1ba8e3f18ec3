import { errorText, serverMessage } from '@client/lib/api-error';
import { isNetworkFailure } from './auth-retry';

/*
 * The toasts of failed sign-up, resend, sign-in and client login, worded as
 * the accounts spec's error catalogue (§8) has them.
 */

export type FailureToast = { title: string; description: string };

const CONNECTION_ISSUE =
  "Connection issue detected. We're automatically retrying. Please check your internet connection.";

function includes(error: unknown, fragment: string): boolean {
  return errorText(error).toLowerCase().includes(fragment.toLowerCase());
}

export function signUpFailure(error: unknown): FailureToast {
  const title = 'Sign up failed';
  if (isNetworkFailure(error)) return { title, description: CONNECTION_ISSUE };
  if (includes(error, 'already exists')) {
    return {
      title,
      description:
        'An account with this email already exists. Try signing in instead or use a different email.',
    };
  }
  return { title, description: serverMessage(error) ?? 'Please try again.' };
}

export function resendFailure(error: unknown): FailureToast {
  const title = 'Resend failed';
  if (isNetworkFailure(error)) return { title, description: CONNECTION_ISSUE };
  return { title, description: serverMessage(error) ?? 'Please try again.' };
}

export function signInFailure(error: unknown): FailureToast {
  const title = 'Sign in failed';
  if (isNetworkFailure(error)) return { title, description: CONNECTION_ISSUE };
  if (includes(error, "We couldn't find an account")) {
    return {
      title,
      description:
        "We couldn't find an account with that email and password combination. Please double-check your credentials and try again.",
    };
  }
  return { title, description: serverMessage(error) ?? 'Please check your credentials.' };
}

export function tempLoginFailure(error: unknown): FailureToast {
  const title = 'Login failed';
  if (includes(error, 'expired')) {
    return {
      title,
      description: 'Your temporary password has expired. Please contact your coach for a new one.',
    };
  }
  if (includes(error, 'invalid')) {
    return { title, description: 'Invalid temporary password. Please check and try again.' };
  }
  return {
    title,
    description: serverMessage(error) ?? 'Login failed. Please check your credentials.',
  };
}
