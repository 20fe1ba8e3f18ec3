export { PracticePage } from '@client/features/practice/practice-page';
