import { ENERGETIC_PACE_MAX_WPM, IDEAL_PACE_MIN_WPM } from '@shared/recordings/pace';

/**
 * Every threshold of the speech metrics and scores, each with its source. "norms" means
 * shared/guide/scoring-norms.md and "engines" shared/guide/speech-engines.md; product rules
 * and decisions are cited by number. "Judgement" marks a value we chose where the research
 * gives no number; docs/decisions.md explains each.
 */

// ---- Product defaults and bands ------------------------------------------------------------

/** Scores stored when nothing could be measured (product rules R9.24). */
export { DEFAULT_SCORES } from '@shared/recordings/scores';
/** Score colour bands: 8+ green, 6-7 yellow, below 6 orange (product rules R10.1). */
export { GREEN_SCORE_MIN } from '@shared/recordings/scores';
export { YELLOW_SCORE_MIN } from '@shared/recordings/scores';
/** Lowest score a measured dimension can get; 0 is left for "could not be scored". Judgement. */
export const MIN_MEASURED_SCORE = 1;
/** The message when no words were detected (product rules R10.7). */
export const NO_WORDS_MESSAGE =
  "We couldn't hear you clearly - Please try recording again and speak a bit louder.";

// ---- Pace ------------------------------------------------------------------------------------

/** Ideal pace band, scores highest (product rules R10.3); 160-170 is "energetic but clear" and
 * scores slightly lower (decision 39). */
export {
  ENERGETIC_PACE_MAX_WPM,
  IDEAL_PACE_MAX_WPM,
  IDEAL_PACE_MIN_WPM,
} from '@shared/recordings/pace';
/** Below this the ideal band's lower part scores 9, not 10: slowed speech was rated less fluent
 * and persuasive (Apple, Streeter & Krauss 1979) and 140 is the TED-like middle. Judgement. */
export const IDEAL_PACE_CORE_MIN_WPM = 140;
/** Amber band of a 3-min prepared talk: 110-129 and 166-185; red beyond (norms, recommended
 * default bands). Between 166 and 170 product rules R10.3 win: that is still "energetic but
 * clear" (decision 39). */
export const PACE_AMBER_MIN_WPM = 110;
export const PACE_AMBER_MAX_WPM = 185;
/** Top of the norms' green band (130-165), used where "fast" must not depend on the energetic
 * reading of product rules R10.3 (rushed pauses). */
export const PACE_GREEN_MAX_WPM = 165;
/** Tony Robbins' 238 wpm is the fastest TED sample in norms (Language Log 2023). Red-band
 * steps down to that extreme, and symmetrically below 110, are judgement. */
export const PACE_EXTREME_FAST_WPM = 240;
/** Speaking-pace label cut-offs: below the ideal band is 'slow', above the energetic band
 * 'fast' (product rules R10.3: ideal 130-160, energetic to 170). */
export const SLOW_PACE_MAX_WPM = IDEAL_PACE_MIN_WPM - 1;
export const FAST_PACE_MIN_WPM = ENERGETIC_PACE_MAX_WPM + 1;
/** Rolling pace trace window: PitchMirror uses 20-s windows (norms, speaking-rate bands). */
export const PACE_TRACE_WINDOW_SECONDS = 20;
/** Step between trace windows. Judgement: fine enough to place a rushed stretch within 5 s. */
export const PACE_TRACE_HOP_SECONDS = 5;

// ---- Pauses ----------------------------------------------------------------------------------

/** A silent pause is a gap of at least 250 ms (De Jong & Bosker 2013; myprosody; norms). */
export const SILENT_PAUSE_MIN_SECONDS = 0.25;
/** Duration bands: brief < 200 ms, medium 200-1000 ms, long > 1000 ms (Campione & Veronis
 * 2002, norms "Pauses"). */
export const BRIEF_PAUSE_MAX_SECONDS = 0.2;
export const LONG_PAUSE_MIN_SECONDS = 1.0;
/** Boundary pauses of 0.4-1.2 s are credited as purposeful (norms, pause recommendation). */
export const PURPOSEFUL_PAUSE_MIN_SECONDS = 0.4;
export const PURPOSEFUL_PAUSE_MAX_SECONDS = 1.2;
/** Within-clause pauses over 1 s are flagged (norms, pause recommendation). */
export const LONG_MID_CLAUSE_PAUSE_SECONDS = 1.0;
/** Mid-clause pauses over 1.2 s read as uncertainty (voicemy.capital heuristic, norms). */
export const HESITATION_PAUSE_SECONDS = 1.2;
/** Pause placement is read from the words around a pause, so only pauses between words the
 * engine is sure of (RELIABLE_WORD_CONFIDENCE) are placed; the others count by the share of
 * those, shrunk towards a prior worth 2 pauses. Judgement: norms give no share, but mid-clause
 * pausing marks disfluency (Kahng), so a fluent speaker's share is taken as a quarter. */
export const PRIOR_MID_CLAUSE_SHARE = 0.25;
export const PRIOR_MID_CLAUSE_WEIGHT = 2;
/** How many of the longest mid-clause pauses the metrics list. Judgement. */
export const LONGEST_MID_CLAUSE_PAUSES_LISTED = 5;
/** 'rushed': fewer silent pauses than one per 10 s (judgement) while faster than the green
 * band (over 165 wpm, norms). */
export const RUSHED_MAX_PAUSES_PER_MINUTE = 6;
export const RUSHED_MIN_WPM = PACE_GREEN_MAX_WPM + 1;
/** 'frequent': many mid-clause pauses (Kahng: the strongest correlate of fluency ratings) or
 * many long pauses, or very short runs. All three numbers are judgement. */
export const FREQUENT_MID_CLAUSE_PAUSES_PER_MINUTE = 8;
export const FREQUENT_LONG_PAUSES_PER_MINUTE = 4;
export const FREQUENT_MAX_MEAN_LENGTH_OF_RUN = 4;

// ---- Fillers ---------------------------------------------------------------------------------

/** Words the engine is less sure of are ignored for filler detection (product rules R10.5). */
export const FILLER_MIN_CONFIDENCE = 0.75;
/** A discourse marker counts when isolated by a pause of at least 150 ms (norms, lexicon tier 2:
 * "isolated by pause >= 150-250 ms or comma"; we take the lower end). */
export const FILLER_ISOLATION_PAUSE_SECONDS = 0.15;
/** Sentence-initial "so" counts only as a habit (norms tier 2); 3 uses make a habit. Judgement. */
export const SO_HABIT_MIN_COUNT = 3;
/** Tier-1 fillers per 100 words: <= 1 excellent (Rev16 podcasts 0.95), 1-3 typical
 * (Earnings-21 2.83), 3-5 high, > 5 very high (above the 2-6 disfluency range) (norms). */
export const FILLERS_EXCELLENT_PER_100 = 1;
export const FILLERS_TYPICAL_PER_100 = 3;
export const FILLERS_HIGH_PER_100 = 5;
/** Filler words should stay under 3% of all words (product rules R10.4). */
export { FILLER_TARGET_PERCENT } from '@shared/recordings/pace';
/** Above 5% of words (Earnings-22's L2 speakers reach 4.08 tier-1 alone) the total caps the
 * score in the orange band. Judgement. */
export const FILLER_VERY_HIGH_PERCENT = 5;
/** Fillers closer than 10 s chain into a cluster; 3 or more make one (altura.coach shows
 * in-session clusters, norms; the numbers are judgement). */
export const FILLER_CLUSTER_GAP_SECONDS = 10;
export const FILLER_CLUSTER_MIN_COUNT = 3;
/** Top filler words shown (Microsoft Speaker Coach topFillerWords shows 3, norms). */
export const TOP_FILLERS_LISTED = 3;

// ---- Language --------------------------------------------------------------------------------

/** Top hedges shown: norms recommend reporting the top phrases; 3 as for fillers. */
export const TOP_HEDGES_LISTED = 3;
/** Top repeated phrases shown (Microsoft's topRepetitiveWordsAndPhrases, norms). Judgement: 5. */
export const TOP_REPEATED_PHRASES_LISTED = 5;
/** Moving-average type-token ratio window (norms, vocabulary recommendation). */
export const MATTR_WINDOW_WORDS = 50;
/** Repeats and restarts of 1-4 words, and phrases of 2-4 words said again and again (norms:
 * "repeated token n-grams", "repeated 2-4-grams"). */
export const REPEAT_MAX_WORDS = 4;
export const REPEATED_PHRASE_MIN_WORDS = 2;
export const REPEATED_PHRASE_MAX_WORDS = 4;
/** A 2-4-gram said this often is a repeated phrase. Judgement. */
export const REPEATED_PHRASE_MIN_COUNT = 3;
/** Words the engine is reasonably sure of. pocketsphinx posteriors average 0.64 on correct and
 * 0.32 on wrong words (engines); 0.5 sits between them. Used to trust repeats for clarity. */
export const RELIABLE_WORD_CONFIDENCE = 0.5;

// ---- Pitch -----------------------------------------------------------------------------------

/** YIN analysis frame and hop. 40 ms holds three periods at 75 Hz; 10 ms hop is the usual
 * pitch-tracker rate. Judgement within the standard range. */
export const PITCH_FRAME_SECONDS = 0.04;
export const PITCH_HOP_SECONDS = 0.01;
/** Search range covers typical F0 of 120 Hz (men) and 210 Hz (women) with room for
 * excursions (Traunmuller & Eriksson, norms). The bounds are judgement. */
export const PITCH_MIN_HZ = 75;
export const PITCH_MAX_HZ = 400;
/** YIN absolute threshold on the normalised difference (de Cheveigne & Kawahara 2002 use
 * 0.1-0.15; norms recommend YIN). 0.15 keeps breathy voiced frames. Judgement. */
export const YIN_THRESHOLD = 0.15;
/** Frames quieter than this are not analysed for pitch. Judgement. */
export const PITCH_SILENCE_DBFS = -50;
/** A voiced stretch shorter than 3 frames (30 ms) is treated as a tracking blip. Judgement. */
export const PITCH_MIN_VOICED_RUN_FRAMES = 3;
/** Frames more than an octave from the speaker's median are octave errors. Judgement. */
export const PITCH_OUTLIER_SEMITONES = 12;
/** Ranges are reported from the 10th to the 90th percentile (norms: p10-p90 range). */
export const RANGE_LOW_QUANTILE = 0.1;
export const RANGE_HIGH_QUANTILE = 0.9;
/** Monotone: F0 SD under 2 semitones in 8-s windows (voice-coach-mcp heuristic, norms;
 * feedback precedent Hincks & Edlund 2009). */
export const PITCH_WINDOW_SECONDS = 8;
export const MONOTONE_SD_SEMITONES = 2;
/** A window needs 1 s of voiced frames to be judged. Judgement. */
export const PITCH_WINDOW_MIN_VOICED_SECONDS = 1;
/** Lively speech: F0 SD of 4 semitones or more. Judgement (twice the monotone line). */
export const LIVELY_SD_SEMITONES = 4;

// ---- Loudness --------------------------------------------------------------------------------

export const LOUDNESS_FRAME_SECONDS = 0.05;
/** Recording level target -30 to -10 dBFS RMS (myle1996kh/sbf, norms "Loudness"). */
export const TOO_QUIET_DBFS = -30;
export const TOO_LOUD_DBFS = -10;
/** Loudness SD between words under 3 dB is low variation (voice-coach-mcp, norms). */
export const LOW_LOUDNESS_VARIATION_DB = 3;
/** Twice the low line counts as lively. Judgement. */
export const LIVELY_LOUDNESS_VARIATION_DB = 6;
/** Without word timings, loudness variation is measured over 250-ms blocks, about a word.
 * Judgement. */
export const LOUDNESS_BLOCK_SECONDS = 0.25;
/** Speech frames without word timings: above -60 dBFS and within 30 dB of the loud frames
 * (95th percentile). Judgement. */
export const SILENCE_FLOOR_DBFS = -60;
export const SPEECH_GATE_BELOW_PEAK_DB = 30;
export const SPEECH_GATE_PEAK_QUANTILE = 0.95;
/** A sample at 99.9% of full scale is clipped; 0.1% of samples clipped warns. Judgement. */
export const CLIPPING_SAMPLE_LEVEL = 0.999;
export const CLIPPING_WARNING_SHARE = 0.001;

// ---- Energy ----------------------------------------------------------------------------------

/** energyLevel averages 0-2 points from pitch SD, loudness SD and pace; >= 1.5 is high,
 * <= 0.5 is low. Judgement. */
export const ENERGY_HIGH_MIN_POINTS = 1.5;
export const ENERGY_LOW_MAX_POINTS = 0.5;

// ---- Bad audio -------------------------------------------------------------------------------
// Measured with pocketsphinx and Silero VAD on clips made with sox and espeak-ng
// (docs/evaluation.md, "Transcript reliability and bad audio").

/** Under half a second of speech found by VAD, a recording that is not silent holds no speech:
 * white, pink and brown noise, a mains hum and square waves all gave 0.0 s; the shortest speech
 * clip measured (a real 2.8 s "go forward") gave 1.8 s. */
export const NO_SPEECH_MAX_VAD_SECONDS = 0.5;
/** Words per second of VAD speech (counting the words inside it) below this are not speech:
 * the engine "heard" 0.1 in a tremolo chord and 0.8 in a plucked melody, both taken by VAD
 * for speech (97% and 62% of the time), and plain pocketsphinx, which transcribes the whole
 * file, put 1 of its 5 words from a melody inside the 2.4 s VAD kept (0.4); every speech
 * clip, real or synthetic, English or not, had 2.2-3.7. */
export const MIN_WORDS_PER_SPEECH_SECOND = 1.2;
export const SNR_NOISE_QUANTILE = 0.1;
export const SNR_SPEECH_QUANTILE = 0.9;

// ---- Recommendations -------------------------------------------------------------------------

/** 3 to 5 "How to Improve" items, at most 2 on one score so the list is varied (judgement).
 * The results view shows at most 3 of them (product rules R9.27). */
export const RECOMMENDATIONS_MIN = 3;
export const RECOMMENDATIONS_MAX = 5;
export const RECOMMENDATIONS_PER_SCORE_MAX = 2;
/** A filler or hedge needs 2 uses to be worth a recommendation of its own. Judgement. */
export const TIP_MIN_OCCURRENCES = 2;
/** Of the purposeful pauses, the one nearest the middle of 0.4-1.2 s is praised. */
export const PURPOSEFUL_PAUSE_IDEAL_SECONDS =
  (PURPOSEFUL_PAUSE_MIN_SECONDS + PURPOSEFUL_PAUSE_MAX_SECONDS) / 2;
/** A quote runs on past a pause until it has 3 words, so it is recognisable. Judgement. */
export const QUOTE_MIN_WORDS = 3;
/** Quotes are shown only when their words average RELIABLE_WORD_CONFIDENCE (0.5) or more:
 * quoting misheard words would lose the user's trust (engines: WER 35-75%). Judgement. */
export const QUOTE_MIN_MEAN_CONFIDENCE = RELIABLE_WORD_CONFIDENCE;
