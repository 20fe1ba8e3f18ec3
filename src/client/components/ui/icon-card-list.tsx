import type { LucideIcon } from 'lucide-react';
import { IconBadge } from './icon-badge';
import { cn } from '@client/lib/utils';

export type IconCard = { title: string; body: string; icon: LucideIcon };

/** Cards of an icon, a title and a line or two, two to a row from `sm` (pricing, About). */
export function IconCardList({
  cards,
  className,
}: {
  cards: readonly IconCard[];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {cards.map(({ title, body, icon: Icon }) => (
        <li key={title} className="rounded-xl border border-border bg-surface p-5">
          <IconBadge icon={Icon} />
          <h3 className="mt-3 font-semibold">{title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{body}</p>
        </li>
      ))}
    </ul>
  );
}
