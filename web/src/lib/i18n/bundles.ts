// Where the texts come from: one JSON chunk per language and namespace under src/locales, and the
// `messages` namespace, which is @mystic/shared's MESSAGES and MESSAGES_MY: server and form
// messages are shown by their code (issue 17). MESSAGES_MY is a chunk of its own, loaded with the
// Burmese bundles (4 KB an English page does not need).
import { MESSAGES } from '@mystic/shared';
import { setServerTexts } from '../api-client';
import type { Bundle } from './translate';

const chunks = import.meta.glob<Bundle>('../../locales/*/*.json', { import: 'default' });

/** One namespace's texts in one language; an unknown one is empty. */
export async function loadBundle(lng: string, ns: string): Promise<Bundle> {
  if (ns === 'messages') {
    if (lng !== 'my') return MESSAGES;
    const { MESSAGES_MY } = await import('@mystic/shared/messages-my');
    // The api client's texts for the services' codes, ready with the interface's.
    setServerTexts('my', MESSAGES_MY);
    return MESSAGES_MY;
  }
  const load = chunks[`../../locales/${lng}/${ns}.json`];
  return load ? load() : {};
}
