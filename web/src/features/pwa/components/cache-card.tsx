import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/button';
import { formatBytes } from '../lib/format-bytes';
import { useCache } from '../hooks/use-cache';
import { SettingsCard } from './settings-card';
import { StorageIcon } from '@/components/icons';

export function CacheCard() {
  const { t, i18n } = useTranslation('pwa');
  const { supported, usage, clearing, clear } = useCache();
  return (
    <SettingsCard
      icon={<StorageIcon />}
      title={t('cache.title')}
      description={t('cache.description')}
      testId="cache-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-mystic-900">
          {t('cache.size')}{' '}
          <strong data-testid="cache-size">
            {usage === null ? t('cache.unknown') : formatBytes(usage, i18n.language)}
          </strong>
        </p>
        <Button
          variant="outline"
          onClick={() => void clear()}
          loading={clearing}
          disabled={!supported}
        >
          {t('cache.clear')}
        </Button>
      </div>
    </SettingsCard>
  );
}
