// Vite turns imported assets into their URLs in the admin build.
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
