import { CrutchPhrasesCard } from '@client/components/crutch-phrases/crutch-phrases-card';
import { StartFirstPracticeButton } from '../section';
import { useCrutchPhrases } from './get-crutch-phrases';

/** The dashboard's Crutch Phrases card (product rules R11.8), for the signed-in person. */
export function CrutchPhrasesSection() {
  const query = useCrutchPhrases();
  return (
    <CrutchPhrasesCard
      query={query}
      owner={{ possessive: 'Your', subject: 'your' }}
      errorMessage="We couldn't load your crutch phrases."
      emptyAction={<StartFirstPracticeButton />}
    />
  );
}
