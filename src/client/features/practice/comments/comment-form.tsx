import { useEffect, useMemo, useState } from 'react';
import { LoaderCircle, LocateFixed, MessageSquarePlus, Reply } from 'lucide-react';
import {
  COMMENT_MAX_LENGTH,
  commentFormSchema,
  formatMoment,
  formatMomentPrecise,
  parseMoment,
  type CommentFormValues,
} from '@shared/recordings/comment-schemas';
import { FormField } from '@client/components/ui/form-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/hooks/use-toast';
import { useZodForm } from '@client/hooks/use-zod-form';
import { useCreateRecordingComment } from '../api/recording-comments';
import { commentSaveFailure } from './comment-rules';

type CommentFormProps = {
  recordingId: string;
  /** The recording's length in seconds, when known: a time past it is refused. */
  duration: number | null;
  /** The replay's position: a new comment's time follows it until the time is edited. */
  currentTime: number;
  /** A reply: pinned to the same moment as the comment it answers. */
  replyTo?: { id: string; atSeconds: number; authorName: string };
  /** Who writes: the coach gives feedback, the owner keeps notes. */
  viewer?: 'owner' | 'coach';
  /** False when there is nothing to replay (the audio was deleted): the time is typed. */
  canReplay?: boolean;
  onDone?: () => void;
};

const PLACEHOLDERS = {
  coach: 'What should they notice at this moment?',
  owner: 'A note or a question about this moment',
  reply: 'Write a reply',
} as const;

/** 'Add comment at 0:04', or a reply (product rules R11.6): sent and shown as plain text. */
export function CommentForm({
  recordingId,
  duration,
  currentTime,
  replyTo,
  viewer = 'coach',
  canReplay = true,
  onDone,
}: CommentFormProps) {
  const schema = useMemo(() => commentFormSchema(duration), [duration]);
  const initialTime = formatMomentPrecise(replyTo ? replyTo.atSeconds : currentTime);
  const form = useZodForm<CommentFormValues, { atSeconds: number; text: string }>(schema, {
    atSeconds: initialTime,
    text: '',
  });
  const mutation = useCreateRecordingComment(recordingId);
  const [follow, setFollow] = useState(canReplay);
  const following = follow && !replyTo && canReplay;
  const { setValue } = form;

  // A new comment's time follows the replay until the person types a time of their own.
  useEffect(() => {
    if (following) setValue('atSeconds', formatMomentPrecise(currentTime), { quiet: true });
  }, [following, currentTime, setValue]);

  const moment = parseMoment(form.values.atSeconds);
  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { ...values, replyToId: replyTo?.id ?? null },
      {
        onSuccess: () => {
          form.reset({ atSeconds: formatMomentPrecise(currentTime), text: '' });
          setFollow(canReplay);
          toast({ title: replyTo ? 'Reply added' : 'Comment added' });
          onDone?.();
        },
        onError: (error) => {
          if (form.showServerErrors(error)) return;
          toast({
            title: 'Your comment was not saved',
            description: commentSaveFailure(error),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  const textId = form.idFor('text');
  const length = form.values.text.trim().length;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={replyTo ? `Reply to ${replyTo.authorName}` : 'Add a comment'}
      className="grid gap-3"
    >
      {replyTo ? null : (
        <FormField
          id={form.idFor('atSeconds')}
          label="Time"
          error={form.errorFor('atSeconds')}
          hint={
            following
              ? 'Follows the replay. Type a time such as 1:05 to pin another moment.'
              : canReplay
                ? 'Pinned to the time you typed.'
                : 'Type the moment, such as 1:05.'
          }
          labelAction={
            canReplay ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setFollow(true)}
                disabled={following}
              >
                <LocateFixed aria-hidden="true" />
                Use replay time
              </Button>
            ) : undefined
          }
        >
          <Input
            {...form.register('atSeconds')}
            onChange={(event) => {
              setFollow(false);
              form.setValue('atSeconds', event.target.value);
            }}
            inputMode="decimal"
            className="max-w-32"
          />
        </FormField>
      )}
      <FormField
        id={textId}
        label={replyTo ? `Reply to ${replyTo.authorName}` : 'Comment'}
        error={form.errorFor('text')}
        hint={`${length}/${COMMENT_MAX_LENGTH} characters`}
      >
        <Textarea
          {...form.register('text')}
          onChange={(event) => form.setValue('text', event.target.value)}
          rows={replyTo ? 2 : 3}
          className="min-h-16"
          placeholder={PLACEHOLDERS[replyTo ? 'reply' : viewer]}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : replyTo ? (
            <Reply aria-hidden="true" />
          ) : (
            <MessageSquarePlus aria-hidden="true" />
          )}
          {replyTo ? 'Reply' : `Add comment at ${moment === null ? '…' : formatMoment(moment)}`}
        </Button>
        {onDone ? (
          <Button type="button" variant="ghost" onClick={onDone} disabled={mutation.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
