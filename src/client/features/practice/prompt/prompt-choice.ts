import type { ClientAssignment } from '@shared/assignments/schemas';
import { transcribeFieldsSchema } from '@shared/recordings/schemas';

/*
 * The daily-prompt selector (product rules R2.46 and R3.29): nothing chosen yet, today's
 * prompt, free practice, or a prompt of one's own (typed, then confirmed).
 */

export type PromptChoice =
  | { kind: 'unchosen' }
  | { kind: 'daily'; text: string }
  | { kind: 'free' }
  | { kind: 'editing'; draft: string }
  | { kind: 'custom'; text: string }
  /** An open assignment from the person's coach (product rules R11.2): its prompt and its id. */
  | { kind: 'assignment'; assignment: ClientAssignment };

export const UNCHOSEN: PromptChoice = { kind: 'unchosen' };

/**
 * The prompt sent with the recording, as the recorder state of product rules R3.29 has it:
 * undefined while nothing is chosen, null for free practice, or the text.
 */
export function practicePromptOf(choice: PromptChoice): string | null | undefined {
  switch (choice.kind) {
    case 'daily':
    case 'custom':
      return choice.text;
    case 'assignment':
      return choice.assignment.prompt;
    case 'free':
      return null;
    case 'unchosen':
    case 'editing':
      return undefined;
  }
}

/** The assignment a recording is submitted for, when one is chosen (product rules R11.2). */
export function assignmentOf(choice: PromptChoice): ClientAssignment | null {
  return choice.kind === 'assignment' ? choice.assignment : null;
}

/** ?assignment=<id>: that open assignment, if the person has it. */
export function choiceFromAssignment(
  id: string | null,
  assignments: readonly ClientAssignment[] | undefined,
): PromptChoice | null {
  const assignment = id ? assignments?.find((a) => a.id === id) : undefined;
  return assignment ? { kind: 'assignment', assignment } : null;
}

export function isPromptChosen(choice: PromptChoice): boolean {
  return practicePromptOf(choice) !== undefined;
}

/** Why a typed prompt cannot be used, or null; blank after trimming is never usable. */
export function customPromptProblem(draft: string): string | null {
  if (!draft.trim()) return 'Please type a prompt';
  const result = transcribeFieldsSchema.shape.practicePrompt.safeParse(draft);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please check the prompt');
}

/** 'Use My Prompt': the trimmed text, or the same choice when it cannot be used. */
export function confirmCustomPrompt(choice: PromptChoice): PromptChoice {
  if (choice.kind !== 'editing' || customPromptProblem(choice.draft)) return choice;
  return { kind: 'custom', text: choice.draft.trim() };
}

const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A prompt named in the address (?prompt=): today's prompt when it matches, otherwise
 * a custom prompt already confirmed. A blank one chooses nothing.
 */
export function choiceFromPreselected(
  preselected: string | null,
  todaysPrompt: string | null,
): PromptChoice {
  const text = preselected?.trim();
  if (!text) return UNCHOSEN;
  if (todaysPrompt && comparable(todaysPrompt) === comparable(text)) {
    return { kind: 'daily', text: todaysPrompt };
  }
  // One the server would refuse (too long) waits in the editor, its problem shown.
  if (customPromptProblem(text)) return { kind: 'editing', draft: text };
  return { kind: 'custom', text };
}
