import { useTranslation } from '@/lib/i18n';
import { AppInfoCard } from './app-info-card';
import { CacheCard } from './cache-card';
import { InstallCard } from './install-card';
import { PushCard } from './push-card';
import { SettingsCard } from './settings-card';
import { RefreshIcon } from '@/components/icons';

/**
 * Every App Settings block (docs/product.md section 2): the page and the dialog show the same ones.
 */
export function AppSettingsPanels({ push = true }: { push?: boolean }) {
  const { t } = useTranslation('pwa');
  const syncSupported = typeof window !== 'undefined' && 'SyncManager' in window;
  return (
    <div className="space-y-5">
      <InstallCard />
      <CacheCard />
      {push ? <PushCard /> : null}
      <SettingsCard
        icon={<RefreshIcon />}
        title={t('sync.title')}
        description={syncSupported ? t('sync.supported') : t('sync.fallback')}
        testId="sync-card"
      />
      <AppInfoCard />
    </div>
  );
}
