import { useTranslation } from '@/lib/i18n';
import { MemberLayout } from '@/features/account/components/member-layout';
import { SavedPostsTable } from '@/features/account/components/saved-posts-table';

export default function Route() {
  const { t } = useTranslation('account');
  return (
    <MemberLayout title={t('side.savedPosts')}>
      <SavedPostsTable />
    </MemberLayout>
  );
}
