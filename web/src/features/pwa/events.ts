// The window-level event that opens the app settings dialog (docs/product.md section 2, "Layout").
// Anything may open it without importing this feature:
//   window.dispatchEvent(new Event('mystic:open-app-settings'))
export const OPEN_APP_SETTINGS_EVENT = 'mystic:open-app-settings';
