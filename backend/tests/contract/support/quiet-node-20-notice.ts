// supabase-js warns, when each test file loads it, that Node.js 20 is deprecated. This project
// runs on Node 20 on purpose (README), and the warning with its stack came to about 2,000 of
// the 3,000 lines of a CI log, burying the lines that matter. Only that one notice is dropped.
const NODE_20_NOTICE = 'Node.js 20 and below are deprecated';
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes(NODE_20_NOTICE)) return;
  warn(...args);
};
