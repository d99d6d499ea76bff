// The plugin's server half is TypeScript compiled with the CMS (cms/tsconfig.json) into dist/.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Strapi loads this file with require().
module.exports = require('../../../dist/src/plugins/bookings/server/src/index.js').default;
