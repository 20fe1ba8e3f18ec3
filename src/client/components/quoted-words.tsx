import { UNCLEAR_WORD } from '@shared/recordings/transcript-reliability';

/**
 * A quote of the person's words in which the server folded the words the speech engine
 * doubted into "[unclear]": those stand out greyed, so they never read as what was said.
 */
export function QuotedWords({ text }: { text: string }) {
  const parts = text.split(UNCLEAR_WORD);
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 ? (
            <span
              className="text-muted-foreground not-italic"
              title="The speech engine could not make out these words"
            >
              {UNCLEAR_WORD}
            </span>
          ) : null}
        </span>
      ))}
    </>
  );
}
