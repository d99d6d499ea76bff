// The translation namespaces a screen reads on its first render. main.tsx loads the current
// screen's with the language bundles, in parallel with the screen's code: asked for only when the
// screen first renders, they would cost one more round trip before anything of it shows.
export const SCREEN_NAMESPACES = {
  // Every section the home shows, asked for together: a section's namespace asked for only once
  // its list arrives would suspend the whole page again (the hero included).
  home: ['home', 'common', 'packages', 'blog', 'zodiacs'],
  blogs: ['blog', 'common'],
  blogPost: ['blog', 'common'],
  packages: ['packages', 'common'],
  zodiacs: ['zodiacs', 'common'],
  appointment: ['booking', 'common'],
} as const;

export type ScreenWithNamespaces = keyof typeof SCREEN_NAMESPACES;
