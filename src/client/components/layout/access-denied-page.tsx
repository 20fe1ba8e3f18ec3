import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';

/** A signed-in user without the admin flag who opens /admin (product rules R2.12). */
export function AccessDeniedPage({ email }: { email: string }) {
  return (
    <PageContainer>
      <PageHeader
        title="Access Denied"
        description={
          <>
            You are signed in as <strong className="text-foreground">{email}</strong>, which does
            not have admin access.
          </>
        }
      />
      <Button asChild variant="outline">
        <Link href="/dashboard">Back to Dashboard</Link>
      </Button>
    </PageContainer>
  );
}
