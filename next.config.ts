import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // A separate build folder lets tests and benchmarks build beside a running dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3', 'pg'],
};

export default nextConfig;
