import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    host: '127.0.0.1',
    // In development the API runs beside Vite (`npm run serve`); keep the Host so the site is kept.
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
      '/fe/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
});
