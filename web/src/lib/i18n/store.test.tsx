// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, getBundle, initI18n, reportNamespaces, useTranslation } from '.';
import { Trans } from './trans';

function Probe() {
  const { t, i18n } = useTranslation(['pwa', 'common']);
  return <p>{`${i18n.language}|${t('update.title')}`}</p>;
}

const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  env.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('useTranslation', () => {
  it('when its namespace is not loaded, then it suspends until it is; a switch re-renders it in the new language, without a fallback between', async () => {
    // As in the browser: React retries a suspended render when its promise settles (in its test
    // mode it would wait for an act() instead).
    env.IS_REACT_ACT_ENVIRONMENT = false;
    // React says so when `use` is called conditionally (suspended, then not called once loaded).
    const errors = vi.spyOn(console, 'error');
    await initI18n('en');
    const used = reportNamespaces();
    expect(getBundle('en', 'pwa')).toBeUndefined();
    const element = document.body.appendChild(document.createElement('div'));
    createRoot(element).render(
      <Suspense fallback={<p>loading</p>}>
        <Probe />
      </Suspense>,
    );
    await waitFor(() => expect(element.textContent).toBe('loading'));
    await waitFor(() => expect(element.textContent).toBe('en|Update Available'));
    expect([...used]).toEqual(['pwa', 'common']);
    expect(errors).not.toHaveBeenCalled();

    const seen: string[] = [];
    new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    await changeLanguage('my');
    await waitFor(() => expect(element.textContent).toBe('my|အပ်ဒိတ် ရနိုင်ပါပြီ'));
    expect(seen).not.toContain('loading');
    expect(document.documentElement.lang).toBe('my');
  });
});

describe('Trans', () => {
  it('when the text names a tag, then the component given for it wraps the inner text', () => {
    const t = (() => 'I accept the <terms>terms and conditions</terms>, really') as never;
    const { container } = render(
      <label>
        <Trans t={t} i18nKey="x" components={{ terms: <a href="/terms" /> }} />
      </label>,
    );
    expect(container.innerHTML).toBe(
      '<label>I accept the <a href="/terms">terms and conditions</a>, really</label>',
    );
  });
});
