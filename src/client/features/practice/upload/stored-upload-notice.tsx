import { useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FileUp, LoaderCircle, Trash2 } from 'lucide-react';
import { extensionOf } from '@shared/recordings/limits';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/hooks/use-toast';
import { formatFileSize } from '../format';
import { RESUMABLE_UPLOAD_TEXT as TEXT } from '../practice-notices';
import { discardStoredUpload } from './resumable-upload';
import { listStoredUploads, subscribeStoredUploads, type StoredUpload } from './stored-uploads';

/** This person's unfinished uploads, newest first, kept current as uploads come and go. */
export function useStoredUploads(ownerId: string | null): StoredUpload[] {
  // The snapshot is the entries' text, so an unchanged list keeps its identity.
  const snapshot = useSyncExternalStore(subscribeStoredUploads, () =>
    ownerId ? JSON.stringify(listStoredUploads(ownerId)) : '[]',
  );
  return useMemo(() => JSON.parse(snapshot) as StoredUpload[], [snapshot]);
}

type StoredUploadNoticeProps = {
  upload: StoredUpload;
  /** A free user at the limit: no file can be sent, though the upload can be discarded. */
  disabled: boolean;
  onFile: (file: File) => void;
};

/**
 * An upload a reload or a lost connection left unfinished (decision 143). The browser cannot read
 * the file again by itself, so the person chooses it again and the upload continues where it
 * stopped; or they discard it, which deletes what the server holds.
 */
export function StoredUploadNotice({ upload, disabled, onFile }: StoredUploadNoticeProps) {
  const input = useRef<HTMLInputElement>(null);
  // The toast is the mutation's own: the notice is gone by the time the discard succeeds.
  const discard = useMutation({
    mutationFn: () => discardStoredUpload(upload),
    onSuccess: () => toast({ title: TEXT.discarded }),
  });
  const busy = discard.isPending;
  const fileName = upload.metadata.filename ?? '';
  const extension = extensionOf(fileName);
  const titleId = useId();

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy}
      className="grid gap-4 rounded-xl border border-accent/40 bg-accent-soft/60 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
          <FileUp className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {TEXT.noticeTitle}
          </h2>
          <p className="text-sm break-words text-pretty text-muted-foreground">
            {TEXT.noticeDetail(fileName, formatFileSize(upload.size ?? 0))}
          </p>
        </div>
      </div>
      {discard.isError ? <Alert variant="destructive">{TEXT.discardFailed}</Alert> : null}
      <input
        ref={input}
        type="file"
        // Offers files like the one sent, so the same one is easy to find.
        accept={extension ? `.${extension}` : undefined}
        className="sr-only"
        tabIndex={-1}
        aria-label={TEXT.noticeFileLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button onClick={() => input.current?.click()} disabled={busy || disabled}>
          <FileUp aria-hidden="true" />
          {TEXT.noticeChoose}
        </Button>
        <Button variant="outline" onClick={() => discard.mutate()} disabled={busy}>
          {busy ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 aria-hidden="true" />
          )}
          {TEXT.noticeDiscard}
        </Button>
      </div>
    </section>
  );
}

type StoredUploadNoticesProps = Omit<StoredUploadNoticeProps, 'upload'> & {
  ownerId: string | null;
};

/** A notice for each of this person's unfinished uploads (most often none, or one). */
export function StoredUploadNotices({ ownerId, ...props }: StoredUploadNoticesProps) {
  const uploads = useStoredUploads(ownerId);
  return uploads.map((upload) => (
    <StoredUploadNotice key={upload.urlStorageKey} upload={upload} {...props} />
  ));
}
