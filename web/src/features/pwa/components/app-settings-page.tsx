import { useTranslation } from '@/lib/i18n';
import { AppSettingsPanels } from './app-settings-panels';

/** /user/settings: the member's App Settings (the member layout gives the page its heading). */
export function AppSettingsPage() {
  const { t } = useTranslation('pwa');
  return (
    <div className="space-y-5" data-testid="app-settings">
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <AppSettingsPanels />
    </div>
  );
}
