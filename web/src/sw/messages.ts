// Messages between the page and the service worker (postMessage), in one place for both sides.

export const SW_MESSAGES = {
  /** page → worker: activate the waiting worker now ('Update Now'). */
  skipWaiting: 'SKIP_WAITING',
  /** page → worker: the network is back, deliver the queued feedback (fallback for no Background Sync). */
  replayFeedback: 'REPLAY_FEEDBACK',
  /** page → worker: the caches were cleared, download the app shell again so it still opens offline. */
  recacheShell: 'RECACHE_SHELL',
  /** worker → page: queued feedback was delivered; `count` messages. */
  feedbackSent: 'FEEDBACK_SENT',
} as const;

export interface FeedbackSentMessage {
  type: typeof SW_MESSAGES.feedbackSent;
  count: number;
}

/** The push payload the booking service sends (booking-service/src/push/service.ts). */
export interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}
