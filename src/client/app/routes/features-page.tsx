export { FeaturesPage } from '@client/features/public/features/features-page';
