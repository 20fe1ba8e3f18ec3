import { hasCode, isNetworkFailure, serverMessage } from '@client/lib/api-error';

/*
 * The toasts of failed sign-up, resend, sign-in and client login, worded as product rules
 * R8.2-R8.5 have them, chosen by the server's error code.
 */

export type FailureToast = { title: string; description: string };

const CONNECTION_ISSUE =
  "Connection issue detected. We're automatically retrying. Please check your internet connection.";

export function signUpFailure(error: unknown): FailureToast {
  const title = 'Sign up failed';
  if (isNetworkFailure(error)) return { title, description: CONNECTION_ISSUE };
  if (hasCode(error, 'ACCOUNT_EXISTS')) {
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
  if (hasCode(error, 'INVALID_CREDENTIALS')) {
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
  if (hasCode(error, 'TEMPORARY_PASSWORD_EXPIRED')) {
    return {
      title,
      description: 'Your temporary password has expired. Please contact your coach for a new one.',
    };
  }
  if (hasCode(error, 'TEMPORARY_PASSWORD_INVALID')) {
    return { title, description: 'Invalid temporary password. Please check and try again.' };
  }
  return {
    title,
    description: serverMessage(error) ?? 'Login failed. Please check your credentials.',
  };
}
