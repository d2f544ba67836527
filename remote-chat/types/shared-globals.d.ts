// Build-time globals are declared once, in @astro/shared; a reference is the only way to pull a
// plain declaration file into this project without making it part of the compilation root.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../shared/types/globals.d.ts" />
