import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Compile the TypeScript app once into dist/ so every test file can load it.
export default function setup() {
  const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(
    process.execPath,
    [join(appDir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
    {
      cwd: appDir,
      stdio: 'inherit',
    },
  );
}
