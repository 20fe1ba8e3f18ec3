import { SectionCard } from '@client/components/section-card';

/** One admin card, in the dashboard's look (see SectionCard). */
export const Panel = SectionCard;
