import { call } from '@/lib/api-client';

/** Toggles the member's like (auth). */
export function toggleVote(postId: number) {
  return call('toggleVote', { params: { id: postId } }, { auth: 'required' });
}

export function savePost(postId: number) {
  return call('savePost', { params: { id: postId } }, { auth: 'required' });
}

export function unsavePost(postId: number) {
  return call('unsavePost', { params: { id: postId } }, { auth: 'required' });
}
