import { APP_VERSION } from '@mystic/shared';
import { useTranslation } from '@/lib/i18n';
import { useSwStatus } from '../hooks/use-sw-status';
import { SettingsCard } from './settings-card';
import { InfoIcon } from '@/components/icons';

export function AppInfoCard() {
  const { t } = useTranslation('pwa');
  const { active } = useSwStatus();
  const rows = [
    { label: t('info.version'), value: APP_VERSION, testId: 'app-version' },
    {
      label: t('info.serviceWorker'),
      value: active ? t('info.active') : t('info.inactive'),
      testId: 'sw-status',
    },
    {
      label: t('info.offline'),
      value: active ? t('info.available') : t('info.unavailable'),
      testId: 'offline-status',
    },
  ];
  return (
    <SettingsCard icon={<InfoIcon />} title={t('info.title')} testId="app-info-card">
      <dl className="divide-y divide-mystic-100 text-sm">
        {rows.map((row) => (
          <div key={row.testId} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="font-semibold text-mystic-900" data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </SettingsCard>
  );
}
