const { createAppConfig } = require('@astro/shared/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  federationName: 'astro_chat',
  devPort: 8091,
  exposes: {
    './routes': './src/app/exposes/routes.ts',
    './GrokChat': './src/app/exposes/grok-chat.tsx',
    './SendToAi': './src/app/exposes/send-to-ai.tsx',
  },
});
