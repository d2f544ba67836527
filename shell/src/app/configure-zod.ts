import { config } from 'zod/mini';

// Our CSP forbids eval. Without this, zod probes `new Function` when the first schema is built
// (at import time) and the browser reports a CSP violation on every page load. This module is
// imported first by the entry, before any module that builds a schema.
config({ jitless: true });
