// A home widget is removed only when she says so (issue 39.8): Strapi's delete button removes a
// widget at the first tap, and on a phone the buttons are always shown, so one stray tap took the
// Bookings widget away. A press on a widget's delete button first asks, in the admin's language;
// "Keep it" stops the press before Strapi's own handler runs (a capture listener on the window).
import en from './translations/desk/en.json';
import my from './translations/desk/my.json';

const WIDGET = 'section[data-strapi-widget-id]';
/** Strapi's widget header ends with its actions: delete first, then the drag handle. */
const DELETE_BUTTON = `${WIDGET} > header > :last-child > button:first-child`;

function words(): Record<string, string> {
  const lang = localStorage.getItem('strapi-admin-language') ?? 'en';
  return lang.startsWith('my') ? { ...en, ...my } : en;
}

export function askBeforeWidgetRemoval(): void {
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const button = target?.closest?.('button');
      if (!button || !button.matches(DELETE_BUTTON)) return;
      const section = button.closest(WIDGET);
      const title = section?.querySelector('h2')?.textContent?.trim() ?? '';
      const w = words();
      const question = `${(w['bookings.widget.remove.title'] ?? '').replace('{title}', title)}\n\n${w['bookings.widget.remove.text'] ?? ''}`;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    true,
  );
}
