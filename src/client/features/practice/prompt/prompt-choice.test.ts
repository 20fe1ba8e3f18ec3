import { describe, expect, it } from 'vitest';
import type { ClientAssignment } from '@shared/assignments/schemas';
import {
  UNCHOSEN,
  assignmentOf,
  choiceFromAssignment,
  choiceFromPreselected,
  confirmCustomPrompt,
  customPromptProblem,
  isPromptChosen,
  practicePromptOf,
} from './prompt-choice';

const TODAY = 'Describe a moment that changed your mind.';

describe('the prompt sent with a recording', () => {
  it('is undefined until an option is chosen, null for free practice, else the text', () => {
    expect(practicePromptOf(UNCHOSEN)).toBeUndefined();
    expect(practicePromptOf({ kind: 'editing', draft: 'half typed' })).toBeUndefined();
    expect(practicePromptOf({ kind: 'free' })).toBeNull();
    expect(practicePromptOf({ kind: 'daily', text: TODAY })).toBe(TODAY);
    expect(practicePromptOf({ kind: 'custom', text: 'Mine' })).toBe('Mine');
  });

  it('lets recording start only once an option is chosen', () => {
    expect(isPromptChosen(UNCHOSEN)).toBe(false);
    expect(isPromptChosen({ kind: 'editing', draft: 'x' })).toBe(false);
    expect(isPromptChosen({ kind: 'free' })).toBe(true);
  });
});

describe('a custom prompt', () => {
  it('cannot be used while blank after trimming', () => {
    expect(customPromptProblem('   \n ')).not.toBeNull();
    expect(confirmCustomPrompt({ kind: 'editing', draft: '  ' })).toEqual({
      kind: 'editing',
      draft: '  ',
    });
  });

  it('is stored trimmed', () => {
    expect(confirmCustomPrompt({ kind: 'editing', draft: '  Pitch my idea  ' })).toEqual({
      kind: 'custom',
      text: 'Pitch my idea',
    });
  });

  it("is held to the server's length limit, with its message", () => {
    expect(customPromptProblem('x'.repeat(1001))).toBe(
      'The prompt is too long (1,000 characters at most)',
    );
    expect(customPromptProblem('x'.repeat(1000))).toBeNull();
  });
});

describe('a prompt named in the address', () => {
  it("uses today's prompt when it matches, ignoring case and spacing", () => {
    expect(choiceFromPreselected(`  ${TODAY.toUpperCase()} `, TODAY)).toEqual({
      kind: 'daily',
      text: TODAY,
    });
  });

  it('is otherwise a custom prompt, already confirmed', () => {
    expect(choiceFromPreselected(' Another one ', TODAY)).toEqual({
      kind: 'custom',
      text: 'Another one',
    });
    expect(choiceFromPreselected('Another one', null)).toEqual({
      kind: 'custom',
      text: 'Another one',
    });
  });

  it('chooses nothing when blank, and waits in the editor when too long', () => {
    expect(choiceFromPreselected('  ', TODAY)).toBe(UNCHOSEN);
    expect(choiceFromPreselected(null, TODAY)).toBe(UNCHOSEN);
    expect(choiceFromPreselected('y'.repeat(1200), TODAY).kind).toBe('editing');
  });
});

describe('an assignment as the prompt (product rules R11.2)', () => {
  const assignment: ClientAssignment = {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Elevator pitch',
    prompt: 'Pitch your project in one minute',
    instructions: null,
    dueAt: null,
    maxAttempts: 2,
    videoRequired: true,
    status: 'open',
    closedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    coachName: 'Carla Coach',
    attemptsUsed: 0,
    attemptsLeft: 2,
    lastSubmittedAt: null,
  };

  it('sends its prompt and its id', () => {
    const choice = { kind: 'assignment' as const, assignment };
    expect(practicePromptOf(choice)).toBe(assignment.prompt);
    expect(isPromptChosen(choice)).toBe(true);
    expect(assignmentOf(choice)).toBe(assignment);
    expect(assignmentOf({ kind: 'daily', text: TODAY })).toBeNull();
  });

  it('is chosen from ?assignment= only when the person has it open', () => {
    expect(choiceFromAssignment(assignment.id, [assignment])).toEqual({
      kind: 'assignment',
      assignment,
    });
    expect(choiceFromAssignment('someone-elses', [assignment])).toBeNull();
    expect(choiceFromAssignment(assignment.id, undefined)).toBeNull();
    expect(choiceFromAssignment(null, [assignment])).toBeNull();
  });
});
