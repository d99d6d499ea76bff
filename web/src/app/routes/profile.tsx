import { useTranslation } from '@/lib/i18n';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { MemberLayout } from '@/features/account/components/member-layout';
import { ProfileForm } from '@/features/account/components/profile-form';
import { useSession } from '@/lib/session';

export default function Route() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  return (
    <MemberLayout title={t('side.profile')}>
      {/* Keyed by user id: a different member never sees the previous one's values. */}
      {user ? <ProfileForm key={user.id} user={user} /> : null}
      <ChangePasswordForm />
    </MemberLayout>
  );
}
