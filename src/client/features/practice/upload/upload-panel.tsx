import { useId, useRef, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import { ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES } from '@shared/recordings/limits';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';

const ACCEPT = [...ACCEPTED_MIME_TYPES, ...ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

type UploadPanelProps = {
  disabled: boolean;
  /** Guests are asked to sign in instead of choosing a file. */
  guest: boolean;
  onGuest: () => void;
  /** The signed-in user's address, for the optional 'email me' tick box. */
  email: string | null;
  onFile: (file: File, options: { notify: boolean }) => void;
};

/** Upload an existing recording instead of recording live (product rules R2.51). */
export function UploadPanel({ disabled, guest, onGuest, email, onFile }: UploadPanelProps) {
  const input = useRef<HTMLInputElement>(null);
  const notifyId = useId();
  const [notify, setNotify] = useState(false);
  const [dragging, setDragging] = useState(false);

  const choose = () => (guest ? onGuest() : input.current?.click());
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    if (guest) return onGuest();
    const file = event.dataTransfer.files[0];
    if (file) onFile(file, { notify });
  };

  return (
    <section
      aria-labelledby="upload-heading"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'grid gap-3 rounded-xl border-2 border-dashed p-4 transition-colors sm:p-5',
        dragging ? 'border-primary bg-primary-soft/60' : 'border-border',
      )}
    >
      <div className="grid gap-1">
        <h2 id="upload-heading" className="font-semibold">
          Or upload a recording
        </h2>
        <p className="text-sm text-muted-foreground">
          Audio (MP3, WAV, M4A, OGG, WebM) or video (MP4, WebM, AVI, MOV). Drop a file here or
          choose one.
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Recording file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again after an error still fires.
          event.target.value = '';
          if (file) onFile(file, { notify });
        }}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" onClick={choose} disabled={disabled} className="sm:w-auto">
          <Upload aria-hidden="true" />
          Upload a Recording
        </Button>
        {email ? (
          <label
            htmlFor={notifyId}
            className="flex items-start gap-2 text-sm text-muted-foreground"
          >
            <input
              id={notifyId}
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              checked={notify}
              disabled={disabled}
              onChange={(event) => setNotify(event.target.checked)}
            />
            <span>Email me when a long analysis is ready</span>
          </label>
        ) : null}
      </div>
    </section>
  );
}
