import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/button';
import { useToast } from '@/components/toast';
import { isIos, promptInstall, useInstallState } from '../lib/install-prompt';
import { SettingsCard } from './settings-card';
import { DownloadIcon } from '@/components/icons';

/** Install App: the browser's own prompt where it offers one; Share → Add to Home Screen on iOS. */
export function InstallCard() {
  const { t } = useTranslation('pwa');
  const { toast } = useToast();
  const { canInstall, installed } = useInstallState();
  const ios = isIos();

  if (installed) {
    return (
      <SettingsCard
        icon={<DownloadIcon />}
        title={t('install.title')}
        description={t('install.installed')}
      />
    );
  }
  if (canInstall) {
    const install = async () => {
      const outcome = await promptInstall().catch(() => 'dismissed' as const);
      if (outcome === 'accepted') toast({ title: t('toasts.installStarted'), variant: 'success' });
      else if (outcome === 'dismissed') toast({ title: t('toasts.installCancelled') });
    };
    return (
      <SettingsCard
        icon={<DownloadIcon />}
        title={t('install.title')}
        description={t('install.description')}
        testId="install-card"
      >
        <Button onClick={() => void install()}>{t('install.action')}</Button>
      </SettingsCard>
    );
  }
  if (ios) {
    return (
      <SettingsCard icon={<DownloadIcon />} title={t('install.title')} testId="install-card">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>{t('install.ios.share')}</li>
          <li>{t('install.ios.add')}</li>
          <li>{t('install.ios.confirm')}</li>
        </ol>
      </SettingsCard>
    );
  }
  // The browser has not offered installation (already installed, or not supported here).
  return null;
}
