import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { ROUTE_TABLE, DEFAULT_PORTS, isInternalPath } from '@mystic/shared';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { myanmarFontPlugin } from './vite-plugins/myanmar-font';

const cmsUrl = process.env.CMS_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.cms}`;
const bookingUrl = process.env.BOOKING_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.booking}`;

// The dev server routes exactly like the gateway: one table in @mystic/shared.
const proxy: Record<string, ProxyOptions> = {};
for (const rule of ROUTE_TABLE) {
  proxy[rule.prefix] = {
    target: rule.upstream === 'booking' ? bookingUrl : cmsUrl,
    changeOrigin: false,
    // Whole segments only, like upstreamFor(): '/api' must not catch '/apis'.
    bypass: (req) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      // As at the gateway: the CMS's internal routes are not on the public origin (false: 404).
      if (isInternalPath(path)) return false;
      return path === rule.prefix || path.startsWith(rule.prefix + '/') ? undefined : req.url;
    },
  };
}

const sharedSource = fileURLToPath(new URL('../shared/src/', import.meta.url));

// The SPA bundles @mystic/shared from source, module by module, and declares those modules free
// of side effects, so pages that use only constants and messages do not pull in zod.
export function sharedSourcePlugin(): Plugin {
  return {
    name: 'mystic-shared-source',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === '@mystic/shared') {
        // The SPA's entry: the browser one's exports (without the Node one's eagerly loaded Zawgyi
        // converter) less the Burmese texts, which load with the Burmese interface.
        return { id: sharedSource + 'spa.ts', moduleSideEffects: false };
      }
      if (source === '@mystic/shared/messages-my') {
        return { id: sharedSource + 'messages-my.ts', moduleSideEffects: false };
      }
      if (importer?.startsWith(sharedSource) && source.startsWith('.')) {
        const resolved = await this.resolve(source.replace(/\.js$/, '.ts'), importer, options);
        if (resolved) return { ...resolved, moduleSideEffects: false };
      }
      return null;
    },
  };
}

// The entry: main.tsx, and the modulepreload polyfill index.html adds (so the shell is the entry).
const ENTRY = /[\\/]web[\\/]src[\\/]main\.tsx$|modulepreload-polyfill/;
// Reached from the shell only through the @mystic/shared barrel, whose unused exports tree-shake
// away: the zod schemas (the forms' and the endpoints') and the rules only forms use (phone numbers with their metadata, Zawgyi,
// the birth weekday, the Myanmar calendar and its closing rule) load with their pages.
const SCHEMAS =
  /[\\/]shared[\\/]src[\\/](schemas[\\/]|endpoint-schemas\.ts|phone\.ts|zawgyi[\w-]*\.ts|birth-weekday\.ts|myanmar-calendar[\\/]|myanmar-closures\.ts)/;
const HOME = /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]home\.tsx$/;
// What nearly every screen shows (its header, its loading, empty and error states): in the shell,
// so a screen outside the home's sections (the booking calendar) does not load the sections for it.
const SCREEN_PARTS =
  /[\\/]web[\\/]src[\\/]components[\\/](page-header|page-state|error-block)\.tsx$/;

/**
 * Fewer, larger chunks for HTTP/1.1, where each request queues for one of six connections. Left to
 * itself the bundler cuts the code every page needs into a dozen small shared chunks, and each
 * screen's components into a dozen more. Grouped: `shell` is main.tsx's static import graph (React,
 * the router, i18n, the layout) with the header and states nearly every screen shows; `sections`
 * is what the home screen imports besides (the post, package, zodiac and about sections), which
 * the other public screens mostly reuse. Both groups are only what the home page loads anyway, so
 * its bytes do not grow.
 */
export function chunkGroups(): Plugin {
  const groups = new Map<string, string>();
  return {
    name: 'mystic-chunk-groups',
    apply: 'build',
    buildEnd() {
      groups.clear();
      const ids = [...this.getModuleIds()];
      const collect = (name: string, roots: RegExp, skip: (id: string) => boolean) => {
        const queue = ids.filter((id) => roots.test(id));
        while (queue.length) {
          const id = queue.pop()!;
          if (groups.has(id) || skip(id)) continue;
          groups.set(id, name);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      collect('shell', new RegExp(`${ENTRY.source}|${SCREEN_PARTS.source}`), (id) =>
        SCHEMAS.test(id),
      );
      collect('sections', HOME, () => false);
      // The home screen itself stays its own chunk, like every screen.
      for (const id of ids) if (HOME.test(id)) groups.delete(id);
    },
    outputOptions(options) {
      const output = options as { codeSplitting?: unknown };
      output.codeSplitting = {
        includeDependenciesRecursively: false,
        groups: [{ name: (id: string) => groups.get(id) ?? null }],
      };
      return options;
    },
  };
}

// `vite build --ssr src/entry-server.tsx` (npm run build:ssr): the server's render of the same
// tree, for the gateway (web/server/src/ssr.ts), into dist-ssr/; no service worker or chunk groups.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [myanmarFontPlugin(), sharedSourcePlugin(), react()]
    : [myanmarFontPlugin(), ...clientPlugins()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.VITE_PORT ?? DEFAULT_PORTS.vite), strictPort: true, proxy },
  preview: { port: Number(process.env.VITE_PORT ?? DEFAULT_PORTS.vite), proxy },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: false, emptyOutDir: true, copyPublicDir: false }
    : { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
}));

function clientPlugins() {
  return [
    sharedSourcePlugin(),
    chunkGroups(),
    react(),
    tailwindcss(),
    // The service worker (src/sw/sw.ts → /sw.js); features/pwa registers it, public/ has the manifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        // The shell, every route chunk, both language bundles, the fonts (woff2 only), icons.
        globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ];
}
