import type { AxiosInstance } from 'axios';
import type * as C from 'shared/contracts';

/** The rising creators' calls (spread into `api` by `./index`), made on the shared client it passes in. */
export function creatorsApi(http: AxiosInstance) {
  const data = <T>(p: Promise<{ data: T }>): Promise<T> => p.then((r) => r.data);
  const followPath = (id: string) => `/api/creators/${encodeURIComponent(id)}/follow`;
  return {
    /** GET /api/creators/rising: ranked by growth and engagement; `search` over name, handle and bio. */
    risingCreators: (params: C.RisingCreatorsQuery = {}, signal?: AbortSignal) =>
      data<C.CreatorsResponse>(http.get('/api/creators/rising', { params, signal })),
    /** GET /api/creators/following: the creators the member follows, most recently followed first. */
    followingCreators: (signal?: AbortSignal) => data<C.CreatorsResponse>(http.get('/api/creators/following', { signal })),
    followCreator: (id: string) => data<C.FollowResponse>(http.post(followPath(id))),
    unfollowCreator: (id: string) => data<C.FollowResponse>(http.delete(followPath(id))),
  };
}
