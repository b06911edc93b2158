import type { AxiosInstance } from 'axios';
import type * as C from 'shared/contracts';

const path = (id: string) => `/api/scheduler/posts/${encodeURIComponent(id)}`;

/** The scheduler's calls (SPEC.md §7 plus edit and retry), spread into `api` by ./index.ts. */
export function schedulerCalls(http: AxiosInstance) {
  const data = <T>(p: Promise<{ data: T }>): Promise<T> => p.then((r) => r.data);
  return {
    scheduledPosts: () => data<C.ScheduledPostsResponse>(http.get('/api/scheduler/posts')),
    schedulePost: (body: C.ScheduleRequest) => data<C.ScheduledPostResponse>(http.post('/api/scheduler/schedule', body)),
    updateScheduledPost: (id: string, body: C.UpdateScheduledPostRequest) => data<C.ScheduledPostResponse>(http.patch(path(id), body)),
    deleteScheduledPost: (id: string) => data<C.OkResponse>(http.delete(path(id))),
    retryScheduledPost: (id: string) => data<C.ScheduledPostResponse>(http.post(`${path(id)}/retry`)),
  };
}
