import { Fragment, memo, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { MessageSquare } from 'lucide-react';
import { formatMoment } from '@shared/recordings/comment-schemas';
import type { StoredWord } from '@shared/recordings/schemas';
import { authorLabel, threadsByWord, type CommentThread } from '../comments/comment-rules';
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
  /** Comments, each shown before the word spoken at its moment (product rules R11.7). */
  threads?: readonly CommentThread[];
  headingLevel?: 'h2' | 'h3';
};

const NO_THREADS: readonly CommentThread[] = [];

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
  threads = NO_THREADS,
  headingLevel: Heading = 'h3',
}: TranscriptPanelProps) {
  const container = useRef<HTMLDivElement>(null);
  const placed = useMemo(() => threadsByWord(words, threads), [words, threads]);
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
        <Heading id="transcript-heading" className="text-xl font-bold text-ink">
          Transcript
        </Heading>
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
            placed={placed}
          />
        ) : (
          <>
            <p className="whitespace-pre-wrap">
              {transcript?.trim() || 'No transcript available.'}
            </p>
            {threads.map((thread) => (
              <TranscriptComment key={thread.comment.id} thread={thread} onSeek={onSeek} />
            ))}
          </>
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
  'text-muted-foreground italic underline decoration-muted-foreground/60 decoration-dotted decoration-2 underline-offset-4';

type WordListProps = Pick<
  TranscriptPanelProps,
  'words' | 'lowConfidenceBelow' | 'selectedSpeaker' | 'onSeek'
> & { placed: ReadonlyMap<number, CommentThread[]> };

/** A comment in the flow of the transcript: who, when, what; activating it plays from there. */
function TranscriptComment({
  thread,
  onSeek,
}: {
  thread: CommentThread;
  onSeek: ((seconds: number) => void) | undefined;
}) {
  const { comment, replies } = thread;
  const content = (
    <>
      <MessageSquare className="mt-1 size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        <span className="font-semibold tabular-nums">{formatMoment(comment.atSeconds)}</span>{' '}
        <span className="font-semibold">{authorLabel(comment)}:</span>{' '}
        <span className="break-words whitespace-pre-wrap">{comment.text}</span>
        {replies.length > 0 ? (
          <span className="text-muted-foreground">
            {' '}
            ({replies.length} {replies.length === 1 ? 'reply' : 'replies'})
          </span>
        ) : null}
      </span>
    </>
  );
  const className =
    'my-1 flex w-full items-start gap-2 rounded-lg border-l-4 px-2 py-1 text-left text-sm leading-6 ' +
    (comment.author.role === 'coach'
      ? 'border-primary bg-primary-soft/70 text-ink'
      : 'border-accent bg-accent-soft/70 text-ink');
  return onSeek ? (
    <button
      type="button"
      data-transcript-comment={comment.id}
      onClick={() => onSeek(comment.atSeconds)}
      className={`${className} cursor-pointer hover:brightness-95 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none`}
    >
      {content}
    </button>
  ) : (
    <span data-transcript-comment={comment.id} className={className}>
      {content}
    </span>
  );
}

const WordList = memo(function WordList({
  words,
  lowConfidenceBelow,
  selectedSpeaker,
  onSeek,
  placed,
}: WordListProps) {
  const commentsAt = (index: number) =>
    placed
      .get(index)
      ?.map((thread) => (
        <TranscriptComment key={thread.comment.id} thread={thread} onSeek={onSeek} />
      ));
  const list = words.map((word, index) => {
    const uncertain = isUncertain(word, lowConfidenceBelow);
    const shown = transcriptWord(word, lowConfidenceBelow).text;
    const otherSpeaker = Boolean(
      selectedSpeaker && word.speaker && word.speaker !== selectedSpeaker,
    );
    const className = [
      'rounded px-0.5 data-[active=true]:bg-primary data-[active=true]:text-primary-foreground',
      uncertain ? UNCERTAIN_CLASS : '',
      otherSpeaker ? 'text-muted-foreground' : '',
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
  return (
    <>
      {list.map((node, index) => (
        <Fragment key={index}>
          {commentsAt(index)}
          {node}
        </Fragment>
      ))}
      {commentsAt(words.length)}
    </>
  );
});
