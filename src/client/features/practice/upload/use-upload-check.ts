import { useCallback, useRef, useState } from 'react';
import {
  readMediaDuration,
  uploadFileProblem,
  uploadLength,
  uploadLengthProblem,
} from './upload-rules';

export type UploadCheck =
  { ok: false; message: string } | { ok: true; minutes: number; durationSeconds: number | null };

/** Checks a chosen file before it is sent; null when a check is already running. */
export async function checkUploadFile(
  file: File,
  readDuration: (file: File) => Promise<number | null> = readMediaDuration,
): Promise<UploadCheck> {
  const problem = uploadFileProblem(file);
  if (problem) return { ok: false, message: problem };
  const length = uploadLength(file, await readDuration(file));
  const lengthProblem = uploadLengthProblem(length);
  if (lengthProblem) return { ok: false, message: lengthProblem };
  return {
    ok: true,
    minutes: length.minutes,
    durationSeconds:
      length.durationSeconds === null ? null : Math.max(1, Math.round(length.durationSeconds)),
  };
}

/**
 * The upload checks as a hook: `checking` is true while the length is read (up to 5 s),
 * and a second file chosen meanwhile is ignored.
 */
export function useUploadCheck() {
  const [checking, setChecking] = useState(false);
  const running = useRef(false);
  const check = useCallback(async (file: File): Promise<UploadCheck | null> => {
    if (running.current) return null;
    running.current = true;
    setChecking(true);
    try {
      return await checkUploadFile(file);
    } finally {
      running.current = false;
      setChecking(false);
    }
  }, []);
  return { checking, check };
}
