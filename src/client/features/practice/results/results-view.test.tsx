import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { NO_COMMENTS_ROUTE, RECORDING_ID, buildRecording } from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';
import { ResultsView } from './results-view';
import { unmuteVolume } from './use-media-element';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderResults(overrides = {}, routes: FakeRoutes = {}) {
  const api = fakeApi({ ...NO_COMMENTS_ROUTE, ...routes });
  const onPracticeAgain = vi.fn();
  const view = renderWithProviders(
    <ResultsView recording={buildRecording(overrides)} onPracticeAgain={onPracticeAgain} />,
    { path: '/practice', me: signedIn() },
  );
  const audio = () => view.container.querySelector('audio')!;
  return { ...view, api, onPracticeAgain, audio };
}

function loadMedia(element: HTMLMediaElement) {
  fireEvent(element, new Event('loadedmetadata'));
}

describe('the results view', () => {
  it('shows the heading, prompt, duration and the four scores with their reasons', () => {
    renderResults();
    expect(screen.getByRole('heading', { name: /Practice Session Complete!/ })).toBeInTheDocument();
    expect(screen.getByText('Describe your ideal weekend')).toBeInTheDocument();
    expect(screen.getByLabelText('Duration 1:35')).toBeInTheDocument();
    const scores = within(screen.getByRole('list', { name: 'Scores' })).getAllByRole('listitem');
    expect(scores.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Pace',
      'Filler Words',
      'Clarity',
      'Confidence',
    ]);
    expect(scores[0]).toHaveTextContent('9/10 (Strong)');
    expect(scores[0]).toHaveTextContent('142 words per minute');
    expect(scores[3]).toHaveTextContent('5/10 (Needs work)');
    expect(scores[3]).toHaveTextContent('Your voice dropped at the ends of sentences.');
  });

  it('shows the no-words message instead of scores', () => {
    renderResults({ noWordsDetected: true, wordCount: 0, recommendations: [] });
    expect(screen.getByText(PRACTICE_MESSAGES.noWords)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Scores' })).not.toBeInTheDocument();
  });

  it.each([
    ['silence', /^This recording is silent\. Check that the right microphone/],
    ['no_speech', /^We heard sound, but no speech\. The recording holds only music/],
  ] as const)('says why nothing was heard: %s', (audioIssue, detail) => {
    renderResults({ noWordsDetected: true, wordCount: 0, recommendations: [], audioIssue });
    const status = screen.getByText(PRACTICE_MESSAGES.noWords).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(within(status as HTMLElement).getByText(detail)).toBeInTheDocument();
  });

  it('says the transcript is approximate above the scores when the engine doubted most words', () => {
    renderResults({
      transcriptReliability: {
        level: 'approximate',
        doubtfulShare: 0.61,
        meanConfidence: 0.43,
        doubtfulBelow: 0.5,
        wordCount: 92,
      },
    });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      /^Approximate transcript: The speech engine was unsure of 61% of the words\. Greyed words may not be what you said\./,
    );
    expect(note).toHaveTextContent('go no higher than 8');
    expect(screen.getByRole('list', { name: 'Scores' })).toBeInTheDocument();
  });

  it('says speech it could not recognise may be another language, and still shows scores', () => {
    renderResults({
      audioIssue: 'other_language',
      transcriptReliability: {
        level: 'unrecognised',
        doubtfulShare: 0.77,
        meanConfidence: 0.29,
        doubtfulBelow: 0.5,
        wordCount: 53,
      },
    });
    expect(screen.getByRole('note')).toHaveTextContent(
      /^We could not recognise the speech as English: .*Cadence analyses speech in English/,
    );
    expect(screen.getByRole('list', { name: 'Scores' })).toBeInTheDocument();
  });

  it('shows no notice when the words can be trusted', () => {
    renderResults({
      transcriptReliability: {
        level: 'reliable',
        doubtfulShare: 0.2,
        meanConfidence: 0.7,
        doubtfulBelow: 0.5,
        wordCount: 8,
      },
    });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("greys the words a tip's quote could not make out", () => {
    renderResults({
      recommendations: [
        {
          title: 'Finish strong',
          description: 'Keep your pitch up.',
          quote: 'today [unclear] talk',
          timestamp: '0:01',
        },
      ],
    });
    const quote = screen.getByText('[unclear]');
    expect(quote).toHaveClass('text-muted-foreground');
    expect(quote.closest('blockquote')).toHaveTextContent('\u201ctoday [unclear] talk\u201d');
  });

  it("lists 'How to Improve' tips, and a tip's moment plays from there", async () => {
    const user = userEvent.setup();
    const { audio } = renderResults();
    const tips = screen.getByRole('heading', { name: 'How to Improve' }).closest('section')!;
    expect(within(tips).getByText('Pause instead of saying um.')).toBeInTheDocument();
    expect(within(tips).getByText('Finish strong')).toBeInTheDocument();
    expect(within(tips).getByText(/today I want to talk/)).toBeInTheDocument();
    await user.click(within(tips).getByRole('button', { name: 'Play from 0:01' }));
    expect(audio().currentTime).toBe(1);
  });

  it('names the chosen voice when a speaker was selected', () => {
    renderResults({ selectedSpeaker: 'B' });
    expect(screen.getByText('Your voice: Speaker B')).toBeInTheDocument();
  });

  it('names the speech engine that analysed the recording', () => {
    renderResults({ analysisEngineLabel: 'Whisper base.en (offline)' });
    expect(screen.getByText('Whisper base.en (offline)')).toHaveTextContent(
      'Speech engine: Whisper base.en (offline)',
    );
  });

  it('names no engine for a recording without one', () => {
    renderResults({ analysisEngine: null, analysisEngineLabel: null });
    expect(screen.queryByText(/Speech engine:/)).not.toBeInTheDocument();
  });

  it('offers Practice Again and View Progress', async () => {
    const user = userEvent.setup();
    const { onPracticeAgain } = renderResults();
    await user.click(screen.getByRole('button', { name: /Practice Again/ }));
    expect(onPracticeAgain).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: /View Progress/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('the replay', () => {
  it('streams the media and shows loading, then the controls', () => {
    const { audio } = renderResults();
    expect(audio()).toHaveAttribute('src', `/api/recordings/${RECORDING_ID}/media`);
    expect(screen.getByText('Loading recording...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    loadMedia(audio());
    expect(screen.queryByText('Loading recording...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
    // The recorder's WebM has no duration, so the analysed length stands in.
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('max', '95');
  });

  it("says 'Failed to load recording' when the media cannot load", () => {
    const { audio } = renderResults();
    fireEvent(audio(), new Event('error'));
    expect(screen.getByText('Failed to load recording')).toBeInTheDocument();
  });

  it('plays, seeks in 0.1 s steps and shows the time', async () => {
    const user = userEvent.setup();
    const { audio } = renderResults();
    loadMedia(audio());
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('step', '0.1');
    fireEvent.change(seek, { target: { value: '62.5' } });
    expect(audio().currentTime).toBe(62.5);
    expect(seek).toHaveAttribute('aria-valuetext', '1:02 of 1:35');
  });

  it('mutes and restores the previous volume, or 0.5 after a volume of 0', async () => {
    const user = userEvent.setup();
    const { audio } = renderResults();
    loadMedia(audio());
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveAttribute('step', '0.01');
    fireEvent.change(volume, { target: { value: '0.8' } });
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio().muted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(audio().muted).toBe(false);
    expect(audio().volume).toBe(0.8);
    expect(unmuteVolume(0)).toBe(0.5);
  });

  it('shows a video recording in a video element', () => {
    const { container } = renderResults({ mediaType: 'video' });
    expect(container.querySelector('video')).toHaveAttribute(
      'src',
      `/api/recordings/${RECORDING_ID}/media`,
    );
    expect(container.querySelector('audio')).toBeNull();
  });

  it('is left out when the media was not kept', () => {
    renderResults({ hasMedia: false });
    expect(
      screen.queryByRole('heading', { name: 'Replay Your Recording' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'everyone' })).not.toBeInTheDocument();
    expect(screen.getByText('everyone')).toBeInTheDocument();
  });
});

describe('the transcript', () => {
  it('plays from a clicked word and highlights it', async () => {
    const user = userEvent.setup();
    const { audio } = renderResults();
    loadMedia(audio());
    await user.click(screen.getByRole('button', { name: 'everyone' }));
    expect(audio().currentTime).toBe(0.9);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'everyone' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  });

  it('follows the replay', async () => {
    const { audio } = renderResults();
    loadMedia(audio());
    audio().currentTime = 2.35;
    fireEvent(audio(), new Event('timeupdate'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'want' })).toHaveAttribute('aria-current', 'true'),
    );
    expect(screen.getByRole('button', { name: 'everyone' })).not.toHaveAttribute('aria-current');
  });

  it('greys the words the engine doubted, with a legend', () => {
    renderResults();
    const doubtful = screen.getByRole('button', { name: 'um (unclear)' });
    expect(doubtful).toHaveClass('text-muted-foreground', 'italic');
    expect(screen.getByRole('button', { name: 'Hello' })).not.toHaveClass('italic');
    expect(screen.getByText(/= unclear: the speech engine was not sure/)).toBeInTheDocument();
  });

  it('never shows an offensive word the engine doubted, in the transcript or on replay', () => {
    const { container } = renderResults({
      hasMedia: false,
      wordTimestamps: [
        { word: 'what', start: 0, end: 0.3, confidence: 0.3 },
        { word: 'prostitutes', start: 0.4, end: 1, confidence: 0.2 },
        { word: 'damn', start: 1.1, end: 1.4, confidence: 0.97 },
      ],
    });
    expect(container).not.toHaveTextContent('prostitutes');
    const transcript = screen.getByRole('heading', { name: 'Transcript' }).closest('section')!;
    expect(within(transcript).getByText('[unclear]')).toHaveClass('italic');
    // Heard surely: the person's own word stays.
    expect(within(transcript).getByText('damn')).toBeInTheDocument();
  });

  it('is one tab stop, moved through with the arrow keys', async () => {
    const user = userEvent.setup();
    renderResults();
    const first = screen.getByRole('button', { name: 'Hello' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'everyone' })).toHaveAttribute('tabindex', '-1');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'um (unclear)' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'talk' })).toHaveFocus();
  });
});

describe('deleting from the results', () => {
  it('confirms, deletes and goes to the history', async () => {
    const user = userEvent.setup();
    const { api, currentPath } = renderResults(
      {},
      { [`DELETE /api/recordings/${RECORDING_ID}`]: { status: 204 } },
    );
    await user.click(screen.getByRole('button', { name: /Delete Recording/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(PRACTICE_MESSAGES.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recording deleted')).toBeInTheDocument();
    expect(screen.getByText('Your recording has been permanently deleted')).toBeInTheDocument();
    expect(currentPath()).toBe('/recordings');
    expect(api.callsTo(`DELETE /api/recordings/${RECORDING_ID}`)).toHaveLength(1);
  });

  it('cancels without deleting', async () => {
    const user = userEvent.setup();
    const { api } = renderResults();
    await user.click(screen.getByRole('button', { name: /Delete Recording/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it("toasts 'Failed to delete recording' and stays", async () => {
    const user = userEvent.setup();
    const { currentPath } = renderResults(
      {},
      { [`DELETE /api/recordings/${RECORDING_ID}`]: new TypeError('Failed to fetch') },
    );
    await user.click(screen.getByRole('button', { name: /Delete Recording/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete recording')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while deleting the recording')).toBeInTheDocument();
    expect(currentPath()).toBe('/practice');
  });
});
