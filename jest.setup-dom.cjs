require('@testing-library/jest-dom');

// findBy… and waitFor give up after 1 s by default. A lazily loaded module (the markdown
// renderer, a page) can take longer than that on a busy two-core machine, which failed tests
// whose behaviour was right; 5 s still fails a wrong one quickly.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
