import type { User } from '@mystic/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@/components/image';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * The logged-in user's account panel: Profile and Log Out. A disclosure (a button that shows and
 * hides a panel of ordinary links and buttons, reached with Tab), not an ARIA menu: Escape closes
 * it and gives focus back to the button; a click outside or focus leaving it closes it too.
 */
export function AvatarMenu({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const { logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const onDown = (e: MouseEvent) => {
      if (!root?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (next && !root?.contains(next)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const name = user.name || user.username;
  return (
    <div className="relative" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full p-0.5 focus-ring"
        data-testid="avatar-menu-button"
      >
        <Avatar
          src={user.profile}
          size={40}
          className="h-10 w-10 rounded-full border-2 border-gold-400 bg-mystic-800 object-cover"
        />
        {/* The member's name is theirs, in whatever script they chose (issue 23's word check). */}
        <span className="sr-only" data-allow-latin>
          {t('nav.accountMenu', { name })}
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-52 overflow-hidden rounded-2xl border border-mystic-100 bg-white py-1 text-mystic-900 shadow-xl"
        data-testid="avatar-menu"
      >
        <p
          className="truncate border-b border-mystic-100 px-4 py-2 text-sm font-semibold"
          data-allow-latin
        >
          {name}
        </p>
        <ul>
          <li>
            <Link
              to={paths.profile.href()}
              onClick={() => setOpen(false)}
              className="block px-4 py-2.5 text-sm hover:bg-mystic-50 focus-ring"
            >
              {t('nav.profile')}
            </Link>
          </li>
          <li>
            <button
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
          </li>
        </ul>
      </div>
    </div>
  );
}
