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
/** The shell's offer of shared modules to the remotes (shared/federation/shared-deps.cjs). */
declare const __HOST_SHARED__: {
  singletons: Record<string, { version: string; requiredVersion: string }>;
  mui: { version: string; requiredVersion: string };
};
