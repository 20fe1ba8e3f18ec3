import { NinetyDayLanding } from '@client/features/landing/ninety-day-landing';
import { PracticePage as PracticeScreen } from '@client/features/practice/practice-page';

/** /record and /practice: guests get the 90-day landing variant around the recorder. */
export function PracticePage() {
  return <PracticeScreen guestView={(recorder) => <NinetyDayLanding tryIt={recorder} />} />;
}
