export { AboutPage } from '@client/features/public/about/about-page';
