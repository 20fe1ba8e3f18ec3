import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { voiceProfiles } from '../../db/schema';

/** One profile per user: a new one replaces the old. */
export async function upsertVoiceProfile(
  db: Database,
  values: {
    userId: string;
    voiceCharacteristics: Record<string, unknown>;
    enrollmentRecordingId: string;
    sampleText: string;
  },
) {
  await db
    .insert(voiceProfiles)
    .values({ ...values, isActive: true })
    .onConflictDoUpdate({
      target: voiceProfiles.userId,
      set: {
        voiceCharacteristics: values.voiceCharacteristics,
        enrollmentRecordingId: values.enrollmentRecordingId,
        sampleText: values.sampleText,
        isActive: true,
        updatedAt: new Date(),
      },
    });
}

export async function findVoiceProfile(db: Database, userId: string) {
  const [row] = await db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, userId));
  return row ?? null;
}
