import { pathOf } from '@mystic/shared';
import { api } from '@/lib/api-client';

/** Toggles the member's like (auth). */
export function toggleVote(postId: number) {
  return api.post(pathOf('toggleVote', { id: postId }), undefined, { auth: 'required' });
}

export function savePost(postId: number) {
  return api.post(pathOf('savePost', { id: postId }), undefined, { auth: 'required' });
}

export function unsavePost(postId: number) {
  return api.delete(pathOf('unsavePost', { id: postId }), { auth: 'required' });
}
