// `npm run reset`: wipes local data (databases, uploads). `--all` also forgets the .env secrets.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const remove = (p) => {
  if (existsSync(p)) {
    rmSync(p, { recursive: true, force: true });
    console.log(`removed ${p.replace(root + '/', '')}`);
  }
};

remove(join(root, 'data'));
remove(join(root, 'cms', '.tmp'));
const uploads = join(root, 'cms', 'public', 'uploads');
if (existsSync(uploads)) {
  for (const name of readdirSync(uploads)) if (name !== '.gitkeep') remove(join(uploads, name));
}
if (process.argv.includes('--all')) remove(join(root, '.env'));
console.log('local data wiped; `npm start` seeds fresh demo content');
