import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from '@client/components/layout/page-loading';
import * as Pages from './lazy-pages';
import { recordingPath, signInRedirectPath } from './route-rules';
import {
  AdminRoute,
  CoachDashboardRoute,
  CoachOnly,
  DashboardRoute,
  HomeRoute,
  SignedInOnly,
} from './route-guards';
import { NotFoundPage } from './routes/not-found-page';

/** The route table (product rules R2.1), in one place. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={HomeRoute} />
        <Route path="/login" component={HomeRoute} />
        <Route path="/signin" component={HomeRoute} />
        <Route path="/practice" component={Pages.PracticePage} />
        <Route path="/record" component={Pages.PracticePage} />
        <Route path="/dashboard" component={DashboardRoute} />
        <Route path="/coach-dashboard" component={CoachDashboardRoute} />
        <Route path="/coach/clients/:clientId/recordings/:recordingId">
          {({ clientId, recordingId }) => (
            <CoachOnly>
              <Pages.CoachRecordingPage clientId={clientId} recordingId={recordingId} />
            </CoachOnly>
          )}
        </Route>
        <Route path="/coach/assignments/:id">
          {({ id }) => (
            <CoachOnly>
              <Pages.CoachAssignmentPage id={id} />
            </CoachOnly>
          )}
        </Route>

        <Route path="/recordings">
          <SignedInOnly redirectTo="/">
            <Pages.RecordingsPage />
          </SignedInOnly>
        </Route>
        <Route path="/recordings/:id">
          {({ id }) => (
            <SignedInOnly redirectTo={signInRedirectPath(recordingPath(id))}>
              <Pages.RecordingDetailPage id={id} />
            </SignedInOnly>
          )}
        </Route>
        {/* Signed out, the page itself offers 'Sign In' (product rules R2.11). */}
        <Route path="/recordings/:id/select-speaker">
          {({ id }) => <Pages.SelectSpeakerPage id={id} />}
        </Route>

        <Route path="/features" component={Pages.FeaturesPage} />
        <Route path="/how-it-works" component={Pages.HowItWorksPage} />
        <Route path="/support" component={Pages.SupportPage} />
        <Route path="/privacy" component={Pages.PrivacyPage} />
        <Route path="/terms" component={Pages.TermsPage} />
        <Route path="/contact" component={Pages.ContactPage} />
        <Route path="/pricing" component={Pages.PricingPage} />
        <Route path="/about" component={Pages.AboutPage} />

        <Route path="/reset-password" component={Pages.ResetPasswordPage} />
        <Route path="/settings" component={Pages.SettingsPage} />
        <Route path="/checkout-redirect" component={Pages.CheckoutRedirectPage} />
        <Route path="/admin" component={AdminRoute} />

        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
