import { lazy } from 'react';

/*
 * Every screen but the landing page loads on demand, so a first visit
 * downloads only the shell and the home page.
 */

export const PracticePage = lazy(() =>
  import('./routes/practice-page').then((m) => ({ default: m.PracticePage })),
);
export const DashboardPage = lazy(() =>
  import('./routes/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const PaymentReturnPage = lazy(() =>
  import('./routes/payment-return-page').then((m) => ({ default: m.PaymentReturnPage })),
);
export const CoachDashboardPage = lazy(() =>
  import('./routes/coach-dashboard-page').then((m) => ({ default: m.CoachDashboardPage })),
);
export const CoachAssignmentPage = lazy(() =>
  import('./routes/coach-assignment-page').then((m) => ({ default: m.CoachAssignmentPage })),
);
export const CoachRecordingPage = lazy(() =>
  import('./routes/coach-recording-page').then((m) => ({ default: m.CoachRecordingPage })),
);
export const RecordingsPage = lazy(() =>
  import('./routes/recordings-page').then((m) => ({ default: m.RecordingsPage })),
);
export const RecordingDetailPage = lazy(() =>
  import('./routes/recording-detail-page').then((m) => ({ default: m.RecordingDetailPage })),
);
export const SelectSpeakerPage = lazy(() =>
  import('./routes/select-speaker-page').then((m) => ({ default: m.SelectSpeakerPage })),
);
export const FeaturesPage = lazy(() =>
  import('./routes/features-page').then((m) => ({ default: m.FeaturesPage })),
);
export const HowItWorksPage = lazy(() =>
  import('./routes/how-it-works-page').then((m) => ({ default: m.HowItWorksPage })),
);
export const SupportPage = lazy(() =>
  import('./routes/support-page').then((m) => ({ default: m.SupportPage })),
);
export const PrivacyPage = lazy(() =>
  import('./routes/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
export const TermsPage = lazy(() =>
  import('./routes/terms-page').then((m) => ({ default: m.TermsPage })),
);
export const ContactPage = lazy(() =>
  import('./routes/contact-page').then((m) => ({ default: m.ContactPage })),
);
export const PricingPage = lazy(() =>
  import('./routes/pricing-page').then((m) => ({ default: m.PricingPage })),
);
export const AboutPage = lazy(() =>
  import('./routes/about-page').then((m) => ({ default: m.AboutPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('./routes/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const SettingsPage = lazy(() =>
  import('./routes/settings-page').then((m) => ({ default: m.SettingsPage })),
);
export const CheckoutRedirectPage = lazy(() =>
  import('./routes/checkout-redirect-page').then((m) => ({ default: m.CheckoutRedirectPage })),
);
export const AdminPage = lazy(() =>
  import('./routes/admin-page').then((m) => ({ default: m.AdminPage })),
);
export const AccessDeniedPage = lazy(() =>
  import('./routes/access-denied-page').then((m) => ({ default: m.AccessDeniedPage })),
);
