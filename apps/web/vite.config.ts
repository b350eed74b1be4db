import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? '3000'}`,
      '/dev': `http://localhost:${process.env.API_PORT ?? '3000'}`,
    },
  },
});
