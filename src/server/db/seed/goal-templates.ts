import type { GoalTargetMetric } from '@shared/domain/enums';

/**
 * Goal templates a user picks from. `key` is the stable identity for idempotent seeding, so
 * never rename a key; change the text freely.
 *
 * Figures in the copy follow the product constants: ideal pace 130-160 words per minute, fillers
 * under 3% of words, scores out of 10. Conciseness is measured from the pause analysis (natural 8,
 * frequent 6, rushed 4) and energy from the detected vocal energy (high 10, moderate 7, low 4).
 */

export type GoalTargetType = 'reduction' | 'increase' | 'range';

export const GOAL_TEMPLATE_CATEGORIES = [
  'Delivery',
  'Fluency',
  'Clarity',
  'Presence',
  'Habit',
  'Structure',
  'Energy',
] as const;

export type GoalTemplateCategory = (typeof GOAL_TEMPLATE_CATEGORIES)[number];

export interface GoalTemplateSeed {
  key: string;
  title: string;
  description: string;
  category: GoalTemplateCategory;
  targetMetric: GoalTargetMetric;
  targetType: GoalTargetType;
  /** Integer percent improvement over the baseline that the goal aims for. */
  expectedImprovement: number;
  /** A fixed target: the number of sessions, for session_count goals. */
  targetValue?: number;
  motivationText: string;
  quickTip: string;
}

export const GOAL_TEMPLATES: readonly GoalTemplateSeed[] = [
  {
    key: 'steady-pace',
    title: 'Find Your Ideal Pace',
    description:
      'Bring your speaking pace into the 130-160 words-per-minute band and keep it there. Measured by the words per minute of each practice session.',
    category: 'Delivery',
    targetMetric: 'pace',
    targetType: 'range',
    expectedImprovement: 20,
    motivationText:
      'At 130-160 words per minute listeners can follow every idea without feeling dragged along. A few weeks of steady practice is usually enough to make this pace feel natural.',
    quickTip:
      'Record yourself reading one paragraph at a comfortable speed, then match that rhythm in your next session.',
  },
  {
    key: 'pace-under-pressure',
    title: 'Hold Your Pace Under Pressure',
    description:
      'Stay inside 130-160 words per minute even on impromptu and interview prompts, where nerves tend to speed you up. Measured by words per minute across your sessions.',
    category: 'Delivery',
    targetMetric: 'pace',
    targetType: 'range',
    expectedImprovement: 15,
    motivationText:
      'A calm, even pace is what makes you sound in control when the question is hard. Every session you finish inside the band makes the next one easier.',
    quickTip:
      'Take one slow breath before your first sentence and again before each new point, so your pace resets instead of building up speed.',
  },
  {
    key: 'cut-the-fillers',
    title: 'Cut the Filler Words',
    description:
      "Bring filler words such as 'um', 'uh', 'like' and 'you know' below 3% of your words. Measured as the filler percentage of each session; lower is better.",
    category: 'Fluency',
    targetMetric: 'filler_reduction',
    targetType: 'reduction',
    expectedImprovement: 40,
    motivationText:
      'Fewer fillers make you sound prepared and sure of your point, and most speakers can halve their filler rate within a month of focused practice.',
    quickTip: "Pause for a full breath at every full stop instead of saying 'um'.",
  },
  {
    key: 'power-of-the-pause',
    title: 'Swap Fillers for Pauses',
    description:
      'Replace the filler words you use while thinking with short, silent pauses. Measured as the filler percentage of each session, aiming for under 3% of your words.',
    category: 'Fluency',
    targetMetric: 'filler_reduction',
    targetType: 'reduction',
    expectedImprovement: 30,
    motivationText:
      'A one-second silence feels long to you but sounds thoughtful to your listener. Learning to trust the pause is one of the fastest ways to sound more polished.',
    quickTip:
      "When you feel an 'um' coming, close your mouth and count 'one' silently before you carry on.",
  },
  {
    key: 'crystal-clear',
    title: 'Speak With Crystal Clarity',
    description:
      'Raise your Clarity score by finishing words and sentences cleanly, aiming for 8/10 or higher. Measured by the Clarity score of each session.',
    category: 'Clarity',
    targetMetric: 'clarity',
    targetType: 'increase',
    expectedImprovement: 20,
    motivationText:
      'When every word lands, people stop working to understand you and start listening to your ideas. Small gains in articulation add up quickly.',
    quickTip:
      'Put a little extra effort into the last word of each sentence instead of letting your voice trail off.',
  },
  {
    key: 'one-clear-point',
    title: 'Make One Clear Point',
    description:
      'Build each answer around a single main point, stated at the start and repeated at the end. Measured by your Clarity score, aiming for 8/10 or higher.',
    category: 'Structure',
    targetMetric: 'clarity',
    targetType: 'increase',
    expectedImprovement: 25,
    motivationText:
      'A listener who remembers one idea is worth more than one who forgets five. This habit makes you easy to follow in meetings, interviews and talks alike.',
    quickTip:
      "Before you start, finish the sentence 'The one thing I want them to remember is...' and say it in your first ten seconds.",
  },
  {
    key: 'confident-voice',
    title: 'Sound as Confident as You Are',
    description:
      'Raise your Confidence score by speaking with steady volume and certain language, aiming for 8/10 or higher. Measured by the Confidence score of each session.',
    category: 'Presence',
    targetMetric: 'confidence',
    targetType: 'increase',
    expectedImprovement: 25,
    motivationText:
      'You already know your material; this goal is about letting your voice show it. Every session builds a little more evidence that you can do this.',
    quickTip:
      "Replace hedges like 'I think maybe' with a direct statement, and let your voice drop at the end of each sentence.",
  },
  {
    key: 'strong-openings',
    title: 'Own Your Opening',
    description:
      'Start every session with a clear, confident first sentence instead of warming up out loud. Measured by your Confidence score, aiming for a steady rise over your baseline.',
    category: 'Presence',
    targetMetric: 'confidence',
    targetType: 'increase',
    expectedImprovement: 15,
    motivationText:
      'Listeners decide within seconds whether to trust a speaker, so a strong start pays off for the rest of your talk.',
    quickTip:
      'Write down your first sentence before you press record and say it slowly, looking straight ahead.',
  },
  {
    key: 'twenty-in-thirty',
    title: '20 Sessions in 30 Days',
    description:
      'Complete 20 practice sessions within 30 days. Measured by counting every analysed session you record.',
    category: 'Habit',
    targetMetric: 'session_count',
    targetType: 'increase',
    expectedImprovement: 25,
    targetValue: 20,
    motivationText:
      'Consistency beats intensity: three minutes most days will do more for your speaking than one long session a month.',
    quickTip:
      'Attach your practice to something you already do every day, such as right after your morning coffee.',
  },
  {
    key: 'twelve-in-four-weeks',
    title: '12 Sessions in 4 Weeks',
    description:
      'Complete 12 practice sessions over four weeks, about three a week. Measured by counting every analysed session you record.',
    category: 'Habit',
    targetMetric: 'session_count',
    targetType: 'increase',
    expectedImprovement: 20,
    targetValue: 12,
    motivationText:
      'Three short sessions a week is a rhythm you can keep even in busy weeks, and it is enough to see your scores move.',
    quickTip:
      'Put three 5-minute practice slots in your calendar at the start of each week, like any other appointment.',
  },
  {
    key: 'natural-pauses',
    title: "Pause, Don't Rush",
    description:
      "Speak with natural pauses between ideas instead of rushing from one sentence to the next. Measured by your pause analysis, aiming for 'natural' rather than 'rushed' or 'frequent'.",
    category: 'Structure',
    targetMetric: 'conciseness',
    targetType: 'increase',
    expectedImprovement: 30,
    motivationText:
      'Pauses give your listener time to take in each point and give you time to choose the next one. Well-placed pauses make even a short answer feel complete.',
    quickTip:
      'Pause for about one second after each key point, and a little longer before you move to a new idea.',
  },
  {
    key: 'bring-the-energy',
    title: 'Bring Your Voice to Life',
    description:
      'Lift your vocal energy from low to moderate or high so your enthusiasm comes through. Measured by the vocal energy level detected in each session.',
    category: 'Energy',
    targetMetric: 'energy',
    targetType: 'increase',
    expectedImprovement: 25,
    motivationText:
      'Energy is contagious: when you sound interested, your listeners lean in. You do not have to be loud, just fully switched on.',
    quickTip:
      'Stand up while you practise and speak to someone at the back of the room rather than to your screen.',
  },
  {
    key: 'finish-strong',
    title: 'Finish With Energy',
    description:
      'Keep your vocal energy moderate or high all the way through your closing sentence. Measured by the vocal energy level detected in each session.',
    category: 'Energy',
    targetMetric: 'energy',
    targetType: 'increase',
    expectedImprovement: 15,
    motivationText:
      'The end of your talk is what people remember, so it deserves your strongest voice, not your most tired one.',
    quickTip:
      'Plan your final sentence in advance and deliver it a little louder and slower than the rest, then stop.',
  },
];
