import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { SUPPORT_REPLY_HOURS } from '@shared/product';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { Button } from '@client/components/ui/button';
import { FaqList } from '@client/components/ui/faq-list';
import { usePageDescription } from '@client/hooks/use-page-description';
import { AUTH_DIALOG_INTENT, openAuthDialog } from '@client/hooks/use-auth-dialog';
import { useAuth } from '@client/lib/auth';
import { PublicSection, TextLink } from '../public-parts';
import { PRACTICE_TIPS, QUICK_START, SUPPORT_QUESTIONS } from './support-content';

function QuickStart() {
  const { user, isLoading } = useAuth();
  return (
    <div className="grid gap-4">
      {!user && !isLoading ? (
        <p className="text-muted-foreground">
          New here? Every step needs a free account.{' '}
          <Button
            variant="link"
            className="h-auto p-0 text-base"
            {...AUTH_DIALOG_INTENT}
            onClick={() => openAuthDialog('signup')}
          >
            Sign up free
          </Button>
        </p>
      ) : null}
      <ol className="grid gap-4 md:grid-cols-3">
        {QUICK_START.map(({ title, body, link }, index) => (
          <li key={title} className="flex flex-col rounded-xl border border-border bg-surface p-5">
            <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
            <h3 className="mt-1 text-lg font-semibold">{title}</h3>
            <p className="mt-1 flex-1 text-muted-foreground">{body}</p>
            <Link
              href={link.href}
              className="mt-4 inline-flex items-center gap-1 self-start font-medium text-primary underline-offset-4 hover:underline"
            >
              {link.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}

function PracticeTips() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {PRACTICE_TIPS.map(({ title, body }) => (
        <li key={title} className="rounded-xl bg-muted p-5">
          <h3 className="font-semibold">{title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{body}</p>
        </li>
      ))}
    </ul>
  );
}

/** /support (product rules R2.44): quick start, questions and practice tips. */
export function SupportPage() {
  usePageDescription(
    'Help with your practice: a quick start guide, answers to frequently asked questions, and tips for better speaking sessions.',
  );
  return (
    <PageContainer className="grid gap-14">
      <PageHeader
        title="Support"
        description="Get started, find answers to common questions, and make the most of each session."
      />

      <PublicSection id="quick-start" title="Quick start">
        <QuickStart />
      </PublicSection>

      <PublicSection id="support-faq" title="Frequently asked questions">
        <FaqList items={SUPPORT_QUESTIONS} />
      </PublicSection>

      <PublicSection id="tips" title="Practice tips">
        <PracticeTips />
      </PublicSection>

      <section aria-labelledby="still-stuck-heading" className="rounded-xl bg-primary-soft p-6">
        <h2 id="still-stuck-heading" className="text-xl font-bold text-ink">
          Still need help?
        </h2>
        <p className="mt-2 text-muted-foreground">
          <TextLink href="/contact">Contact us</TextLink> and we reply within {SUPPORT_REPLY_HOURS}{' '}
          hours.
        </p>
      </section>
    </PageContainer>
  );
}
