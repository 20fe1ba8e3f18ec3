import { Link } from 'wouter';
import { Compass } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { usePageTitle } from '@client/hooks/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        The page you are looking for does not exist or may have moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">Go Home</Link>
      </Button>
    </div>
  );
}
