// The plugin's server half is TypeScript compiled with the CMS (cms/tsconfig.json) into the
// folder this Strapi runs from: dist/, or the tests' own compile (tests/strapi.ts). Strapi sets
// the global `strapi` before it loads plugins.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- Strapi loads this file with require(). */
const path = require('node:path');

const compiled = globalThis.strapi?.dirs.dist.src ?? path.join(__dirname, '../../../dist/src');
module.exports = require(path.join(compiled, 'plugins/bookings/server/src/index.js')).default;
