import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  type RecordingComment,
} from '@shared/recordings/comment-schemas';
import type { Recording } from '@shared/recordings/schemas';
import { buildComment, buildOwnComment } from '@client/test/comment-factories';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeReply, type FakeRoutes } from '@client/test/fake-api';
import { RECORDING_ID, buildRecording } from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';
import { ReplaySection } from '../results/replay-section';
import { useReplay } from '../results/use-replay';

/*
 * The comment UI of a replay (product rules R11.7): markers on the timeline, comments in the
 * transcript, the Comments panel. Rendered as the results and the coach's review render it,
 * against the fake server, with the recording's audio element standing in for the player.
 */

const LIST = `GET /api/recordings/${RECORDING_ID}/comments`;
const CREATE = `POST /api/recordings/${RECORDING_ID}/comments`;
const deletePath = (id: string) => `DELETE /api/recordings/${RECORDING_ID}/comments/${id}`;

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Replay({
  recording,
  viewer,
  hasCoach,
}: {
  recording: Recording;
  viewer: 'owner' | 'coach';
  hasCoach: boolean;
}) {
  const replay = useReplay();
  return (
    <ReplaySection
      recording={recording}
      replay={replay}
      speaker={null}
      viewer={viewer}
      hasCoach={hasCoach}
    />
  );
}

/**
 * The replay of the test recording (95 s) with `comments` on the server; the list route
 * answers what `comments` holds at the time of each request.
 */
function renderReplay({
  comments = [] as RecordingComment[],
  routes = {} as FakeRoutes,
  viewer = 'owner' as 'owner' | 'coach',
  recording = {} as Partial<Recording>,
  hasCoach = true,
} = {}) {
  const stored = { comments };
  const api = fakeApi({ [LIST]: () => ({ body: stored.comments }), ...routes });
  const view = renderWithProviders(
    <Replay recording={buildRecording(recording)} viewer={viewer} hasCoach={hasCoach} />,
    { path: `/recordings/${RECORDING_ID}`, me: signedIn() },
  );
  const audio = () => view.container.querySelector('audio')!;
  if (audio()) fireEvent(audio(), new Event('loadedmetadata'));
  return { ...view, api, audio, stored };
}

const toasts = () => screen.getByRole('region', { name: /Notifications/ });
const panel = () => screen.getByRole('region', { name: 'Comments' });
const newCommentForm = () => screen.getByRole('form', { name: 'Add a comment' });
const markers = () =>
  within(screen.getByRole('group', { name: 'Comments on the timeline' })).getAllByRole('button');

/** The replay reached `seconds`, as the audio element reports it. */
function playTo(audio: HTMLAudioElement, seconds: number) {
  act(() => {
    audio.currentTime = seconds;
    fireEvent(audio, new Event('timeupdate'));
  });
}

describe('the comment markers on the timeline', () => {
  it('shows one button per comment in time order, named by moment and author', async () => {
    renderReplay({
      comments: [
        buildComment({ atSeconds: 4.5 }),
        buildOwnComment({ atSeconds: 62 }),
        buildComment({ atSeconds: 1.2, text: 'Good opening.' }),
      ],
    });
    await waitFor(() => expect(markers()).toHaveLength(3));
    expect(markers().map((marker) => marker.getAttribute('aria-label'))).toEqual([
      'Comment at 0:01 by Carla Coach',
      'Comment at 0:04 by Carla Coach',
      'Comment at 1:02 by You',
    ]);
    // Placed along the 95-second timeline.
    expect(markers()[1]).toHaveStyle({ left: `${(4.5 / 95) * 100}%` });
  });

  it('counts the replies of a comment in its marker, one marker per thread', async () => {
    const head = buildComment();
    renderReplay({
      comments: [head, buildOwnComment({ atSeconds: 4.5, replyToId: head.id, text: 'OK' })],
    });
    await waitFor(() => expect(markers()).toHaveLength(1));
    expect(markers()[0]).toHaveAccessibleName('Comment at 0:04 by Carla Coach, 1 reply');
  });

  it('is reached with Tab after the player; Enter seeks the replay there and plays', async () => {
    const user = userEvent.setup();
    const { audio } = renderReplay({
      comments: [buildComment({ atSeconds: 4.5 }), buildComment({ atSeconds: 30 })],
    });
    const first = await screen.findByRole('button', { name: 'Comment at 0:04 by Carla Coach' });
    screen.getByRole('slider', { name: 'Volume' }).focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(audio().currentTime).toBe(4.5);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);

    await user.tab();
    const second = screen.getByRole('button', { name: 'Comment at 0:30 by Carla Coach' });
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(audio().currentTime).toBe(30);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(2);
  });

  it('shows no timeline without comments, and no markers when the media is gone', async () => {
    renderReplay();
    expect(await within(panel()).findByText('No comments yet')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Comments on the timeline' })).toBeNull();
  });
});

describe('comments in the transcript', () => {
  it('shows each comment before the word being spoken at its moment, and the late ones last', async () => {
    renderReplay({
      comments: [
        buildComment({ atSeconds: 0.8, text: 'Breathe first.' }),
        buildOwnComment({ atSeconds: 60, text: 'Ending.' }),
      ],
    });
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    await within(transcript).findByText('Breathe first.');
    const order = within(transcript)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(order).toEqual([
      'Hello',
      'um',
      '0:00 Carla Coach: Breathe first.',
      'everyone',
      'today',
      'I',
      'want',
      'to',
      'talk',
      '1:00 You: Ending.',
    ]);
  });

  it('plays from a comment of the transcript when it is activated', async () => {
    const user = userEvent.setup();
    const { audio } = renderReplay({
      comments: [buildComment({ atSeconds: 2.3, text: 'Here.' })],
    });
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    await user.click(await within(transcript).findByRole('button', { name: /Here\./ }));
    expect(audio().currentTime).toBe(2.3);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it('shows the comments as text, not buttons, when the media was not kept', async () => {
    renderReplay({ comments: [buildComment()], recording: { hasMedia: false } });
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(await within(transcript).findByText('Slow down here.')).toBeInTheDocument();
    expect(within(transcript).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Comments on the timeline' })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: /Play from/ })).toBeNull();
  });
});

describe('the Comments panel, worded for who reads it', () => {
  it('is the person’s own notes when they have no coach', async () => {
    renderReplay({ hasCoach: false });
    expect(within(panel()).queryByText(/coach/i)).toBeNull();
    expect(
      within(panel()).getByText(
        'Keep notes at moments of your talk: what worked, and what to try next time.',
      ),
    ).toBeVisible();
    expect(
      await within(panel()).findByText('Notes you add appear here and as markers on the timeline.'),
    ).toBeVisible();
  });

  it('says why the player is gone, and offers no replay time, when the audio was deleted', async () => {
    renderReplay({ recording: { hasMedia: false } });
    expect(
      screen.getByText(/audio was deleted after its analysis .* so there is nothing to replay/),
    ).toBeVisible();
    expect(within(newCommentForm()).queryByRole('button', { name: /Use replay time/ })).toBeNull();
    expect(within(newCommentForm()).getByText('Type the moment, such as 1:05.')).toBeVisible();
  });
});

describe('the Comments panel: a new comment', () => {
  it("follows the replay's time until a time is typed, and again on 'Use replay time'", async () => {
    const user = userEvent.setup();
    const { audio } = renderReplay();
    const form = newCommentForm();
    const time = within(form).getByLabelText('Time');
    expect(within(form).getByRole('button', { name: 'Add comment at 0:00' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /Use replay time/ })).toBeDisabled();

    playTo(audio(), 4.2);
    expect(time).toHaveValue('0:04.2');
    expect(within(form).getByRole('button', { name: 'Add comment at 0:04' })).toBeInTheDocument();

    await user.clear(time);
    await user.type(time, '1:05');
    playTo(audio(), 10);
    expect(time).toHaveValue('1:05');
    expect(within(form).getByRole('button', { name: 'Add comment at 1:05' })).toBeInTheDocument();
    expect(within(form).getByText('Pinned to the time you typed.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: /Use replay time/ }));
    expect(time).toHaveValue('0:10');
    expect(within(form).getByRole('button', { name: 'Add comment at 0:10' })).toBeInTheDocument();
  });

  it.each([
    ['no text', '0:04', '', 'text', COMMENT_MESSAGES.textRequired],
    ['only spaces', '0:04', '   ', 'text', COMMENT_MESSAGES.textRequired],
    [
      'too long a text',
      '0:04',
      'a'.repeat(COMMENT_MAX_LENGTH + 1),
      'text',
      COMMENT_MESSAGES.textTooLong,
    ],
    ['a time past the end', '1:36', 'Late', 'atSeconds', COMMENT_MESSAGES.timePastEnd(95)],
    ['no time at all', 'soon', 'When?', 'atSeconds', COMMENT_MESSAGES.timeInvalid],
  ])(
    'refuses %s with the shared message and sends nothing',
    async (_case, at, text, field, message) => {
      const user = userEvent.setup();
      const { api } = renderReplay();
      const form = newCommentForm();
      const time = within(form).getByLabelText('Time');
      await user.clear(time);
      await user.type(time, at);
      if (text) {
        await user.click(within(form).getByLabelText('Comment'));
        await user.paste(text);
      }
      await user.click(within(form).getByRole('button', { name: /^Add comment at/ }));
      const input = within(form).getByLabelText(field === 'text' ? 'Comment' : 'Time');
      expect(await within(form).findByText(message)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveFocus();
      expect(api.callsTo(CREATE)).toEqual([]);
    },
  );

  it('takes a comment of exactly the limit at the very end, and sends it', async () => {
    const user = userEvent.setup();
    const { api } = renderReplay({ routes: { [CREATE]: { status: 201, body: buildComment() } } });
    const form = newCommentForm();
    await user.clear(within(form).getByLabelText('Time'));
    await user.type(within(form).getByLabelText('Time'), '1:35');
    await user.click(within(form).getByLabelText('Comment'));
    await user.paste('b'.repeat(COMMENT_MAX_LENGTH));
    expect(within(form).getByText(`${COMMENT_MAX_LENGTH}/${COMMENT_MAX_LENGTH} characters`));
    await user.click(within(form).getByRole('button', { name: 'Add comment at 1:35' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      atSeconds: 95,
      text: 'b'.repeat(COMMENT_MAX_LENGTH),
      replyToId: null,
    });
  });

  it('sends the time and the text, then shows the comment from the server', async () => {
    const user = userEvent.setup();
    const added = buildComment({ atSeconds: 4.2, text: 'Nice pause.' });
    const view = renderReplay({
      viewer: 'coach',
      routes: {
        [CREATE]: () => {
          view.stored.comments = [{ ...added, canDelete: true }];
          return { status: 201, body: added };
        },
      },
    });
    expect(await within(panel()).findByText('No comments yet')).toBeInTheDocument();
    playTo(view.audio(), 4.2);
    const form = newCommentForm();
    await user.type(within(form).getByLabelText('Comment'), '  Nice pause.  ');
    await user.click(within(form).getByRole('button', { name: 'Add comment at 0:04' }));
    expect(await within(toasts()).findByText('Comment added')).toBeInTheDocument();
    expect(view.api.callsTo(CREATE).map((call) => call.body)).toEqual([
      { atSeconds: 4.2, text: 'Nice pause.', replyToId: null },
    ]);
    const list = await screen.findByRole('list', { name: 'Comments in time order' });
    expect(within(list).getByText('Nice pause.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comment at 0:04 by You' })).toBeInTheDocument();
    // The form is empty again, its time following the replay.
    expect(within(form).getByLabelText('Comment')).toHaveValue('');
  });
});

describe('the Comments panel: refusals are told by code', () => {
  const refused = async (reply: FakeReply) => {
    const user = userEvent.setup();
    const view = renderReplay({ routes: { [CREATE]: reply } });
    const form = newCommentForm();
    await user.type(within(form).getByLabelText('Comment'), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Add comment at 0:00' }));
    await waitFor(() => expect(view.api.callsTo(CREATE)).toHaveLength(1));
    return { ...view, form };
  };

  it("shows a field the server refused under that field: the recording's end", async () => {
    const message = COMMENT_MESSAGES.timePastEnd(60);
    const { form } = await refused({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message, fields: { atSeconds: [message] } },
    });
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByLabelText('Time')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the recording is gone on NOT_FOUND, whatever the message', async () => {
    await refused({ status: 404, body: { code: 'NOT_FOUND', message: 'Recording not found' } });
    expect(await within(toasts()).findByText('Your comment was not saved')).toBeInTheDocument();
    expect(
      within(toasts()).getByText('This recording is no longer available to you.'),
    ).toBeInTheDocument();
    expect(within(toasts()).queryByText('Recording not found')).toBeNull();
  });

  it('says a lost connection, and does not send again', async () => {
    const { api } = await refused({ status: 503, body: {} });
    expect(await within(toasts()).findByText('Your comment was not saved')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(1);
  });

  it("shows the server's own message for another code, once (no retry of a 4xx)", async () => {
    const { api } = await refused({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many comments. Try again in an hour.' },
    });
    expect(
      await within(toasts()).findByText('Too many comments. Try again in an hour.'),
    ).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(1);
  });
});

describe('the Comments panel: threads and replies', () => {
  it('replies at the moment of the comment, and the reply joins its thread', async () => {
    const user = userEvent.setup();
    const head = buildComment({ atSeconds: 4.5, text: 'Slow down here.' });
    const reply = buildOwnComment({ atSeconds: 4.5, replyToId: head.id, text: 'Will do.' });
    const view = renderReplay({
      comments: [head],
      routes: {
        [CREATE]: () => {
          view.stored.comments = [head, reply];
          return { status: 201, body: reply };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reply to Carla Coach at 0:04' }));
    const form = screen.getByRole('form', { name: 'Reply to Carla Coach' });
    expect(within(form).queryByLabelText('Time')).toBeNull();
    await user.type(within(form).getByLabelText('Reply to Carla Coach'), 'Will do.');
    await user.click(within(form).getByRole('button', { name: 'Reply' }));
    expect(await within(toasts()).findByText('Reply added')).toBeInTheDocument();
    expect(view.api.callsTo(CREATE).map((call) => call.body)).toEqual([
      { atSeconds: 4.5, text: 'Will do.', replyToId: head.id },
    ]);
    const replies = await screen.findByRole('list', { name: 'Replies to Carla Coach' });
    expect(within(replies).getByText('Will do.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reply to Carla Coach' })).toBeNull();
  });

  it('cancels a reply without sending it', async () => {
    const user = userEvent.setup();
    const { api } = renderReplay({ comments: [buildComment()] });
    await user.click(await screen.findByRole('button', { name: 'Reply to Carla Coach at 0:04' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Reply to Carla Coach' })).toBeNull();
    expect(api.callsTo(CREATE)).toEqual([]);
  });

  it('says so when the comment replied to was deleted meanwhile, and reads the list again', async () => {
    const user = userEvent.setup();
    const head = buildComment();
    const view = renderReplay({
      comments: [head],
      routes: {
        [CREATE]: () => {
          view.stored.comments = [];
          const message = COMMENT_MESSAGES.replyNotFound;
          return {
            status: 400,
            body: { code: 'VALIDATION_FAILED', message, fields: { replyToId: [message] } },
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reply to Carla Coach at 0:04' }));
    const form = screen.getByRole('form', { name: 'Reply to Carla Coach' });
    await user.type(within(form).getByLabelText('Reply to Carla Coach'), 'Too late');
    await user.click(within(form).getByRole('button', { name: 'Reply' }));
    expect(
      await within(toasts()).findByText('The comment you are replying to was deleted.'),
    ).toBeInTheDocument();
    expect(await within(panel()).findByText('No comments yet')).toBeInTheDocument();
  });

  it('plays from a comment of the panel', async () => {
    const user = userEvent.setup();
    const { audio } = renderReplay({ comments: [buildComment({ atSeconds: 12.5 })] });
    await user.click(await within(panel()).findByRole('button', { name: 'Play from 0:12' }));
    expect(audio().currentTime).toBe(12.5);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });
});

describe('the Comments panel: deleting', () => {
  it("offers Delete on one's own comments only", async () => {
    renderReplay({
      comments: [buildComment({ atSeconds: 3 }), buildOwnComment({ atSeconds: 10 })],
    });
    await screen.findByRole('list', { name: 'Comments in time order' });
    expect(within(panel()).getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    expect(
      within(panel()).getByRole('button', { name: 'Delete your comment at 0:10' }),
    ).toBeInTheDocument();
  });

  it('deletes after the confirmation only, then reads the list again', async () => {
    const user = userEvent.setup();
    const own = buildOwnComment({ atSeconds: 10 });
    const view = renderReplay({
      comments: [own],
      routes: {
        [deletePath(own.id)]: () => {
          view.stored.comments = [];
          return { status: 204 };
        },
      },
    });
    const remove = await screen.findByRole('button', { name: 'Delete your comment at 0:10' });
    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    expect(dialog).toHaveTextContent('It is removed for everyone who can see this recording.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(view.api.callsTo(deletePath(own.id))).toEqual([]);
    expect(within(panel()).getByText('A note to myself.')).toBeInTheDocument();

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(toasts()).findByText('Comment deleted')).toBeInTheDocument();
    expect(view.api.callsTo(deletePath(own.id))).toHaveLength(1);
    expect(await within(panel()).findByText('No comments yet')).toBeInTheDocument();
    expect(screen.queryByText('A note to myself.')).toBeNull();
  });

  it('says the replies go with a comment, and the whole thread leaves', async () => {
    const user = userEvent.setup();
    const head = buildOwnComment({ atSeconds: 10, text: 'My question' });
    const first = buildComment({ atSeconds: 10, replyToId: head.id, text: 'First answer' });
    const second = buildOwnComment({ atSeconds: 10, replyToId: first.id, text: 'Thanks' });
    const other = buildComment({ atSeconds: 20, text: 'Other thread' });
    const view = renderReplay({
      comments: [head, first, second, other],
      routes: {
        [deletePath(head.id)]: () => {
          view.stored.comments = [other];
          return { status: 204 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete your comment at 0:10' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    expect(dialog).toHaveTextContent(
      'It is removed for everyone who can see this recording, with the 2 replies to it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(toasts()).findByText('Comment and replies deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First answer')).toBeNull());
    expect(screen.queryByText('Thanks')).toBeNull();
    expect(within(panel()).getByText('Other thread')).toBeInTheDocument();
    expect(markers().map((marker) => marker.getAttribute('aria-label'))).toEqual([
      'Comment at 0:20 by Carla Coach',
    ]);
  });

  it('counts the replies under a reply that is deleted, not the whole thread', async () => {
    const user = userEvent.setup();
    const head = buildComment({ atSeconds: 10, text: 'Question' });
    const mine = buildOwnComment({ atSeconds: 10, replyToId: head.id, text: 'Mine' });
    renderReplay({
      comments: [
        head,
        mine,
        buildComment({ atSeconds: 10, replyToId: mine.id, text: 'Under mine' }),
        buildComment({ atSeconds: 10, replyToId: head.id, text: 'Beside mine' }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete your reply at 0:10' }));
    expect(screen.getByRole('dialog', { name: 'Delete this comment?' })).toHaveTextContent(
      'with the reply to it.',
    );
  });

  it('says a comment already deleted elsewhere is gone, and reads the list again', async () => {
    const user = userEvent.setup();
    const own = buildOwnComment({ atSeconds: 10 });
    const view = renderReplay({
      comments: [own],
      routes: {
        [deletePath(own.id)]: () => {
          view.stored.comments = [];
          return { status: 404, body: { code: 'NOT_FOUND', message: 'Comment not found' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete your comment at 0:10' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(toasts()).findByText('It was already deleted.')).toBeInTheDocument();
    expect(await within(panel()).findByText('No comments yet')).toBeInTheDocument();
    expect(view.api.callsTo(deletePath(own.id))).toHaveLength(1);
  });
});

describe('comment text is plain text', () => {
  it('shows markup as typed everywhere and creates no element from it', async () => {
    const text = '<img src=x onerror=alert(1)> <b>bold?</b>';
    const { container } = renderReplay({ comments: [buildComment({ atSeconds: 1, text })] });
    const list = await screen.findByRole('list', { name: 'Comments in time order' });
    expect(within(list).getByText(text)).toBeInTheDocument();
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(within(transcript).getByText(text)).toBeInTheDocument();
    expect(markers()[0]).toHaveAttribute('title', text);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('the comments list', () => {
  it('offers a retry when the comments fail to load', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderReplay({
      routes: {
        [LIST]: () =>
          fail ? { status: 500, body: { message: 'boom' } } : { body: [buildComment()] },
      },
    });
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the comments.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel()).findByText('Slow down here.')).toBeInTheDocument();
  });

  it('asks the owner for a note, and the coach for what to notice', () => {
    const { unmount } = renderReplay();
    expect(within(newCommentForm()).getByLabelText('Comment')).toHaveAttribute(
      'placeholder',
      'A note or a question about this moment',
    );
    unmount();
    renderReplay({ viewer: 'coach' });
    expect(within(newCommentForm()).getByLabelText('Comment')).toHaveAttribute(
      'placeholder',
      'What should they notice at this moment?',
    );
  });

  it('tells a coach that the client is told, and the owner where comments show', async () => {
    renderReplay({ viewer: 'coach' });
    expect(await within(panel()).findByText(/Your client is told by email/)).toBeInTheDocument();
    expect(
      await within(panel()).findByText(
        'Comments you add appear here and as markers on the timeline.',
      ),
    ).toBeInTheDocument();
  });
});
