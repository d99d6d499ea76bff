import type { User } from '@mystic/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FALLBACK_IMAGES } from '@/components/image';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** The logged-in user's menu: Profile and Log Out. */
export function AvatarMenu({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const { logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = user.name || user.username;
  return (
    <div className="relative" ref={rootRef}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full p-0.5 focus-ring"
        data-testid="avatar-menu-button"
      >
        <img
          src={user.profile || FALLBACK_IMAGES.avatar}
          alt=""
          width={40}
          height={40}
          className="h-10 w-10 rounded-full border-2 border-gold-400 bg-mystic-800 object-cover"
          onError={(e) => (e.currentTarget.src = FALLBACK_IMAGES.avatar)}
        />
        <span className="sr-only">{t('nav.accountMenu', { name })}</span>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 z-50 mt-2 w-52 overflow-hidden rounded-2xl border border-mystic-100 bg-white py-1 text-mystic-900 shadow-xl"
        >
          <p className="truncate border-b border-mystic-100 px-4 py-2 text-sm font-semibold">
            {name}
          </p>
          <Link
            role="menuitem"
            to={paths.profile.href()}
            onClick={() => setOpen(false)}
            className="block px-4 py-2.5 text-sm hover:bg-mystic-50 focus-ring"
          >
            {t('nav.profile')}
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={async () => {
              setOpen(false);
              // Home first: on a member page the guard would otherwise send the guest to /login.
              navigate(paths.home.href());
              await logout();
            }}
            className="block w-full px-4 py-2.5 text-left text-sm text-red-700 hover:bg-red-50 focus-ring"
          >
            {t('nav.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
