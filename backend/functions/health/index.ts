import { createFunctionApp, serveFunction } from '../_shared/function-app';
import { mainHealth } from './main-health';

const app = createFunctionApp('health', (path) => `No health endpoint at ${path}. Use GET health`);

// Open to anyone: the status icon asks before (and without) any sign-in.
app.on(['GET', 'HEAD'], '/', () => mainHealth());

/** GET /functions/v1/health: the main service's liveness. */
export default serveFunction(app);
