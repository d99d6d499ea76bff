// Strapi 5.54 offers "Edit the model" and "Configure the view" in every edit view's menu, with or
// without the permission to use them (the pages then refuse). The reader has neither permission
// (src/bootstrap/admin-roles.ts), so the two entries are shown only to an admin who has it.
import { useAuth } from '@strapi/strapi/admin';

interface HeaderAction {
  (props: Record<string, unknown>): unknown;
  type?: string;
  position?: unknown;
}

interface AdminApp {
  getPlugin(id: string): {
    apis: { addDocumentAction(reduce: (actions: HeaderAction[]) => HeaderAction[]): void };
  };
}

/** Which permission each developer action needs (any subject). */
const NEEDS: Record<string, (action: string) => boolean> = {
  'edit-the-model': (a) => a.startsWith('plugin::content-type-builder.'),
  'configure-the-view': (a) =>
    /^plugin::content-manager\.(collection|single)-types\.configure-view$/.test(a),
};

function guarded(action: HeaderAction, needs: (action: string) => boolean): HeaderAction {
  const Guarded: HeaderAction = (props) => {
    const allowed = useAuth('DeveloperAction', (state) =>
      state.permissions.some((p) => needs(p.action)),
    );
    // Always called, so the hooks inside run in the same order on every render.
    const description = action(props);
    return allowed ? description : null;
  };
  Guarded.type = action.type;
  Guarded.position = action.position;
  return Guarded;
}

export function hideDeveloperActions(app: AdminApp): void {
  app
    .getPlugin('content-manager')
    .apis.addDocumentAction((actions) =>
      actions.map((a) => (a.type && NEEDS[a.type] ? guarded(a, NEEDS[a.type]) : a)),
    );
}
