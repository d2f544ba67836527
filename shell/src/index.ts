import './app/configure-zod';
import { bootstrap } from './app/bootstrap';
// Makes this build provide every MUI module to the remotes (see the file); nothing in it runs.
import './federation/provide-mui';

const root = document.getElementById('root');
if (root) void bootstrap(root);
