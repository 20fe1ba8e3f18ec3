import type { LucideIcon } from 'lucide-react';

/** The round, tinted icon that heads a card on the public pages. */
export function IconBadge({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-9 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}
