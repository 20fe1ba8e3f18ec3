function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * A server message as a success toast's description, unless it only repeats
 * the toast's title ('Password Changed' / 'Password changed').
 */
export function detailBeyond(
  title: string,
  message: string | null | undefined,
): string | undefined {
  if (!message?.trim()) return undefined;
  return normalise(message) === normalise(title) ? undefined : message;
}
