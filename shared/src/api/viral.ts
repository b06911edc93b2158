import type { AxiosInstance } from 'axios';
import type * as C from 'shared/contracts';

/** The viral library's calls (spread into `api` by `./index`), made on the shared client it passes in. */
export function viralApi(http: AxiosInstance) {
  const data = <T>(p: Promise<{ data: T }>): Promise<T> => p.then((r) => r.data);
  return {
    /** GET /api/authentic-viral/posts: SPEC §7's filters plus q, creator, sort and cursor. */
    viralPosts: (params: C.ViralPostsQuery = {}, signal?: AbortSignal) => data<C.ViralPostsResponse>(http.get('/api/authentic-viral/posts', { params, signal })),
    /** POST /api/authentic-viral/posts/{id}/save: copies the post into My Content Library as a draft. */
    saveViralPost: (id: string) => data<C.SaveViralPostResponse>(http.post(`/api/authentic-viral/posts/${encodeURIComponent(id)}/save`)),
    trendingTopics: (signal?: AbortSignal) => data<C.TrendingTopicsResponse>(http.get('/api/authentic-viral/trending-topics', { signal })),
    /** POST /api/authentic-viral/refresh: starts the refresh job; poll `viralRefreshStatus` until it is done. */
    refreshViral: () => data<C.ViralRefreshStatus>(http.post('/api/authentic-viral/refresh')),
    viralRefreshStatus: () => data<C.ViralRefreshStatus>(http.get('/api/authentic-viral/refresh/status')),
  };
}
