import { COPIED_INDICATOR_MS, type Post } from '@mystic/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/button';
import { useToast } from '@/components/toast';
import { useMessageText } from '@/lib/i18n';
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
      action: {
        label: t('nav.login'),
        onClick: () => void navigate(paths.login.href(), { state }),
      },
    });
  };
}

/** Like with count: liked when the member's id is among the votes; guests get a toast. */
export function LikeButton({ post }: { post: Post }) {
  const { t } = useTranslation('blog');
  const { user } = useSession();
  const { toast } = useToast();
  const promptGuest = useGuestPrompt();
  const { data, mutate } = useVotes(post.id);
  const votes = data?.data ?? post.votes ?? [];
  const liked = Boolean(user && votes.some((v) => Number(v.user_id) === user.id));
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!user) {
      promptGuest();
      return;
    }
    setBusy(true);
    try {
      await toggleVote(post.id);
      await mutate();
    } catch {
      toast({ title: t('likeFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant={liked ? 'secondary' : 'outline'}
      size="sm"
      onClick={onClick}
      disabled={busy}
      aria-pressed={liked}
      data-testid="like-button"
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      <span>{t('like')}</span>
      <span className="rounded-full bg-black/10 px-2 text-xs" data-testid="like-count">
        {votes.length}
      </span>
    </Button>
  );
}

/** Save toggle: saved when the member's saved_posts contains the post. */
export function SaveButton({ post }: { post: Post }) {
  const { t } = useTranslation('blog');
  const msg = useMessageText();
  const { user, refreshUser } = useSession();
  const { toast } = useToast();
  const promptGuest = useGuestPrompt();
  const [busy, setBusy] = useState(false);
  const saved = Boolean(user?.saved_posts?.some((p) => p.id === post.id));

  const onClick = async () => {
    if (!user) {
      promptGuest();
      return;
    }
    setBusy(true);
    try {
      if (saved) await unsavePost(post.id);
      else await savePost(post.id);
      await refreshUser();
      toast({ title: msg(saved ? 'postUnsaved' : 'postSaved'), variant: 'success' });
    } catch {
      toast({ title: t('saveFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant={saved ? 'secondary' : 'outline'}
      size="sm"
      onClick={onClick}
      disabled={busy}
      aria-pressed={saved}
      data-testid="save-button"
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>
      {saved ? t('saved') : t('save')}
    </Button>
  );
}

/** Copy link ('Copied!' for 2 s), Facebook and X share links. */
export function ShareButtons({ post }: { post: Post }) {
  const { t } = useTranslation('blog');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const url = typeof window !== 'undefined' ? window.location.href.split('#')[0]! : '';
  const encoded = encodeURIComponent(url);
  const linkClass =
    'inline-flex h-9 items-center gap-2 rounded-full border border-mystic-200 bg-white px-3 text-sm font-semibold text-mystic-800 hover:bg-mystic-50 focus-ring';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      // docs/product.md section 8: a copy failure is only logged.
      console.error('Copy link failed', error);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="share">
      <button type="button" className={linkClass} onClick={copy} data-testid="copy-link">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.5 1.5" />
          <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.5-1.5" />
        </svg>
        <span aria-live="polite">{copied ? t('share.copied') : t('share.copy')}</span>
      </button>
      <a
        className={linkClass}
        href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="share-facebook"
      >
        <span aria-hidden="true">f</span>
        {t('share.facebook')}
      </a>
      <a
        className={linkClass}
        href={`https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(post.title)}`}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="share-x"
      >
        <span aria-hidden="true">𝕏</span>
        {t('share.x')}
      </a>
    </div>
  );
}
