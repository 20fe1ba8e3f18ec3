/** Types of smart-whisper-dtw.mjs (plain JavaScript: set-up runs it before TypeScript is installed). */
export declare const DTW_PATCH_MARKER: string;
export declare function isPatched(moduleDir: string): boolean;
export declare function patchSmartWhisperSources(moduleDir: string): boolean;
export declare function restoreSmartWhisperSources(moduleDir: string): void;
