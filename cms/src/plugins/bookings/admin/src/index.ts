// The bookings plugin's admin half: the Bookings menu link, the homepage widget, translations.
import { Calendar } from '@strapi/icons';
import { PERMISSIONS } from './permissions';
import { keepProofBadge } from './proof-badge';
import { askBeforeWidgetRemoval } from './widget-removal';

const PLUGIN_ID = 'bookings';

interface AdminApp {
  addMenuLink(link: unknown): void;
  registerPlugin(plugin: unknown): void;
  widgets: { register(reducer: (widgets: unknown[]) => unknown[]): void };
}

export default {
  register(app: AdminApp) {
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: Calendar,
      intlLabel: { id: `${PLUGIN_ID}.menu`, defaultMessage: 'Bookings' },
      permissions: PERMISSIONS.read,
      position: 2,
      Component: () => import('./pages/App'),
    });
    // First on the homepage: what needs the reader comes before the editors' widgets.
    app.widgets.register((widgets: unknown[]) => [
      {
        id: 'desk',
        pluginId: PLUGIN_ID,
        icon: Calendar,
        title: { id: `${PLUGIN_ID}.widget.title`, defaultMessage: 'Bookings' },
        link: {
          label: { id: `${PLUGIN_ID}.widget.open`, defaultMessage: 'Open the queue' },
          href: `/plugins/${PLUGIN_ID}`,
        },
        permissions: PERMISSIONS.read,
        component: async () => (await import('./components/HomeWidget')).default,
      },
      ...widgets,
    ]);
    app.registerPlugin({ id: PLUGIN_ID, name: 'Bookings' });
  },

  bootstrap() {
    keepProofBadge();
    askBeforeWidgetRemoval();
  },

  async registerTrads({ locales }: { locales: string[] }) {
    return Promise.all(
      locales.map(async (locale) => {
        try {
          const { default: data } = await import(`./translations/${locale}.json`);
          // The phone desk's and figures' texts (issue 42) in a file of their own.
          const desk = await import(`./translations/desk/${locale}.json`).then(
            (m: { default: Record<string, string> }) => m.default,
            () => ({}),
          );
          return { data: { ...data, ...desk }, locale };
        } catch {
          return { data: {}, locale };
        }
      }),
    );
  },
};
