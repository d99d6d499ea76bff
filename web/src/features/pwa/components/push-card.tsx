import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/button';
import { usePush } from '../hooks/use-push';
import { SettingsCard } from './settings-card';
import { BellIcon } from '@/components/icons';

/** Push Notifications: default → Enable; granted → Subscribe or Unsubscribe; denied → blocked. */
export function PushCard() {
  const { t } = useTranslation('pwa');
  const { supported, permission, subscribed, busy, enable, subscribe, unsubscribe } = usePush();

  let body;
  if (!supported || permission === 'unsupported') {
    body = <p className="text-sm text-slate-700">{t('push.unsupported')}</p>;
  } else if (permission === 'denied') {
    body = (
      <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t('push.blocked')}
      </p>
    );
  } else if (permission === 'default') {
    body = <Button onClick={() => void enable()}>{t('push.enable')}</Button>;
  } else if (subscribed) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-emerald-800">{t('push.subscribed')}</p>
        <Button variant="outline" loading={busy} onClick={() => void unsubscribe()}>
          {t('push.unsubscribe')}
        </Button>
      </div>
    );
  } else {
    body = (
      <Button loading={busy} onClick={() => void subscribe()}>
        {t('push.subscribe')}
      </Button>
    );
  }

  return (
    <SettingsCard
      icon={<BellIcon />}
      title={t('push.title')}
      description={t('push.description')}
      testId="push-card"
    >
      {body}
    </SettingsCard>
  );
}
