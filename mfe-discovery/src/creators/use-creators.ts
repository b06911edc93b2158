import { useCallback, useEffect, useRef, useState } from 'react';
import { api, errorDetail } from 'shared/api';
import type { Creator } from 'shared/contracts';
import { toast } from 'shared/ui';
import { FOLLOW_MESSAGES } from 'shared/contracts';
import { type DomainId, SEARCH_PAUSE_MS, searchable } from './model';

export type Load = { status: 'loading' } | { status: 'error'; detail: string } | { status: 'ready'; creators: Creator[] };

/**
 * The search box's text and the search actually sent: it follows the text after a 500 ms pause, and only when
 * the text has 2 or more characters or is empty (SPEC.md §5). `flush` sends it at once (Enter).
 */
export function useCreatorSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (!searchable(text)) return;
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const flush = useCallback(() => {
    if (searchable(text)) setSearch(text.trim());
  }, [text]);
  const clear = useCallback(() => {
    setText('');
    setSearch('');
  }, []);
  return { text, setText, search, flush, clear };
}

/**
 * The rising creators of a domain and search, the member's followed creators, and the follow toggle: each toggle
 * goes to the server, then both lists and a toast say where it stands. A failed call says why and changes nothing.
 */
export function useCreators({ domain, search }: { domain: DomainId; search: string }) {
  const [rising, setRising] = useState<Load>({ status: 'loading' });
  const [following, setFollowing] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const busyRef = useRef(new Set<string>());

  useEffect(() => {
    const controller = new AbortController();
    setRising({ status: 'loading' });
    api
      .risingCreators({ domain, search, limit: 20 }, controller.signal)
      .then((r) => setRising({ status: 'ready', creators: r.creators }))
      .catch((error) => {
        if (controller.signal.aborted) return;
        setRising({ status: 'error', detail: errorDetail(error, 'The server did not answer as expected.') });
      });
    return () => controller.abort();
  }, [domain, search, attempt]);

  useEffect(() => {
    const controller = new AbortController();
    api
      .followingCreators(controller.signal)
      .then((r) => setFollowing({ status: 'ready', creators: r.creators }))
      .catch((error) => {
        if (controller.signal.aborted) return;
        setFollowing({ status: 'error', detail: errorDetail(error, 'The server did not answer as expected.') });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Resolves true when the server took the change. */
  const toggleFollow = useCallback(async (creator: Creator): Promise<boolean> => {
    if (busyRef.current.has(creator.id)) return false;
    busyRef.current.add(creator.id);
    setBusy(new Set(busyRef.current));
    const follow = creator.is_following !== true;
    try {
      const r = follow ? await api.followCreator(creator.id) : await api.unfollowCreator(creator.id);
      const mark = (c: Creator) => (c.id === creator.id ? { ...c, is_following: r.is_following } : c);
      setRising((l) => (l.status === 'ready' ? { ...l, creators: l.creators.map(mark) } : l));
      setFollowing((l) => {
        if (l.status !== 'ready') return l;
        const others = l.creators.filter((c) => c.id !== creator.id);
        return { ...l, creators: r.is_following ? [{ ...creator, is_following: true }, ...others] : others };
      });
      toast.success(r.is_following ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.unfollowed);
      return true;
    } catch (error) {
      toast.error(errorDetail(error, follow ? 'Could not follow this creator. Please try again.' : 'Could not unfollow this creator. Please try again.'));
      return false;
    } finally {
      busyRef.current.delete(creator.id);
      setBusy(new Set(busyRef.current));
    }
  }, []);

  return { rising, following, busy, retry, toggleFollow };
}
