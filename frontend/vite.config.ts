/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { manifest: true, sourcemap: false, target: 'es2022' },
  server: {
    port: 5173,
    // `npm run dev`: the API and its images come from the NestJS server.
    proxy: Object.fromEntries(['/api', '/setup', '/order', '/public-objects'].map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
