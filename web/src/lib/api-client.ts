// The one HTTP client of the SPA (docs/architecture.md section 8), by concern in ./api/: the
// tokens and their refresh, the content locale, errors and their texts, sending, and the typed
// call by endpoint name (issue 40).
export { tokens } from './api/tokens';
export { buildUrl, getContentLocale, setContentLocale, type Query } from './api/locale';
export { ApiError, NETWORK_ERROR_STATUS } from './api/errors';
export { errorMessage, placeFieldErrors, setServerTexts, textOf } from './api/texts';
export { api, request, type RequestOptions } from './api/request';
export { call, type CallOptions } from './api/call';
