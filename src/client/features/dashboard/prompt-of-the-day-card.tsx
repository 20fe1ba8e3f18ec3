import { useId } from 'react';
import { Link } from 'wouter';
import { CalendarDays, MessageSquareQuote, Mic, RotateCcw } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useDailyPrompt } from '@client/lib/endpoints/get-daily-prompt';
import { Section } from './section';

/** The recording screen with a prompt chosen (product rules R2.19 and R2.66). */
export function practiceWithPromptPath(promptText: string): string {
  return `/record?prompt=${encodeURIComponent(promptText)}`;
}

/**
 * 'Prompt of the Day' (product rules R2.66). A missing prompt (404) reads as none today. At the
 * monthly limit (`blocked`) its practice button is off, as Practice Now is.
 */
export function PromptOfTheDayCard({ blocked = false }: { blocked?: boolean }) {
  const prompt = useDailyPrompt();
  const noteId = useId();
  return (
    <Section title="Prompt of the Day" icon={CalendarDays}>
      {prompt.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading today&apos;s prompt…</span>
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-16" />
          <Skeleton className="h-10 w-48" />
        </div>
      ) : prompt.data ? (
        <div className="grid gap-4">
          <Badge variant="accent" className="justify-self-start">
            {prompt.data.category}
          </Badge>
          <blockquote className="flex gap-3 text-lg font-medium text-pretty text-ink">
            <MessageSquareQuote className="mt-1 size-5 shrink-0 text-accent" aria-hidden="true" />
            <p>{prompt.data.promptText}</p>
          </blockquote>
          {blocked ? (
            <>
              <Button className="justify-self-start" disabled aria-describedby={noteId}>
                <Mic aria-hidden="true" />
                Practice with This Prompt
              </Button>
              <p id={noteId} className="text-sm text-muted-foreground">
                This month&apos;s free sessions are used up.
              </p>
            </>
          ) : (
            <Button asChild className="justify-self-start">
              <Link href={practiceWithPromptPath(prompt.data.promptText)}>
                <Mic aria-hidden="true" />
                Practice with This Prompt
              </Link>
            </Button>
          )}
          <p className="text-xs text-muted-foreground">
            New prompts rotate daily to build diverse speaking skills
          </p>
        </div>
      ) : (
        <div className="grid justify-items-start gap-3 text-sm">
          <p className="text-muted-foreground">No prompt available today</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm" variant="outline">
              <Link href="/record">Free practice</Link>
            </Button>
            {prompt.isError ? (
              <Button size="sm" variant="ghost" onClick={() => void prompt.refetch()}>
                <RotateCcw aria-hidden="true" />
                Try again
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Section>
  );
}
