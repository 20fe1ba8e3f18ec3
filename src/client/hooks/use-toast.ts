import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT } from '@shared/client-config/toast';
import type { ToastActionElement, ToastProps } from '@client/components/ui/toast';

/*
 * A small store outside React, so any module (a mutation's error handler, for
 * instance) can raise a toast without a hook. The Toaster renders its state.
 */

/** Time a dismissed toast stays mounted so its closing animation can finish. */
const TOAST_REMOVE_DELAY_MS = 1_000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

export type ToastState = { toasts: ToasterToast[] };

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      // Newest first; anything past the limit is dropped, so a new toast replaces the old.
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function scheduleRemoval(toastId: string): void {
  if (removeTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(toastId, timer);
}

function dispatch(action: ToastAction): void {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId ? [action.toastId] : state.toasts.map((t) => t.id);
    ids.forEach(scheduleRemoval);
  }
  state = toastReducer(state, action);
  listeners.forEach((listener) => listener());
}

export type ToastInput = Omit<ToasterToast, 'id'>;

/** Drops every toast at once, without the closing delay (tests start from an empty screen). */
export function removeAllToasts(): void {
  removeTimers.forEach((timer) => clearTimeout(timer));
  removeTimers.clear();
  dispatch({ type: 'REMOVE_TOAST' });
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

/** Shows a toast; it closes itself after the provider's default duration unless told otherwise. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismissToast(id);
      },
    },
  });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastState {
  return state;
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
