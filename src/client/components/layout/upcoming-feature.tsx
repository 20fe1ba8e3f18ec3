import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Hourglass } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { PageContainer, PageHeader } from './page-container';

type UpcomingFeatureProps = {
  title: string;
  /** A line under the title, such as a greeting. */
  description?: string | undefined;
  /** One plain sentence saying what is missing, e.g. "Settings are not available in Cadence yet." */
  notice: string;
  /** Where the visitor can usefully go instead. */
  action?: { href: string; label: string };
  children?: ReactNode;
};

/**
 * The honest stand-in for a screen that a later part of the project builds:
 * its real title, a sentence saying it is not there yet, and a way on.
 */
export function UpcomingFeature({
  title,
  description,
  notice,
  action = { href: '/', label: 'Back to home' },
  children,
}: UpcomingFeatureProps) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <Card className="max-w-2xl">
        <CardContent className="flex flex-col gap-5 pt-6 sm:flex-row sm:items-start">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Hourglass className="size-5" aria-hidden="true" />
          </span>
          <div className="flex flex-col gap-4">
            <p className="text-base text-foreground">{notice}</p>
            {children}
            <div>
              <Button asChild variant="outline">
                <Link href={action.href}>{action.label}</Link>
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
