import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/components/dialog';
import { useSession } from '@/lib/session';
import { AppSettingsPanels } from './app-settings-panels';

/** The app settings dialog, opened from anywhere by the window event in ../events.ts. */
export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('pwa');
  const { user } = useSession();
  return (
    <Dialog open onClose={onClose} title={t('title')} description={t('intro')}>
      {/* Push subscriptions belong to a member: only offered when signed in. */}
      <AppSettingsPanels push={Boolean(user)} />
    </Dialog>
  );
}
