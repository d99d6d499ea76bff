// The admin is the reader's: her site's name and logo, no developer onboarding, the Bookings
// widget first on the homepage (registered by the bookings plugin), Burmese in the admin, and
// the Myanmar font shipped with the admin so Burmese content never shows as empty boxes.
import logo from './extensions/logo.png';
import myanmarBold from './extensions/noto-sans-myanmar-700.woff2';
import myanmarRegular from './extensions/noto-sans-myanmar-400.woff2';

const SITE_NAME = 'Mystic Visions';

// Strapi's body font stack with Noto Sans Myanmar before the generic family; the face covers
// only the Myanmar blocks, so Latin text keeps the system font. `html body` outranks the
// design system's own `body` rule whatever order the style sheets load in.
const FONT_CSS = `
@font-face {
  font-family: 'Noto Sans Myanmar';
  font-style: normal;
  font-weight: 400;
  font-display: swap;
  src: local('Noto Sans Myanmar'), url(${myanmarRegular}) format('woff2');
  unicode-range: U+1000-109F, U+A9E0-A9FF, U+AA60-AA7F;
}
@font-face {
  font-family: 'Noto Sans Myanmar';
  font-style: normal;
  font-weight: 700;
  font-display: swap;
  src: local('Noto Sans Myanmar Bold'), url(${myanmarBold}) format('woff2');
  unicode-range: U+1000-109F, U+A9E0-A9FF, U+AA60-AA7F;
}
html body {
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Oxygen, Ubuntu, Cantarell,
    'Open Sans', 'Helvetica Neue', 'Noto Sans Myanmar', sans-serif;
}
html body input, html body textarea, html body select, html body button {
  font-family: inherit;
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

export default {
  config: {
    locales: ['my'],
    auth: { logo },
    menu: { logo },
    head: { favicon: logo },
    // No guided tour, no "Create your schema" tasks, no release notifications: she runs a
    // business here, she does not develop it.
    tutorials: false,
    notifications: { releases: false },
    translations: {
      en: {
        'Auth.form.welcome.title': `Welcome to ${SITE_NAME}`,
        'Auth.form.welcome.subtitle': 'Log in to run your bookings and content',
        'app.components.LeftMenu.navbrand.title': SITE_NAME,
        'app.components.LeftMenu.navbrand.workplace': 'Reader’s desk',
        'HomePage.header.subtitle': 'Bookings first: what needs you today',
      },
      my: {
        'Auth.form.welcome.title': `${SITE_NAME} မှ ကြိုဆိုပါသည်`,
        'Auth.form.welcome.subtitle': 'ဘိုကင်များနှင့် အကြောင်းအရာများကို စီမံရန် ဝင်ပါ',
        'app.components.LeftMenu.navbrand.title': SITE_NAME,
        'app.components.LeftMenu.navbrand.workplace': 'ဗေဒင်ဆရာ၏ စားပွဲ',
      },
    },
  },
  bootstrap() {
    skipGuidedTour();
    const style = document.createElement('style');
    style.dataset.mysticFont = 'myanmar';
    style.textContent = FONT_CSS;
    document.head.appendChild(style);
  },
};
