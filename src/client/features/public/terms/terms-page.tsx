import { FREE_PRACTICE_LIMIT, REFUND_WINDOW_DAYS } from '@shared/billing/plans';
import { PRODUCT_NAME } from '@shared/product';
import { LIVE_AUDIO_MAX_BYTES, LIVE_AUTO_STOP_SECONDS, megabytes } from '@shared/recordings/limits';
import { AuthCallButton } from '@client/components/auth-call-button';
import { InlineLink, LegalSection } from '@client/components/layout/legal-section';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { usePageDescription } from '@client/hooks/use-page-description';
import { POLICY_UPDATED } from '../policy-date';

/** /terms (product rules R2.45): the terms of service, last updated October 2025. */
export function TermsPage() {
  usePageDescription(
    `The terms of service for ${PRODUCT_NAME}: using the service, your rights and responsibilities, plans and billing, privacy and limitations.`,
  );
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="Terms of Service"
        eyebrow="Legal"
        description={`Last updated ${POLICY_UPDATED}`}
      />
      <div className="grid gap-10">
        <p className="text-pretty">
          These terms cover your use of {PRODUCT_NAME}. By creating an account or using the service
          you agree to them. They are written to be read, so please do.
        </p>

        <LegalSection id="terms-service" title="The service">
          <p>
            {PRODUCT_NAME} is an AI speaking coach. You record or upload audio or video of yourself
            speaking; {PRODUCT_NAME} writes out what you said and scores your pace, clarity,
            confidence and filler words, with the reasons behind each score. You can track your
            progress over time, set goals and work through four mastery phases.
          </p>
        </LegalSection>

        <LegalSection id="terms-responsibilities" title="Your rights and responsibilities">
          <ul>
            <li>You own your recordings, transcripts and results.</li>
            <li>
              You give {PRODUCT_NAME} permission to store and process them only to provide the
              service to you.
            </li>
            <li>
              Keep your password to yourself; you are responsible for what happens in your account.
            </li>
            <li>
              Only upload recordings you have the right to use. If other people can be heard, make
              sure they agree to being recorded.
            </li>
            <li>
              Do not misuse the service: no attempts to break it, overload it or reach other
              people&apos;s data.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="terms-billing" title="Plans and billing">
          <p>
            The plans and their prices are the ones on the{' '}
            <InlineLink href="/pricing">Pricing page</InlineLink>. The Free plan includes{' '}
            {FREE_PRACTICE_LIMIT} practice sessions a month and needs no credit card. Premium is
            billed monthly or yearly, in advance, through our payment provider, Stripe.
          </p>
          <ul>
            <li>
              You can cancel anytime from Settings. You keep Premium until the end of the period you
              have paid for, and you are not charged again.
            </li>
            <li>
              If you ask within {REFUND_WINDOW_DAYS} days of paying, we give you a full refund.{' '}
              <InlineLink href="/contact">Contact us</InlineLink> to ask for one.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="terms-privacy" title="Privacy">
          <p>
            How we handle your recordings and your account is set out in our{' '}
            <InlineLink href="/privacy">Privacy Policy</InlineLink>, which is part of these terms.
          </p>
        </LegalSection>

        <LegalSection id="terms-limitations" title="Limitations">
          <ul>
            <li>
              A practice recording in the browser stops by itself after{' '}
              {LIVE_AUTO_STOP_SECONDS / 60} minutes, and a live audio recording can be up to{' '}
              {megabytes(LIVE_AUDIO_MAX_BYTES)} MB. Longer talks can be uploaded as files.
            </li>
            <li>
              The analysis is automated feedback to help you practise. It is not professional
              advice, and it can be wrong: speech recognition and scoring are never perfect.
            </li>
            <li>
              We work to keep {PRODUCT_NAME} available and your data safe, but we cannot promise the
              service will never be interrupted.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="terms-updates" title="Changes to these terms">
          <p>
            When we change these terms we update the date at the top of this page. If you keep using{' '}
            {PRODUCT_NAME} after a change, the new terms apply.
          </p>
        </LegalSection>

        <LegalSection id="terms-questions" title="Questions">
          <p>
            For help using {PRODUCT_NAME}, visit <InlineLink href="/support">Support</InlineLink>.
            For anything about these terms, <InlineLink href="/contact">contact us</InlineLink>.
          </p>
        </LegalSection>

        <div className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-ink">Ready to practise?</p>
          <AuthCallButton mode="signin" guestLabel="Sign In" />
        </div>
      </div>
    </PageContainer>
  );
}
