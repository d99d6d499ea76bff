import { ROLE_MEMBER_NAME, type User } from '@mystic/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { NavLink, useNavigate } from 'react-router';
import { Avatar } from '@/components/image';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { AvatarDialog } from './avatar-dialog';

const LINKS = [
  { key: 'profile', to: paths.profile.href(), icon: '☺' },
  { key: 'bookings', to: paths.bookingsList.href(), icon: '☷' },
  { key: 'savedPosts', to: paths.savedPosts.href(), icon: '♡' },
  { key: 'waitlist', to: paths.waitlist.href(), icon: '✧' },
  { key: 'settings', to: paths.settings.href(), icon: '⚙' },
] as const;

/** Role User is shown as Member (docs/product.md section 1); other roles by their own name. */
export function roleLabel(role: string | null | undefined, member: string): string {
  if (!role || role === ROLE_MEMBER_NAME || role.toLowerCase() === 'authenticated') return member;
  return role;
}

/** Avatar (with the Edit Profile dialog), name, role and the member area's links. */
export function MemberSideCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { logout } = useSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const name = user.name || user.username;

  return (
    <aside
      aria-label={t('side.label')}
      className="h-fit rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm"
      data-testid="member-side-card"
    >
      <div className="flex items-center gap-4 lg:flex-col lg:text-center">
        <div className="relative shrink-0">
          <Avatar
            src={user.profile}
            size={96}
            className="h-20 w-20 rounded-full border-4 border-gold-300 bg-mystic-800 object-cover lg:h-24 lg:w-24"
          />
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="absolute -right-2 -bottom-2 flex h-11 w-11 items-center justify-center rounded-full bg-mystic-700 text-sm text-white shadow hover:bg-mystic-600 focus-ring"
            aria-label={t('avatar.open')}
          >
            <span aria-hidden="true">✎</span>
          </button>
        </div>
        <div className="min-w-0">
          <p className="truncate font-display text-lg font-bold text-mystic-900" data-allow-latin>
            {name}
          </p>
          <p className="text-sm text-mystic-600">{roleLabel(user.role, t('side.member'))}</p>
        </div>
      </div>
      <nav aria-label={t('side.nav')} className="mt-5 border-t border-mystic-100 pt-4">
        <ul className="grid grid-cols-2 gap-1 lg:grid-cols-1">
          {LINKS.map((link) => (
            <li key={link.key}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium focus-ring',
                    isActive ? 'bg-mystic-700 text-white' : 'text-mystic-900 hover:bg-mystic-50',
                  )
                }
              >
                <span aria-hidden="true" className="w-4 text-center">
                  {link.icon}
                </span>
                {t(`side.${link.key}`)}
              </NavLink>
            </li>
          ))}
          <li className="col-span-2 lg:col-span-1">
            <button
              type="button"
              onClick={async () => {
                // Home first: on a member page the guard would otherwise send the guest to /login.
                navigate(paths.home.href());
                await logout();
              }}
              className="flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-red-700 hover:bg-red-50 focus-ring"
            >
              <span aria-hidden="true" className="w-4 text-center">
                ⎋
              </span>
              {t('side.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <AvatarDialog open={editing} onClose={() => setEditing(false)} current={user.profile} />
    </aside>
  );
}
