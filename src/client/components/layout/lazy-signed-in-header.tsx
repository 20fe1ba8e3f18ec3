import { lazy } from 'react';

/*
 * The account menu, badge and plan tag (with the menu library and the mastery
 * overview they read) load only for signed-in visitors, so a guest's first
 * visit to a public page does not download them.
 */
const loadSignedInHeader = () => import('./signed-in-header');

export const LazySignedInControls = lazy(() =>
  loadSignedInHeader().then((m) => ({ default: m.SignedInControls })),
);

export const LazyHeaderStatus = lazy(() =>
  loadSignedInHeader().then((m) => ({ default: m.HeaderStatus })),
);
