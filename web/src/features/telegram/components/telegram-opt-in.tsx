// Issue 42: a member may also get her booking's news in Telegram (opt-in, one small button on the
// slip). The link is made when she asks (one-time, 15 minutes); mail and push go as ever. The
// button hides itself when the site has no bot.
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { linkTelegram } from '../api/link-telegram';

export function TelegramOptIn() {
  const { t } = useTranslation('booking');
  const [state, setState] = useState<'idle' | 'busy' | 'off' | 'failed'>('idle');
  const [url, setUrl] = useState<string>();
  if (state === 'off') return null;

  const ask = async () => {
    setState('busy');
    try {
      const answer = await linkTelegram();
      setUrl(answer.data.url);
      setState('idle');
    } catch (error) {
      // 503 telegram_unavailable: the site has no bot; nothing to offer.
      setState(error instanceof ApiError && error.status === 503 ? 'off' : 'failed');
    }
  };

  return (
    <div className="mt-4 text-center text-sm" data-testid="telegram-opt-in">
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline"
          data-testid="telegram-open"
        >
          {t('telegram.open')}
        </a>
      ) : (
        <Button variant="outline" size="sm" loading={state === 'busy'} onClick={() => void ask()}>
          {t('telegram.optIn')}
        </Button>
      )}
      {state === 'failed' ? <p className="mt-2 text-destructive">{t('telegram.failed')}</p> : null}
    </div>
  );
}
