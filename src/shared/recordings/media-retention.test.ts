import { describe, expect, it } from 'vitest';
import { keepsMediaAfterAnalysis } from './media-retention';

describe('keeping media after analysis', () => {
  it('keeps it unless the person asked to delete their audio', () => {
    expect(keepsMediaAfterAnalysis({ deleteAudioAfterAnalysis: false }, 'completed')).toBe(true);
    expect(keepsMediaAfterAnalysis(null, 'completed')).toBe(true);
    expect(keepsMediaAfterAnalysis({ deleteAudioAfterAnalysis: true }, 'completed')).toBe(false);
    expect(keepsMediaAfterAnalysis({ deleteAudioAfterAnalysis: true }, 'failed')).toBe(false);
  });

  it('keeps it while a voice is still to be chosen, to measure that voice', () => {
    expect(keepsMediaAfterAnalysis({ deleteAudioAfterAnalysis: true }, 'awaiting_speaker')).toBe(
      true,
    );
  });
});
