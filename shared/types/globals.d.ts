/** Replaced at build time by webpack's DefinePlugin. */
declare const __APP_BUILD_VERSION__: string;
declare const __REMOTE_NAME__: string;

declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.svg?raw' {
  const source: string;
  export default source;
}
declare module '*.md' {
  const source: string;
  export default source;
}
