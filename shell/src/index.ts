import { captureInstallPrompt } from './features/install-banner/model/install-prompt';

/** Lets the browser run other tasks (input, paint) before the next step of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries, in the order start-up needs them. Evaluating all of them at once is one long task
 * that blocks input on the (prerendered) page, so each is evaluated in a task of its own. 'eager'
 * takes them from the files already loaded: no extra request.
 */
const LIBRARIES = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@reduxjs/toolkit/query/react'),
  // Components rather than MUI's styles barrel: naming the barrel here would put all of it, and
  // what it re-exports, into the start-up files. emotion, then MUI's system under a plain button,
  // then the button itself: each step one task.
  () => import(/* webpackMode: "eager" */ '@emotion/styled'),
  () => import(/* webpackMode: "eager" */ '@mui/material/ButtonBase'),
  () => import(/* webpackMode: "eager" */ '@mui/material/Button'),
  () => import(/* webpackMode: "eager" */ './app/startup-config'),
  () => import(/* webpackMode: "eager" */ './app/startup-store'),
];

async function start(root: HTMLElement): Promise<void> {
  // The configuration downloads while the libraries are evaluated; start-up reads this response.
  const configResponse = fetch('/env-config.json', { cache: 'no-store' });
  configResponse.catch(() => undefined); // reported by start-up, which awaits it
  for (const evaluate of LIBRARIES) {
    await nextTask();
    await evaluate();
  }
  await nextTask();
  const { bootstrap } = await import(/* webpackMode: "eager" */ './app/bootstrap');
  await nextTask();
  await bootstrap(root, () => configResponse);
}

// Before anything waits: the browser fires this once, early, and it must not be missed.
captureInstallPrompt();
const root = document.getElementById('root');
if (root) void start(root);
