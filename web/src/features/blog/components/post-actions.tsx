import type { Post } from '@mystic/shared';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/button';
import { useCopy } from '@/components/copy-button';
import { LinkIcon } from '@/components/icons';
import { useToast } from '@/components/toast';
import { localDigits } from '@/lib/format';
import { useMessageText, useTranslation } from '@/lib/i18n';
import { fromState } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { savePost, toggleVote, unsavePost } from '../api/post-actions';
import { useVotes } from '../api/posts';

/** Tells a guest that liking and saving need an account, with a way to log in and come back. */
function useGuestPrompt() {
  const { t } = useTranslation('common');
  const msg = useMessageText();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const state = fromState(location);
    toast({
      title: msg('unauthenticatedToast'),
      variant: 'destructive',
      // Long enough to reach Log in, short enough not to sit on the next post (issue 38); it
      // also ends when the member leaves the post.
      duration: 5000,
      action: {
        label: t('nav.login'),
        onClick: () => void navigate(paths.login.href(), { state }),
      },
    });
  };
}

/**
 * A member's toggle on a post (like, save): a guest gets the login prompt instead; the button
 * waits while `run` goes; a failure is a toast saying `failed`.
 */
function MemberToggle({
  on,
  run,
  failed,
  testId,
  children,
}: {
  on: boolean;
  run: () => Promise<void>;
  failed: string;
  testId: string;
  children: ReactNode;
}) {
  const { user } = useSession();
  const { toast } = useToast();
  const promptGuest = useGuestPrompt();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!user) {
      promptGuest();
      return;
    }
    setBusy(true);
    try {
      await run();
    } catch {
      toast({ title: failed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant={on ? 'secondary' : 'outline'}
      size="sm"
      onClick={onClick}
      disabled={busy}
      aria-pressed={on}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/** Like with count: liked when the member's id is among the votes; guests get a toast. */
export function LikeButton({ post }: { post: Post }) {
  const { t, i18n } = useTranslation('blog');
  const { user } = useSession();
  const { data, mutate } = useVotes(post.id);
  const votes = data?.data ?? post.votes ?? [];
  const liked = Boolean(user && votes.some((v) => Number(v.user_id) === user.id));
  const run = async () => {
    await toggleVote(post.id);
    await mutate();
  };

  return (
    <MemberToggle on={liked} run={run} failed={t('likeFailed')} testId="like-button">
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      <span>{t('like')}</span>
      <span className="rounded-full bg-black/10 px-2 text-xs" data-testid="like-count">
        {localDigits(votes.length, i18n.language)}
      </span>
    </MemberToggle>
  );
}

/** Save toggle: saved when the member's saved_posts contains the post. */
export function SaveButton({ post }: { post: Post }) {
  const { t } = useTranslation('blog');
  const msg = useMessageText();
  const { user, refreshUser } = useSession();
  const { toast } = useToast();
  const saved = Boolean(user?.saved_posts?.some((p) => p.id === post.id));
  const run = async () => {
    if (saved) await unsavePost(post.id);
    else await savePost(post.id);
    await refreshUser();
    toast({ title: msg(saved ? 'postUnsaved' : 'postSaved'), variant: 'success' });
  };

  return (
    <MemberToggle on={saved} run={run} failed={t('saveFailed')} testId="save-button">
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>
      {saved ? t('saved') : t('save')}
    </MemberToggle>
  );
}

const noChange = () => () => undefined;

/** Copy link ('Copied!' for 2 s), Facebook and X share links. */
export function ShareButtons({ post }: { post: Post }) {
  const { t } = useTranslation('blog');
  const { copied, copy } = useCopy('Copy link');

  // The page's address: empty in the server's render and its hydration, then the browser's.
  const url = useSyncExternalStore(
    noChange,
    () => window.location.href.split('#')[0]!,
    () => '',
  );
  const encoded = encodeURIComponent(url);
  const shares = [
    {
      testId: 'share-facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      mark: 'f',
      text: t('share.facebook'),
    },
    {
      testId: 'share-x',
      href: `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(post.title)}`,
      mark: '𝕏',
      text: t('share.x'),
    },
  ];
  const linkClass =
    // 44 px on a phone (36 px before, issue 38), compact from the small breakpoint up.
    'inline-flex h-11 items-center gap-2 rounded-full border border-mystic-200 bg-white px-3 text-sm font-semibold text-mystic-800 hover:bg-mystic-50 focus-ring sm:h-9';

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="share">
      <button
        type="button"
        className={linkClass}
        onClick={() => void copy(url)}
        data-testid="copy-link"
      >
        <LinkIcon />
        <span aria-live="polite">{copied ? t('share.copied') : t('share.copy')}</span>
      </button>
      {shares.map((share) => (
        <a
          key={share.testId}
          className={linkClass}
          href={share.href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={share.testId}
        >
          <span aria-hidden="true">{share.mark}</span>
          {share.text}
        </a>
      ))}
    </div>
  );
}
