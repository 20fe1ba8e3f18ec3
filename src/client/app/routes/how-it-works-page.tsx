export { HowItWorksPage } from '@client/features/public/how-it-works/how-it-works-page';
