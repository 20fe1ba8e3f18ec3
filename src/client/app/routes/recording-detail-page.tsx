export { RecordingDetailPage } from '@client/features/practice/detail/recording-detail-page';
