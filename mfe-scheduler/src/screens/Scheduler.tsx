import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api, errorDetail, errorStatus } from 'shared/api';
import { authState, setUser } from 'shared/auth';
import { navigate, toast } from 'shared/bus';
import type { ConnectionStatus, ScheduledPost } from 'shared/contracts';
import { Alert, Button, CalendarOutlined, ClockCircleOutlined, LinkedinFilled, PlusOutlined, SandboxBadge, Skeleton, Tag, useRemotesConfig, type AreaProps } from 'shared/ui';
import { Calendar } from '../components/Calendar';
import { ConnectModal } from '../components/ConnectModal';
import { type PostDraft, PostForm } from '../components/PostForm';
import { PostLists } from '../components/PostLists';
import { offsetLabel, screenZone } from 'shared/constants';
import { defaultPostTime, nextPostText } from '../lib/time';
import { editChanges, editDraftFor } from '../lib/edit';
import { keepDraft, takeDraft } from '../lib/draft-store';
import { pollDelay } from '../lib/poll';

const REMIND_DAYS = 7;

const emptyDraft = (zone: string, content = '', libraryPostId: string | null = null): PostDraft => ({
  content,
  dateTime: defaultPostTime(zone),
  zone,
  platform: 'linkedin',
  libraryPostId,
  editingId: null,
});

/** The Scheduler screen (SPEC.md §2 with DECISIONS.md): connection, form, lists, calendar, 'Next post in …'. */
export function Scheduler({ query }: AreaProps) {
  const { user } = useSnapshot(authState);
  const sandbox = useRemotesConfig()?.sandbox.linkedin ?? false;
  const zone = screenZone(user?.timezone);
  const [posts, setPosts] = useState<ScheduledPost[] | null>(null);
  // How many posts were published in all ('Published Posts (n)'): the list holds only the most recent.
  const [publishedTotal, setPublishedTotal] = useState(0);
  const [waitingLimit, setWaitingLimit] = useState<number | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [connection, setConnection] = useState<ConnectionStatus | null>(null);
  const [draft, setDraft] = useState<PostDraft | null>(() => (query.content || query.library_post_id ? emptyDraft(zone, query.content ?? '', query.library_post_id ?? null) : null));
  // The keyboard follows the form: opened, the focus is in its text; closed (Cancel, saved), it goes back to the button
  // that opened it, else to '+ Schedule New Post' (the empty state's button and the form itself are gone by then).
  const opener = useRef<HTMLElement | null>(null);
  const openForm = (next: PostDraft) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setDraft(next);
    requestAnimationFrame(() => document.getElementById('pp-sch-content')?.focus());
  };
  const closeForm = () => {
    const back = opener.current;
    opener.current = null;
    setDraft(null);
    requestAnimationFrame(() => (back?.isConnected ? back : document.getElementById('pp-sch-new'))?.focus());
  };
  const [busy, setBusy] = useState(false);
  const [connectOpen, setConnectOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  // Bumped after every load, answered or not, so the next poll is planned from what the screen now holds.
  const [loads, setLoads] = useState(0);

  const load = useCallback(async () => {
    try {
      const r = await api.scheduledPosts();
      setPosts(r.posts);
      setPublishedTotal(r.published_total);
      setWaitingLimit(r.waiting_limit);
      setLoadError(null);
    } catch (e) {
      if (errorStatus(e) !== 401) setLoadError(errorDetail(e, 'Failed to load scheduled posts'));
    } finally {
      setLoads((n) => n + 1);
    }
  }, []);
  const loadConnection = useCallback(async () => {
    try {
      setConnection(await api.connectionStatus());
    } catch {
      setConnection(null);
    }
  }, []);

  useEffect(() => {
    void load();
    void loadConnection();
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [load, loadConnection]);

  // Polls every 3 s only while a post is publishing or due within two minutes, once a minute otherwise, and not at all
  // while the tab is hidden; coming back to the tab reloads at once.
  useEffect(() => {
    const onVisibility = () => {
      const nowHidden = document.visibilityState === 'hidden';
      setHidden(nowHidden);
      if (!nowHidden) void load();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [load]);
  useEffect(() => {
    const delay = pollDelay(posts, Date.now(), hidden);
    if (delay === null) return;
    const poll = setTimeout(() => void load(), delay);
    return () => clearTimeout(poll);
    // A new plan after each load (loads) and when the tab shows or hides; not on every second's tick.
  }, [posts, loads, hidden, load]);

  // ?content= (the generator's Schedule button) and ?library_post_id= prefill the form.
  useEffect(() => {
    if (query.content || query.library_post_id) setDraft(emptyDraft(zone, query.content ?? '', query.library_post_id ?? null));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.content, query.library_post_id]);

  // Back from connecting LinkedIn: the post the member was scheduling is in the form again, as they left it.
  useEffect(() => {
    const kept = authState.user ? takeDraft(authState.user.id) : null;
    if (!kept) return;
    setDraft(kept);
    toast.info('Your post is back in the form: check the time and press Schedule Post.');
  }, []);

  const connected = connection?.connected ?? false;
  const days = connection?.token_status?.days_until_expiry ?? null;
  const nextPost = useMemo(
    () =>
      (posts ?? [])
        .filter((p) => p.status === 'scheduled')
        .map((p) => Date.parse(p.scheduledTime))
        .sort((a, b) => a - b)[0] ?? null,
    [posts],
  );
  const hasWaiting = (posts ?? []).some((p) => p.status === 'scheduled');

  const clearQuery = () => {
    if (query.content || query.library_post_id) navigate('/app/scheduler', { replace: true });
  };

  const submit = async () => {
    if (!draft) return;
    if (!connected && !draft.editingId) {
      setConnectOpen(true);
      return;
    }
    setBusy(true);
    // The zone sent with the post becomes the member's saved zone on the server (README: Scheduler).
    let sentZone: string | undefined = draft.zone;
    try {
      if (draft.editingId) {
        const changes = editChanges(draft);
        sentZone = changes.timezone;
        const r = await api.updateScheduledPost(draft.editingId, changes);
        toast.success(r.message ?? 'Post updated successfully!');
      } else {
        const r = await api.schedulePost({
          content: draft.content,
          scheduled_time: draft.dateTime,
          platform: draft.platform,
          timezone: draft.zone,
          ...(draft.libraryPostId ? { library_post_id: draft.libraryPostId } : {}),
        });
        toast.success(r.message ?? 'Post scheduled successfully!');
        if (r.connection_expires_first) toast.warning('Your LinkedIn connection ends before this post: reconnect so it can publish.');
      }
      const member = authState.user;
      if (sentZone && member && member.timezone !== sentZone) setUser({ ...member, timezone: sentZone });
      closeForm();
      clearQuery();
      await load();
    } catch (e) {
      const status = errorStatus(e);
      if (status === 409 && /connect/i.test(errorDetail(e, ''))) setConnectOpen(true);
      const verb = draft.editingId ? 'update' : 'schedule';
      toast.error(status ? `Failed to ${verb} post: ${errorDetail(e, 'Unknown error')}` : `Failed to ${verb} post. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const actions = {
    onEdit: (post: ScheduledPost) => openForm(editDraftFor(post)),
    onDelete: async (post: ScheduledPost) => {
      try {
        await api.deleteScheduledPost(post.id);
        toast.success('Post deleted successfully!');
        setPosts((list) => (list ?? []).filter((p) => p.id !== post.id));
      } catch (e) {
        toast.error(errorStatus(e) ? `Failed to delete post: ${errorDetail(e, 'Unknown error')}` : 'Failed to delete post. Please try again.');
      }
    },
    onRetry: async (post: ScheduledPost) => {
      try {
        const r = await api.retryScheduledPost(post.id);
        toast.success(r.message ?? 'Post queued to publish again.');
        await load();
      } catch (e) {
        if (errorStatus(e) === 409 && /connect/i.test(errorDetail(e, ''))) setConnectOpen(true);
        toast.error(`Failed to retry post: ${errorDetail(e, 'Unknown error')}`);
      }
    },
    linkFor: (post: ScheduledPost) => {
      if (!post.linkedin_url) return null;
      if (!sandbox) return post.linkedin_url;
      const urn = post.linkedin_url.split('/feed/update/')[1];
      return urn ? `/sandbox/linkedin/feed/update/${urn}` : post.linkedin_url;
    },
  };

  const move = async (post: ScheduledPost, instant: number) => {
    try {
      await api.updateScheduledPost(post.id, { scheduled_time: new Date(instant).toISOString() });
      toast.success('Post rescheduled.');
      await load();
    } catch (e) {
      toast.error(`Failed to reschedule post: ${errorDetail(e, 'Unknown error')}`);
    }
  };

  return (
    <div className="pp-sch">
      <header className="pp-sch__head">
        <div>
          <h1 className="pp-sch__title">
            <CalendarOutlined /> Scheduler
          </h1>
          <div className="pp-sch__status">
            {connection === null ? (
              <span className="pp-sch__muted">Checking LinkedIn…</span>
            ) : connected ? (
              <Tag color="green" icon={<LinkedinFilled />}>
                LinkedIn connected{connection.profile_name ? ` as ${connection.profile_name}` : ''}
                {days !== null ? ` · ${days} day${days === 1 ? '' : 's'} left` : ''}
              </Tag>
            ) : (
              <>
                <Tag color="default" icon={<LinkedinFilled />}>
                  LinkedIn not connected
                </Tag>
                <Button size="small" type="link" onClick={() => setConnectOpen(true)}>
                  Connect LinkedIn Account
                </Button>
              </>
            )}
            {sandbox ? <SandboxBadge service="linkedin" /> : null}
            <span className="pp-sch__zone">
              <ClockCircleOutlined /> {zone} ({offsetLabel(zone, now)})
            </span>
          </div>
        </div>
        {/* SPEC §2 names the label with its plus: '+ Schedule New Post' (an icon would read as 'plus' instead). */}
        <Button id="pp-sch-new" type="primary" onClick={() => openForm(emptyDraft(zone))}>
          + Schedule New Post
        </Button>
      </header>

      {connected && days !== null && days <= REMIND_DAYS ? (
        <Alert
          type="warning"
          showIcon
          message={`Your LinkedIn connection expires in ${days} day${days === 1 ? '' : 's'}.`}
          description="Posts after that cannot publish. Reconnect now: every scheduled post stays."
          action={<Button onClick={() => setConnectOpen(true)}>Reconnect</Button>}
        />
      ) : null}
      {connection && !connected && hasWaiting ? (
        <Alert
          type="error"
          showIcon
          message="LinkedIn is not connected: your scheduled posts cannot publish."
          action={<Button onClick={() => setConnectOpen(true)}>Connect</Button>}
        />
      ) : null}

      <p className="pp-sch__next" aria-live="off" data-testid="next-post">
        {nextPost !== null ? (
          <>
            <ClockCircleOutlined /> {nextPostText(nextPost - now)}
          </>
        ) : (
          <span className="pp-sch__muted">No upcoming posts</span>
        )}
      </p>

      {draft ? (
        <section className="pp-sch__card">
          <PostForm
            draft={draft}
            onChange={setDraft}
            onSubmit={submit}
            busy={busy}
            onCancel={() => {
              closeForm();
              clearQuery();
            }}
          />
        </section>
      ) : null}

      {loadError ? <Alert type="error" showIcon message={loadError} action={<Button onClick={() => void load()}>Try again</Button>} /> : null}

      {posts === null && !loadError ? (
        <Skeleton active />
      ) : posts && posts.length === 0 && !draft ? (
        <>
          <section className="pp-sch__card pp-sch__empty">
            <CalendarOutlined className="pp-sch__empty-icon" />
            <h2 className="pp-sch__h2">No posts scheduled yet</h2>
            <p className="pp-sch__muted">Write a post, pick a time in your time zone, and PostPilot publishes it to LinkedIn.</p>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(emptyDraft(zone))}>
              Schedule your first post
            </Button>
          </section>
          {/* SPEC §2 lists 'Upcoming Posts (n)' and 'Published Posts (n)' beside the empty state: both, at (0). */}
          <PostLists posts={posts} publishedTotal={publishedTotal} waitingLimit={waitingLimit} actions={actions} zone={zone} />
        </>
      ) : posts ? (
        <div className="pp-sch__columns">
          <div className="pp-sch__col">
            <PostLists posts={posts} publishedTotal={publishedTotal} waitingLimit={waitingLimit} actions={actions} zone={zone} />
          </div>
          <div className="pp-sch__col">
            <Calendar posts={posts} zone={zone} onMove={move} />
          </div>
        </div>
      ) : null}

      <ConnectModal
        open={connectOpen}
        onClose={() => setConnectOpen(false)}
        reconnect={connection?.token_status !== null && connection !== null}
        onLeave={() => {
          if (draft && authState.user) keepDraft(authState.user.id, draft);
        }}
      />
    </div>
  );
}
