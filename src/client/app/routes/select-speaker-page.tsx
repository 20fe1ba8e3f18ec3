export { SelectSpeakerPage } from '@client/features/practice/speaker/select-speaker-page';
