import { Mic, Video } from 'lucide-react';
import { cn } from '@client/lib/utils';

const OPTIONS = [
  { value: false, label: 'Audio Only', hint: 'Your voice only', icon: Mic },
  { value: true, label: 'Video + Audio', hint: 'Camera and microphone', icon: Video },
] as const;

/** 'Audio Only' or 'Video + Audio', as native radios so the arrow keys move between them. */
export function RecordingTypeChoice({
  videoMode,
  onChange,
  disabled,
  videoRequired = false,
}: {
  videoMode: boolean;
  onChange: (videoMode: boolean) => void;
  disabled?: boolean;
  /** The chosen assignment asks for video (product rules R11.1): 'Audio Only' is not offered. */
  videoRequired?: boolean;
}) {
  return (
    <fieldset
      className="grid gap-3"
      disabled={disabled}
      aria-describedby={videoRequired ? 'video-required-hint' : undefined}
    >
      <legend className="mb-3 text-lg font-semibold">2. Choose a recording type</legend>
      {videoRequired ? (
        <p id="video-required-hint" className="-mt-2 text-sm text-muted-foreground">
          Your coach asked for video for this assignment.
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        {OPTIONS.map(({ value, label, hint, icon: Icon }) => (
          <label
            key={label}
            className={cn(
              'relative flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 p-3 text-center transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring sm:p-4',
              videoMode === value
                ? 'border-primary bg-primary-soft text-ink'
                : 'border-border bg-surface hover:bg-muted',
              videoRequired && !value && 'cursor-not-allowed opacity-50 hover:bg-surface',
            )}
          >
            <input
              type="radio"
              name="recording-type"
              // Invisible but covering the card: a click or tap anywhere on it lands on the radio.
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              checked={videoMode === value}
              disabled={videoRequired && !value}
              onChange={() => onChange(value)}
            />
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <span className="font-semibold">{label}</span>
            <span className="text-xs text-muted-foreground">{hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
