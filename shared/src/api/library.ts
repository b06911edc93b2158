/** API calls of the content library (spread into `api` by index.ts). */
import type { AxiosInstance } from 'axios';
import type * as C from 'shared/contracts';

export function libraryApi(http: AxiosInstance) {
  const data = <T>(p: Promise<{ data: T }>): Promise<T> => p.then((r) => r.data);
  return {
    /** Creates a post (no id) or updates the member's post (with id). */
    savePost: (body: C.SavePostRequest) => data<C.SavePostResponse>(http.post('/api/content/save', body)),
    libraryPosts: (params: C.PostsQuery = {}) => data<C.PostsPage>(http.get('/api/content/posts', { params })),
    /** A page of every post, most recently changed first; pass `next_cursor` as `cursor` until it is null. */
    allPosts: (params: C.AllPostsQuery = {}) => data<C.PostsResponse>(http.get('/api/posts', { params })),
    changePost: (id: string, body: C.PatchPostRequest) => data<C.LibraryPost>(http.patch(`/api/posts/${encodeURIComponent(id)}`, body)),
    deletePost: (id: string) => data<C.OkResponse>(http.delete(`/api/posts/${encodeURIComponent(id)}`)),
  };
}
