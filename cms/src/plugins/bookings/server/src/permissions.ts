// The desk's RBAC actions (Settings → Roles): the Super Admin has them all; an Editor none
// until granted. Route policies and the admin UI's guards use the same ids.
export const PLUGIN = 'bookings';

export const ACTIONS = {
  read: `plugin::${PLUGIN}.read`,
  updateStatus: `plugin::${PLUGIN}.update-status`,
  manageDays: `plugin::${PLUGIN}.manage-days`,
  export: `plugin::${PLUGIN}.export`,
} as const;

export const ACTION_DEFINITIONS = [
  { uid: 'read', displayName: 'Read bookings' },
  { uid: 'update-status', displayName: 'Confirm, reject, finish and cancel bookings' },
  { uid: 'manage-days', displayName: 'Block and unblock days' },
  { uid: 'export', displayName: 'Export bookings as CSV' },
].map((a) => ({ ...a, section: 'plugins', pluginName: PLUGIN }));
