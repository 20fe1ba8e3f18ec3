import { useSyncExternalStore } from 'react';

/*
 * The sign-in and sign-up dialog is mounted once by the app; anything (the
 * header's Login button, a landing-page call to action, a page's "sign in"
 * link) opens it in a chosen mode through this small store.
 */

/** The dialog's four modes (product rules R2.20 and R4.5). */
export type AuthMode = 'signup' | 'signin' | 'forgot' | 'temp-login';

export type AuthDialogState = {
  open: boolean;
  /** The mode the caller asked for; the dialog resets to it whenever it changes. */
  mode: AuthMode;
  /** Counts openings, so each one starts from a clean form. */
  openCount: number;
  /** A guest pointed at or focused a control that opens it: its code is fetched then. */
  wanted: boolean;
};

let state: AuthDialogState = { open: false, mode: 'signin', openCount: 0, wanted: false };
/** What had focus when the dialog opened; closing gives focus back to it. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function update(next: AuthDialogState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openAuthDialog(mode: AuthMode): void {
  if (!state.open) {
    const focused = typeof document === 'undefined' ? null : document.activeElement;
    opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  }
  update({ open: true, mode, openCount: state.openCount + 1, wanted: true });
}

/**
 * A control that opens the dialog was pointed at, touched or focused: the dialog's code
 * starts to load, so it opens at once when clicked (decision 194). A first visit that never
 * heads for it does not download it.
 */
export function wantAuthDialog(): void {
  if (!state.wanted) update({ ...state, wanted: true });
}

/** Spread on a control that opens the dialog. */
export const AUTH_DIALOG_INTENT = {
  onPointerEnter: wantAuthDialog,
  onTouchStart: wantAuthDialog,
  onFocus: wantAuthDialog,
} as const;

export function closeAuthDialog(): void {
  if (state.open) update({ ...state, open: false });
}

/**
 * Puts focus back where it was before the dialog opened (the Login button, a call to
 * action), as a keyboard user expects. Returns false when there is nowhere to go back to.
 */
export function returnFocusToOpener(): boolean {
  const target = opener;
  opener = null;
  if (!target || !target.isConnected) return false;
  target.focus();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): AuthDialogState {
  return state;
}

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
