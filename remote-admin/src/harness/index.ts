import { renderHarness } from '@astro/shared/harness';
import routes from '../app/exposes/routes';

void renderHarness('admin', routes, process.env.HARNESS_BACKEND ?? 'http://localhost:8080');
