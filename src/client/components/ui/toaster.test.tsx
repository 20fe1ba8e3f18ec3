import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toastReducer, type ToasterToast } from '@client/hooks/use-toast';
import { Toaster } from './toaster';

afterEach(() => {
  // The toast store lives for the whole module; empty it between tests.
  vi.useFakeTimers();
  act(() => {
    dismissToast();
    vi.runAllTimers();
  });
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows only the newest toast when several are raised', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Profile Updated' });
      toast({ title: 'Password Changed', description: 'All done.' });
    });
    expect(screen.getByText('Password Changed')).toBeVisible();
    expect(screen.getByText('All done.')).toBeVisible();
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
  });

  it('closes a toast by itself after 5 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Message Sent!' });
    });
    expect(screen.getByText('Message Sent!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText('Message Sent!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_200);
    });
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });

  it('can be closed with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Sign up failed', variant: 'destructive' });
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Sign up failed')).not.toBeInTheDocument();
  });
});

describe('toastReducer', () => {
  const make = (id: string): ToasterToast => ({ id, title: id, open: true });

  it('keeps at most one toast, the newest', () => {
    const state = toastReducer(
      toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('a') }),
      { type: 'ADD_TOAST', toast: make('b') },
    );
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('dismisses by closing, then removes', () => {
    const dismissed = toastReducer({ toasts: [make('a')] }, { type: 'DISMISS_TOAST' });
    expect(dismissed.toasts[0]?.open).toBe(false);
    expect(toastReducer(dismissed, { type: 'REMOVE_TOAST', toastId: 'a' }).toasts).toEqual([]);
  });
});
