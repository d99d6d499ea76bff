import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * POST /api/auth/appointments/telegram/link (member, issue 42): a one-time deep link to the
 * site's bot; pressing Start there sends this member's booking news to that chat too, in the
 * interface language of now.
 */
export function linkTelegram() {
  return call('memberTelegramLink', { body: { locale: currentLanguage() } }, { auth: 'required' });
}
