import type { Database } from '../../db/client';
import { findVoiceProfile, upsertVoiceProfile } from './voice-profile-repository';

/** voice_profiles.voiceCharacteristics as Cadence writes it. */
interface VoiceCharacteristics {
  /**
   * The diarization signature: the voice's mean x-vector (128 values), or 24 MFCC statistics
   * when the speaker model was missing. Signatures of different kinds are never compared.
   */
  signature: number[];
  engine: string | null;
}

/** Remembers the voice the user picked, so later recordings can preselect it. */
export async function saveVoiceProfile(
  db: Database,
  options: {
    userId: string;
    recordingId: string;
    signature: number[];
    engine: string | null;
    sampleText: string;
  },
) {
  const voiceCharacteristics: VoiceCharacteristics = {
    signature: options.signature,
    engine: options.engine,
  };
  await upsertVoiceProfile(db, {
    userId: options.userId,
    voiceCharacteristics: voiceCharacteristics as unknown as Record<string, unknown>,
    enrollmentRecordingId: options.recordingId,
    sampleText: options.sampleText,
  });
}

export async function findVoiceSignature(db: Database, userId: string): Promise<number[] | null> {
  const row = await findVoiceProfile(db, userId);
  const signature = (row?.voiceCharacteristics as Partial<VoiceCharacteristics> | undefined)
    ?.signature;
  return row?.isActive && Array.isArray(signature) && signature.length > 0 ? signature : null;
}

/**
 * The speaker whose signature is nearest the user's profile (Euclidean distance, which for
 * unit-length signatures ranks as cosine similarity does), or null without a profile or
 * with signatures of another kind. A suggestion only: the user confirms it.
 */
export function nearestSpeaker(
  profile: readonly number[] | null,
  signatures: Record<string, number[]> | null,
): string | null {
  if (!profile || !signatures) return null;
  let best: { speaker: string; distance: number } | null = null;
  for (const [speaker, signature] of Object.entries(signatures)) {
    if (signature.length !== profile.length) continue;
    const distance = Math.sqrt(
      signature.reduce((sum, value, i) => sum + (value - (profile[i] ?? 0)) ** 2, 0),
    );
    if (!best || distance < best.distance) best = { speaker, distance };
  }
  return best?.speaker ?? null;
}
