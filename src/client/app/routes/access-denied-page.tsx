// The admin dashboard shows the same screen when the server refuses its stats.
export { AccessDeniedPage } from '@client/components/layout/access-denied-page';
