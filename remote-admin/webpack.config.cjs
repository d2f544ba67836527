const { createAppConfig } = require('@astro/shared/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  federationName: 'astro_admin',
  devPort: 8094,
  exposes: {
    './routes': './src/app/exposes/routes.ts',
    // The support staff's inbox on /dashboard (the shell loads it as astro_admin/AssignedMessages).
    './AssignedMessages': './src/app/exposes/assigned-messages.tsx',
  },
});
