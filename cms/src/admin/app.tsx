// The admin is the reader's: her site's name and logo, no developer onboarding, the Bookings
// widget first on the homepage (registered by the bookings plugin), Burmese in the admin, and
// the Myanmar font shipped with the admin so Burmese content never shows as empty boxes.
import { languageNativeNames } from '@mystic/strapi-language-names';
import logo from './extensions/logo.png';
import myanmarBold from './extensions/noto-sans-myanmar-700.woff2';
import { installBurmeseDates } from './burmese-dates';
import { flushEditorsBeforeActions } from './editor-flush';
import { translateFieldHints } from './field-hints';
import { hideDeveloperActions } from './header-actions';
import { wordedListCells } from './list-cells';
import { POST_MESSAGES_EN, POST_MESSAGES_MY, registerPostAdmin, type PostAdminApp } from './posts';
import myanmarRegular from './extensions/noto-sans-myanmar-400.woff2';
import { burmeseAdminMessages, FEEDBACK_TYPES_EN } from './translations/my';
import { fitDialogsToPhone } from './phone-dialogs';

const SITE_NAME = 'Mystic Visions';

/**
 * The admin's languages. Strapi lists only the languages it ships a name for (vite.config.ts
 * explains the alias), so Burmese gets its name here. British English is English with dates
 * day/month/year (the date pickers and lists format by the admin's language); it is the
 * default, so she never reads 11/03 as the 3rd of November.
 */
languageNativeNames.my = 'မြန်မာ';
languageNativeNames['en-GB'] = 'English (day/month/year)';
const DEFAULT_ADMIN_LANGUAGE = 'en-GB';
const LANGUAGE_KEY = 'strapi-admin-language';

// Strapi's body font stack with Noto Sans Myanmar before the generic family; the face covers
// only the Myanmar blocks, so Latin text keeps the system font. `html body` outranks the
// design system's own `body` rule whatever order the style sheets load in.
const FONT_FACES: [weight: number, localName: string, file: string][] = [
  [400, 'Noto Sans Myanmar', myanmarRegular],
  [700, 'Noto Sans Myanmar Bold', myanmarBold],
];
const FONT_CSS = `
${FONT_FACES.map(
  ([weight, localName, file]) => `@font-face {
  font-family: 'Noto Sans Myanmar';
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: local('${localName}'), url(${file}) format('woff2');
  unicode-range: U+1000-109F, U+A9E0-A9FF, U+AA60-AA7F;
}`,
).join('\n')}
html body {
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Oxygen, Ubuntu, Cantarell,
    'Open Sans', 'Helvetica Neue', 'Noto Sans Myanmar', sans-serif;
}
html body input, html body textarea, html body select, html body button {
  font-family: inherit;
}
`;

/**
 * A yes/no switch's "No" in the text's own colour: the design system's Toggle writes a selected
 * off side in danger red, which read as an error on every closed weekday. The Toggle is the only
 * box with a native checkbox as a child (Strapi's checkboxes are buttons); its first child holds
 * the "No" label.
 */
const YES_NO_CSS = `
:has(> input[type='checkbox']:not(:checked)) > :first-child > span {
  color: inherit;
}
`;

/**
 * Strapi 5's homepage guided tour and its "Create your schema" tasks ignore `tutorials: false`;
 * they read their state from this localStorage entry, which keeps any progress but is off.
 */
const TOUR_KEY = 'STRAPI_GUIDED_TOUR';
function skipGuidedTour() {
  try {
    const stored = JSON.parse(localStorage.getItem(TOUR_KEY) ?? '{}') as Record<string, unknown>;
    if (stored.enabled !== false) {
      localStorage.setItem(TOUR_KEY, JSON.stringify({ ...stored, enabled: false }));
    }
  } catch {
    localStorage.setItem(TOUR_KEY, JSON.stringify({ enabled: false }));
  }
}

/**
 * Strapi 5.54's "Introducing the new Media Library" banner (docs and release news) is for
 * developers: it is stored as dismissed, per Strapi's own keys (flag value, project uuid, which
 * is `false` with telemetry off, and `undefined` before the first answer).
 */
function dismissMediaLibraryBanner() {
  for (const flag of ['true', 'false']) {
    for (const scope of ['false', 'undefined']) {
      localStorage.setItem(`STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${flag}:${scope}`, 'true');
    }
  }
}

/** Strapi announces "The schemas have been successfully loaded" to screen readers after every
 * save; an empty announcement keeps the reader's screen reader quiet. */
const QUIET = { 'content-manager.App.schemas.data-loaded': ' ' };

const ENGLISH = {
  'Auth.form.welcome.title': `Welcome to ${SITE_NAME}`,
  'Auth.form.welcome.subtitle': 'Log in to run your bookings and content',
  'app.components.LeftMenu.navbrand.title': SITE_NAME,
  'app.components.LeftMenu.navbrand.workplace': 'Reader’s desk',
  'HomePage.header.subtitle': 'Bookings first: what needs you today',
  // Yes/no settings say yes or no (Strapi's switches and list cells said TRUE/FALSE).
  'app.components.ToggleCheckbox.on-label': 'Yes',
  'app.components.ToggleCheckbox.off-label': 'No',
  ...FEEDBACK_TYPES_EN,
  ...QUIET,
  ...POST_MESSAGES_EN,
};

export default {
  config: {
    locales: [DEFAULT_ADMIN_LANGUAGE, 'my'],
    auth: { logo },
    menu: { logo },
    head: { favicon: logo },
    // No guided tour, no "Create your schema" tasks, no release notifications: she runs a
    // business here, she does not develop it.
    tutorials: false,
    notifications: { releases: false },
    translations: {
      en: ENGLISH,
      'en-GB': ENGLISH,
      my: {
        ...burmeseAdminMessages(),
        'Auth.form.welcome.title': `${SITE_NAME} မှ ကြိုဆိုပါသည်`,
        'Auth.form.welcome.subtitle': 'ဘိုကင်များနှင့် အကြောင်းအရာများကို စီမံရန် ဝင်ပါ',
        'app.components.LeftMenu.navbrand.title': SITE_NAME,
        'app.components.LeftMenu.navbrand.workplace': 'ဗေဒင်ဆရာ၏ စားပွဲ',
        'HomePage.header.subtitle': 'ဘိုကင်များ ဦးစွာ- ယနေ့ သင်လုပ်ရမည့်အရာများ',
        ...QUIET,
        ...POST_MESSAGES_MY,
      },
    },
  },
  bootstrap(app: Parameters<typeof hideDeveloperActions>[0] & PostAdminApp) {
    installBurmeseDates();
    hideDeveloperActions(app);
    // Help texts in the admin's language; list cells with day-month dates and worded values.
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', translateFieldHints);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', wordedListCells);
    registerPostAdmin(app);
    flushEditorsBeforeActions();
    skipGuidedTour();
    dismissMediaLibraryBanner();
    // The media dialog within a phone's width (issue 39.8).
    fitDialogsToPhone();
    if (!localStorage.getItem(LANGUAGE_KEY))
      localStorage.setItem(LANGUAGE_KEY, DEFAULT_ADMIN_LANGUAGE);
    const style = document.createElement('style');
    style.dataset.mysticFont = 'myanmar';
    style.textContent = FONT_CSS + YES_NO_CSS;
    document.head.appendChild(style);
  },
};
