export { RecordingsPage } from '@client/features/practice/history/recordings-page';
