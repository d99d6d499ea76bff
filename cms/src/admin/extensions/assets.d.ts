// Vite turns imported assets into their URLs in the admin build.
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
// Strapi admin's table of language names (aliased in vite.config.ts).
declare module '@mystic/strapi-language-names' {
  export const languageNativeNames: Record<string, string>;
}
