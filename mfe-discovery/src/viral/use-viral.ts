import { useCallback, useEffect, useRef, useState } from 'react';
import { api, errorDetail, errorStatus } from 'shared/api';
import type { TrendingTopic, ViralPost, ViralPostsResponse } from 'shared/contracts';
import { toast } from 'shared/ui';
import { type Filters, fetchFailure, postsQuery, searchProblem } from './model';
import { SAMPLE_POSTS, SAMPLE_TOPICS } from './samples';

export type PostsLoad =
  | { status: 'loading' }
  | { status: 'ready'; posts: ViralPost[]; cursor: string | null; more: 'idle' | 'loading' | 'failed'; planLimit: PlanLimit | null }
  | { status: 'failed'; message: string; posts: readonly ViralPost[] };

/** The free plan's cap on this search, as the server stated it (null on a paid plan). */
export type PlanLimit = NonNullable<ViralPostsResponse['plan_limit']>;

/** The posts of these filters, page by page on the cursor; on failure the banner's message and the sample posts. */
export function useViralPosts(filters: Filters, reloadKey: number) {
  const [load, setLoad] = useState<PostsLoad>({ status: 'loading' });
  const key = JSON.stringify(filters);
  // Which first page the list on screen came from: a page loaded for an older one (new filters, or a Refresh that
  // reloaded while 'Load more' was on its way) is dropped, never appended to the new list.
  const generation = useRef(0);

  useEffect(() => {
    generation.current += 1;
    // A search the API refuses (punctuation alone, too many words) finds nothing: no call, no outage banner.
    if (searchProblem(filters.q)) {
      setLoad({ status: 'ready', posts: [], cursor: null, more: 'idle', planLimit: null });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api
      .viralPosts(postsQuery(filters, null), controller.signal)
      .then((r) => setLoad({ status: 'ready', posts: r.posts, cursor: r.next_cursor, more: 'idle', planLimit: r.plan_limit ?? null }))
      .catch((error) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'failed', message: fetchFailure(errorStatus(error), errorDetail(error, 'Network Error')), posts: SAMPLE_POSTS });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filters
  }, [key, reloadKey]);

  const loadMore = useCallback(() => {
    if (load.status !== 'ready' || !load.cursor || load.more === 'loading') return;
    const forGeneration = generation.current;
    setLoad((l) => (l.status === 'ready' ? { ...l, more: 'loading' } : l));
    api
      .viralPosts(postsQuery(filters, load.cursor))
      .then((r) => {
        if (generation.current !== forGeneration) return;
        setLoad((l) => (l.status === 'ready' ? { status: 'ready', posts: [...l.posts, ...r.posts], cursor: r.next_cursor, more: 'idle', planLimit: r.plan_limit ?? null } : l));
      })
      .catch((error) => {
        if (generation.current !== forGeneration) return;
        setLoad((l) => (l.status === 'ready' ? { ...l, more: 'failed' } : l));
        toast.error(errorDetail(error, 'Failed to load more posts'));
      });
  }, [load, filters]);

  return { load, loadMore };
}

/** The top 10 trending topics; 5 sample topics when the call fails (SPEC.md §8). */
export function useTrendingTopics(reloadKey: number) {
  const [topics, setTopics] = useState<{ list: readonly TrendingTopic[]; sample: boolean } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .trendingTopics(controller.signal)
      .then((r) => setTopics({ list: r.trending_topics, sample: false }))
      .catch(() => {
        if (!controller.signal.aborted) setTopics({ list: SAMPLE_TOPICS, sample: true });
      });
    return () => controller.abort();
  }, [reloadKey]);
  return topics;
}

const POLL_MS = 1_500;
const GIVE_UP_MS = 120_000;

/** Refresh: starts the server's job, waits for it to finish, then `onDone` reloads posts and topics. */
export function useRefresh(onDone: () => void) {
  const [refreshing, setRefreshing] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const refresh = useCallback(async () => {
    if (refreshing) return;
    setRefreshing(true);
    try {
      let status = await api.refreshViral();
      const started = Date.now();
      while (status.refreshing && alive.current && Date.now() - started < GIVE_UP_MS) {
        await new Promise((r) => setTimeout(r, POLL_MS));
        status = await api.viralRefreshStatus();
      }
      if (!alive.current) return;
      onDone();
      if (status.refreshing) toast.info('The refresh is taking a while; the library will update when it is done.');
      else toast.success('Library refreshed');
    } catch (error) {
      if (alive.current) toast.error(errorDetail(error, 'Failed to refresh the library'));
    } finally {
      if (alive.current) setRefreshing(false);
    }
  }, [refreshing, onDone]);
  return { refreshing, refresh };
}

/** 'Save to My Content Library': the server copies the post into the member's library; a toast links to it. */
export function useSaveToLibrary() {
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const save = useCallback(async (post: ViralPost) => {
    setSaving((s) => new Set(s).add(post.id));
    try {
      const r = await api.saveViralPost(post.id);
      setSaved((s) => new Set(s).add(post.id));
      // Saved before (another visit): the server answers the copy already there rather than adding a second one.
      toast.savedToLibrary(r.message.startsWith('Already'));
    } catch (error) {
      toast.error(errorDetail(error, 'Failed to save the post to your library'));
    } finally {
      setSaving((s) => {
        const next = new Set(s);
        next.delete(post.id);
        return next;
      });
    }
  }, []);
  return { saving, saved, save };
}
