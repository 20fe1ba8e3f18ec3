import { memo, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { StoredWord } from '@shared/recordings/schemas';
import { formatClock, speakerName } from '../format';
import { activeWordIndex, isUncertain, transcriptWord } from './result-rules';

type TranscriptPanelProps = {
  words: readonly StoredWord[];
  /** The plain transcript, shown when there are no timed words. */
  transcript: string | null;
  lowConfidenceBelow: number;
  selectedSpeaker: string | null;
  currentTime: number;
  /** Whether the replay has moved, so a word is highlighted only once it has. */
  playing: boolean;
  /** Given when the recording can be replayed: clicking a word jumps there. */
  onSeek?: ((seconds: number) => void) | undefined;
};

const WORD_SELECTOR = '[data-word]';

/**
 * The transcript (max height 24rem). During replay the word being spoken is highlighted
 * and kept in view; clicking a word, or pressing Enter on it, plays from there. The words
 * are one tab stop: the arrow keys, Home and End move between them.
 */
export function TranscriptPanel({
  words,
  transcript,
  lowConfidenceBelow,
  selectedSpeaker,
  currentTime,
  playing,
  onSeek,
}: TranscriptPanelProps) {
  const container = useRef<HTMLDivElement>(null);
  const active = playing ? activeWordIndex(words, currentTime) : -1;
  const anyUncertain = useMemo(
    () => words.some((word) => isUncertain(word, lowConfidenceBelow)),
    [words, lowConfidenceBelow],
  );

  // Highlighting is done on the DOM: re-rendering every word on each time update is slow
  // for long recordings.
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    box.querySelectorAll('[data-active="true"]').forEach((node) => {
      node.setAttribute('data-active', 'false');
      node.removeAttribute('aria-current');
    });
    if (active < 0) return;
    const node = box.querySelector<HTMLElement>(`[data-word="${active}"]`);
    if (!node) return;
    node.setAttribute('data-active', 'true');
    node.setAttribute('aria-current', 'true');
    // The box is positioned, so offsetTop is measured from it.
    const top = node.offsetTop;
    if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - node.offsetHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const nodes = Array.from(container.current?.querySelectorAll<HTMLElement>(WORD_SELECTOR) ?? []);
    const from = nodes.indexOf(document.activeElement as HTMLElement);
    if (from < 0 || nodes.length === 0) return;
    const targets: Record<string, number> = {
      ArrowRight: Math.min(from + 1, nodes.length - 1),
      ArrowDown: Math.min(from + 1, nodes.length - 1),
      ArrowLeft: Math.max(from - 1, 0),
      ArrowUp: Math.max(from - 1, 0),
      Home: 0,
      End: nodes.length - 1,
    };
    const to = targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    nodes[from]?.setAttribute('tabindex', '-1');
    nodes[to]?.setAttribute('tabindex', '0');
    nodes[to]?.focus();
  };

  return (
    <section aria-labelledby="transcript-heading" className="grid content-start gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="transcript-heading" className="text-xl font-bold text-ink">
          Transcript
        </h3>
        {selectedSpeaker ? (
          <p className="text-sm text-muted-foreground">
            Scored on {speakerName(selectedSpeaker)}&apos;s words
          </p>
        ) : null}
      </div>
      {onSeek && words.length > 0 ? (
        <p className="text-sm text-muted-foreground">Select a word to play from there.</p>
      ) : null}
      <div
        ref={container}
        onKeyDown={onKeyDown}
        className="relative max-h-96 overflow-y-auto rounded-xl border border-border bg-surface p-4 leading-8"
      >
        {words.length > 0 ? (
          <WordList
            words={words}
            lowConfidenceBelow={lowConfidenceBelow}
            selectedSpeaker={selectedSpeaker}
            onSeek={onSeek}
          />
        ) : (
          <p className="whitespace-pre-wrap">{transcript?.trim() || 'No transcript available.'}</p>
        )}
      </div>
      {anyUncertain ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <span className={UNCERTAIN_CLASS}>word</span>
          <span>
            = unclear: the speech engine was not sure it heard this word, so it may not be what you
            said.
          </span>
        </p>
      ) : null}
    </section>
  );
}

/** Greyed and dotted: a word the engine doubted is never shown as if the person said it. */
const UNCERTAIN_CLASS =
  'text-muted-foreground/80 italic underline decoration-muted-foreground/60 decoration-dotted decoration-2 underline-offset-4';

type WordListProps = Pick<
  TranscriptPanelProps,
  'words' | 'lowConfidenceBelow' | 'selectedSpeaker' | 'onSeek'
>;

const WordList = memo(function WordList({
  words,
  lowConfidenceBelow,
  selectedSpeaker,
  onSeek,
}: WordListProps) {
  return words.map((word, index) => {
    const uncertain = isUncertain(word, lowConfidenceBelow);
    const shown = transcriptWord(word, lowConfidenceBelow).text;
    const otherSpeaker = Boolean(
      selectedSpeaker && word.speaker && word.speaker !== selectedSpeaker,
    );
    const className = [
      'rounded px-0.5 data-[active=true]:bg-primary data-[active=true]:text-primary-foreground',
      uncertain ? UNCERTAIN_CLASS : '',
      otherSpeaker ? 'text-muted-foreground/70' : '',
    ].join(' ');
    const uncertainLabel = uncertain ? `${shown} (unclear)` : undefined;
    return (
      <span key={`${index}-${word.start}`}>
        {onSeek ? (
          <button
            type="button"
            data-word={index}
            data-active="false"
            tabIndex={index === 0 ? 0 : -1}
            aria-label={uncertainLabel}
            title={`${formatClock(word.start)}${uncertain ? ' · unclear' : ''}`}
            onClick={() => onSeek(word.start)}
            className={`${className} cursor-pointer hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none`}
          >
            {shown}
          </button>
        ) : (
          <span data-word={index} data-active="false" className={className}>
            {shown}
            {uncertain ? <span className="sr-only">{' (unclear)'}</span> : null}
          </span>
        )}{' '}
      </span>
    );
  });
});
