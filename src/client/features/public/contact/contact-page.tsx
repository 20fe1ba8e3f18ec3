import { Clock, Mail, MapPin } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  PRODUCT_NAME,
  SUPPORT_EMAIL,
  SUPPORT_LOCATION,
  SUPPORT_REPLY_HOURS,
} from '@shared/product';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { Card, CardContent } from '@client/components/ui/card';
import { usePageDescription } from '@client/hooks/use-page-description';
import { ContactForm } from './contact-form';

function ContactDetail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold">{label}</h3>
        <div className="text-sm break-words text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/**
 * /contact (product rules R2.45): the form, the support address, where we are and the reply
 * promise.
 */
export function ContactPage() {
  usePageDescription(
    `Contact the ${PRODUCT_NAME} team: send a message or write to ${SUPPORT_EMAIL}. We reply within ${SUPPORT_REPLY_HOURS} hours.`,
  );
  return (
    <PageContainer>
      <PageHeader
        title="Contact Us"
        description={`Questions, feedback or trouble with your account? Write to us and we'll reply within ${SUPPORT_REPLY_HOURS} hours.`}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-details-heading">
          <Card className="h-full">
            <CardContent className="grid gap-5 pt-6">
              <h2 id="contact-details-heading" className="text-xl font-semibold">
                Get in touch
              </h2>
              <ul className="grid gap-5">
                <ContactDetail icon={Mail} label="Email">
                  <a
                    href={`mailto:${SUPPORT_EMAIL}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {SUPPORT_EMAIL}
                  </a>
                </ContactDetail>
                <ContactDetail icon={MapPin} label="Location">
                  <p>{SUPPORT_LOCATION}</p>
                </ContactDetail>
                <ContactDetail icon={Clock} label="Response time">
                  <p>We reply within {SUPPORT_REPLY_HOURS} hours.</p>
                </ContactDetail>
              </ul>
            </CardContent>
          </Card>
        </section>
        <Card>
          <CardContent className="pt-6">
            <ContactForm />
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
