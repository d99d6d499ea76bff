import { api } from '@/lib/api-client';

/** Toggles the member's like (auth). */
export function toggleVote(postId: number) {
  return api.post(`/api/posts/${postId}/votes/store`, undefined, { auth: 'required' });
}

export function savePost(postId: number) {
  return api.post(`/api/posts/${postId}/saved`, undefined, { auth: 'required' });
}

export function unsavePost(postId: number) {
  return api.delete(`/api/posts/${postId}/unsaved`, { auth: 'required' });
}
