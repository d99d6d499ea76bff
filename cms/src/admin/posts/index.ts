// The reader's posts in the admin (issue 39): scheduling shown where she works, new posts in
// English. Registered from app.tsx's bootstrap, once the Content Manager is there.
import { EnglishFirstPanel } from './english-first';
import {
  ScheduledHeaderStatus,
  ScheduledPostsAction,
  SchedulingPanel,
  scheduledDateColumn,
} from './scheduling';

export { POST_MESSAGES_EN, POST_MESSAGES_MY } from './messages';

/** The parts of Strapi's admin app this uses. */
export interface PostAdminApp {
  registerHook(name: string, fn: (args: never) => unknown): void;
  getPlugin(id: string): {
    injectComponent(view: string, zone: string, c: { name: string; Component: unknown }): void;
    apis: {
      addEditViewSidePanel(panels: unknown[]): void;
      addDocumentHeaderAction(actions: unknown[]): void;
    };
  };
}

export function registerPostAdmin(app: PostAdminApp): void {
  const cm = app.getPlugin('content-manager');
  cm.apis.addEditViewSidePanel([SchedulingPanel, EnglishFirstPanel]);
  cm.apis.addDocumentHeaderAction([ScheduledHeaderStatus]);
  cm.injectComponent('listView', 'actions', {
    name: 'mystic-scheduled-posts',
    Component: ScheduledPostsAction,
  });
  app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', scheduledDateColumn);
}
