import { config } from 'zod/mini';

// Our CSP forbids eval. Without this, zod probes `new Function` when the first schema is built
// (at import time) and the browser reports a CSP violation on every page load. This module is
// imported first by startup-config.ts, the first start-up step whose modules build schemas (the
// libraries evaluated before it use none); the entry itself stays free of zod, so that its first
// task, which runs after the prerendered page has painted, stays short.
config({ jitless: true });
