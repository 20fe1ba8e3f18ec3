import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INITIAL_ANALYSIS, type AnalysisState } from './analysis-state';
import { ProcessingCard } from './processing-card';

const state = (overrides: Partial<AnalysisState>): AnalysisState => ({
  ...INITIAL_ANALYSIS,
  ...overrides,
});

const controls = (status: 'uploading' | 'paused' | 'interrupted') => ({
  view: {
    fileName: 'talk.mp3',
    status,
    progress: {
      bytesSent: 1_000_000,
      bytesTotal: 4_000_000,
      percent: 25,
      bytesPerSecond: null,
      secondsLeft: null,
    },
  },
  onPause: () => {},
  onResume: () => {},
  onCancel: () => {},
});

describe('the processing card', () => {
  it('says the file is going up, not that it is analysed, while it uploads', () => {
    render(<ProcessingCard state={state({ phase: 'uploading', uploadProgress: 30 })} />);
    expect(screen.getByRole('heading', { name: 'Uploading Your Recording...' })).toBeVisible();
    expect(screen.queryByText(/Analyzing/)).not.toBeInTheDocument();
  });

  it('says a paused or interrupted upload is stopped', () => {
    const uploading = state({ phase: 'uploading' });
    const { rerender } = render(<ProcessingCard state={uploading} upload={controls('paused')} />);
    expect(screen.getByRole('heading', { name: 'Upload Paused' })).toBeVisible();
    rerender(<ProcessingCard state={uploading} upload={controls('interrupted')} />);
    expect(screen.getByRole('heading', { name: 'Upload Interrupted' })).toBeVisible();
  });

  it('shows the analysis’s step, progress and time left once the file is there', () => {
    render(
      <ProcessingCard
        state={state({
          phase: 'processing',
          progress: 62,
          currentStep: 'Telling voices apart',
          estimatedWaitSeconds: 20,
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Analyzing Your Speech...' })).toBeVisible();
    expect(screen.getByText('Telling voices apart')).toBeVisible();
    expect(screen.getByText('62% complete · less than a minute left')).toBeVisible();
  });
});
