import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Hashed file names under /assets get a year-long cache (firebase.json); index.html none.
    assetsDir: 'assets',
    // dist/.vite/manifest.json: lets npm run bench tell which chunks a route loads (not served).
    manifest: true,
  },
});
