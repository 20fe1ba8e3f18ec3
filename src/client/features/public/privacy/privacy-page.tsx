import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/product';
import { InlineLink, LegalSection } from '@client/components/layout/legal-section';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { usePageDescription } from '@client/hooks/use-page-description';
import { POLICY_UPDATED } from '../policy-date';

/** The Settings switch that drops the media file after analysis (product rules R1.18). */
const DELETE_AUDIO_SETTING = 'Delete my audio after analysis';

/**
 * /privacy (product rules R2.45 and R1.18). What happens to recordings is rule R1.18, stated
 * exactly: change one, change the other.
 */
export function PrivacyPage() {
  usePageDescription(
    `How ${PRODUCT_NAME} collects, uses, stores and deletes your account data, recordings and transcripts, and the choices you have.`,
  );
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="Privacy Policy"
        eyebrow="Legal"
        description={`Last updated ${POLICY_UPDATED}`}
      />
      <div className="grid gap-10">
        <p className="text-pretty">
          You practise speaking with {PRODUCT_NAME} by recording yourself, so your recordings are
          personal. This page says plainly what we keep, why, and how you control it.
        </p>

        <LegalSection id="privacy-collect" title="What we collect">
          <ul>
            <li>Your account: your name, your email address and your password, stored hashed.</li>
            <li>
              Your practice: the recordings you make or upload, their transcripts and their scores.
            </li>
            <li>Your plan: whether you are on the Free plan or Premium, and until when.</li>
          </ul>
        </LegalSection>

        <LegalSection id="privacy-recordings" title="Your recordings">
          <ul>
            <li>
              By default we keep the media file of each recording, encrypted at rest with
              AES-256-GCM, so you can replay it later.
            </li>
            <li>
              If you turn on &ldquo;{DELETE_AUDIO_SETTING}&rdquo; in{' '}
              <InlineLink href="/settings">Settings</InlineLink>, we remove the media file once its
              analysis is stored. Replay is then not available for that recording.
            </li>
            <li>The transcript and the scores are kept either way, so you can track progress.</li>
            <li>Nothing you record is ever used for training, by us or by anyone else.</li>
            <li>Your recordings and data are never sold or shared.</li>
          </ul>
        </LegalSection>

        <LegalSection id="privacy-deleting" title="Deleting your data">
          <p>
            Deleting a recording removes it: the media file, its transcript and its scores. Deleting
            your account, from <InlineLink href="/settings">Settings</InlineLink>, removes your
            account and everything in it.
          </p>
        </LegalSection>

        <LegalSection id="privacy-payments" title="Payments">
          <p>
            Payments are processed by Stripe. You enter your card details on Stripe&apos;s page, and{' '}
            {PRODUCT_NAME} never sees your card number. We keep only what we need to know about your
            subscription, such as its plan and when it renews.
          </p>
        </LegalSection>

        <LegalSection id="privacy-email-cookies" title="Emails and cookies">
          <ul>
            <li>
              We email you only about your account and the service: verification codes, password
              resets and messages about your subscription. No marketing lists.
            </li>
            <li>We use cookies only to keep you signed in to your session.</li>
          </ul>
        </LegalSection>

        <LegalSection id="privacy-questions" title="Questions">
          <p>
            These rules are part of our <InlineLink href="/terms">Terms of Service</InlineLink>. For
            any question about your data, <InlineLink href="/contact">contact us</InlineLink> or
            write to{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </LegalSection>
      </div>
    </PageContainer>
  );
}
