// The desk's RBAC actions as the admin UI checks them (the server registers and enforces them).
const action = (uid: string) => [{ action: `plugin::bookings.${uid}`, subject: null }];

export const PERMISSIONS = {
  read: action('read'),
  updateStatus: action('update-status'),
  manageDays: action('manage-days'),
  export: action('export'),
};
