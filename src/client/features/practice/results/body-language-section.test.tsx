import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recording } from '@shared/recordings/schemas';
import { signedIn } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import {
  buildRecording,
  buildVideoRecording,
  buildVisualMetadata,
  NO_COMMENTS_ROUTE,
} from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';
import { BodyLanguageSection } from './body-language-section';
import { ResultsView } from './results-view';

const NOT_SCORED = {
  postureScore: null,
  eyeContactPercentage: null,
  gestureVariety: null,
  movementScore: null,
  facialExpressiveness: null,
  bodyLanguageConfidence: null,
};

function unreadable(status: 'no_face' | 'low_light', recommendations: string[]) {
  return buildVideoRecording({
    ...NOT_SCORED,
    visualAnalysisMetadata: buildVisualMetadata({
      status,
      lowLight: status === 'low_light',
      meanBrightness: status === 'low_light' ? 30 : 120,
      faceVisiblePercent: 10,
      eyeContact: null,
      posture: null,
      gestures: null,
      movement: null,
      expressiveness: null,
      recommendations,
    }),
  });
}

const section = () => screen.getByRole('region', { name: 'Body Language' });
const cards = () =>
  within(screen.getByRole('list', { name: 'Body language scores' })).getAllByRole('listitem');

describe('the Body Language section', () => {
  it('shows eye contact as a percentage and five scores out of 10, each with its reasoning', () => {
    render(<BodyLanguageSection recording={buildVideoRecording()} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Body Language' })).toBeInTheDocument();
    expect(
      cards().map((card) => within(card).getByRole('heading', { level: 4 }).textContent),
    ).toEqual([
      'Eye Contact',
      'Posture',
      'Gesture Variety',
      'Movement',
      'Facial Expressiveness',
      'Body Language Confidence',
    ]);
    const [eye, posture, gestures, movement, face, confidence] = cards();
    // The band is said in words too, not only in colour: 72% is above the 60% target.
    expect(eye).toHaveTextContent('72% (Strong)');
    expect(eye).toHaveTextContent('Longest look at the lens 6.5 s');
    expect(eye).toHaveTextContent('You looked into the camera for 72% of the recording.');
    expect(posture).toHaveTextContent('8/10 (Strong)');
    expect(posture).toHaveTextContent('Upright, level and centred 82% of the time');
    expect(gestures).toHaveTextContent('6.5/10 (Good)');
    expect(gestures).toHaveTextContent('3 of 6 areas, about 12 gestures a minute');
    expect(movement).toHaveTextContent('10/10 (Strong)');
    expect(movement).toHaveTextContent('Natural');
    expect(face).toHaveTextContent('5.5/10 (Needs work)');
    expect(face).toHaveTextContent('Most often smiling; not neutral 30% of the time');
    expect(confidence).toHaveTextContent('8.5/10 (Strong)');
    expect(within(section()).getByRole('heading', { name: 'Body language tips' })).toBeVisible();
    expect(
      within(section()).getByText('Hold each look at the camera for about 3.3 seconds.'),
    ).toBeInTheDocument();
  });

  it("says 'Hands were not in view' when gestures could not be judged", () => {
    render(<BodyLanguageSection recording={buildVideoRecording({ gestureVariety: null })} />);
    const gestures = cards()[2]!;
    expect(gestures).toHaveTextContent('Not judged');
    expect(gestures).toHaveTextContent('Hands were not in view');
  });

  it('judges posture from the head when the shoulders were out of view', () => {
    const metadata = buildVisualMetadata();
    const recording = buildVideoRecording({
      visualAnalysisMetadata: {
        ...metadata,
        posture: { ...metadata.posture!, measuredFrom: 'head', uprightPercent: 90 },
      },
    });
    render(<BodyLanguageSection recording={recording} />);
    expect(cards()[1]).toHaveTextContent(
      'Head level and facing forward 90% of the time (shoulders not in view)',
    );
  });

  it('notes a dim picture above the scores', () => {
    const recording = buildVideoRecording({
      visualAnalysisMetadata: buildVisualMetadata({ lowLight: true, meanBrightness: 40 }),
    });
    render(<BodyLanguageSection recording={recording} />);
    expect(
      screen.getByText('The picture was dark, so some readings may be less reliable.'),
    ).toBeInTheDocument();
  });

  it("explains 'No face detected' with what to change, and shows no scores", () => {
    render(
      <BodyLanguageSection
        recording={unreadable('no_face', ['Centre your face in the picture.'])}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No face detected' })).toBeInTheDocument();
    expect(within(section()).getByText('Centre your face in the picture.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Body language scores' })).not.toBeInTheDocument();
  });

  it("explains 'Too dark to read your face' with what to change", () => {
    render(<BodyLanguageSection recording={unreadable('low_light', ['Face a window.'])} />);
    expect(screen.getByRole('heading', { name: 'Too dark to read your face' })).toBeInTheDocument();
    expect(within(section()).getByText('Face a window.')).toBeInTheDocument();
    expect(screen.queryByText('No face detected')).not.toBeInTheDocument();
  });

  it('quietly notes a video without a visual analysis, without an error', () => {
    render(
      <BodyLanguageSection
        recording={buildVideoRecording({ ...NOT_SCORED, visualAnalysisMetadata: null })}
      />,
    );
    expect(section()).toHaveTextContent('Body language was not measured for this video.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Body language scores' })).not.toBeInTheDocument();
  });

  it('is left out of audio sessions', () => {
    const { container } = render(<BodyLanguageSection recording={buildRecording()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the results view of a video session', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const renderResults = (recording: Recording) => {
    fakeApi(NO_COMMENTS_ROUTE);
    return renderWithProviders(<ResultsView recording={recording} onPracticeAgain={vi.fn()} />, {
      path: '/practice',
      me: signedIn(),
    });
  };

  it('has the Body Language section after the speech scores and tips', () => {
    renderResults(buildVideoRecording());
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.indexOf('Body Language')).toBeGreaterThan(headings.indexOf('How to Improve'));
    expect(screen.getByRole('list', { name: 'Scores' })).toBeInTheDocument();
  });

  it('has none for an audio session', () => {
    renderResults(buildRecording());
    expect(screen.queryByRole('region', { name: 'Body Language' })).not.toBeInTheDocument();
  });
});
