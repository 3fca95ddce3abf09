import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** Every TypeScript source under a folder of the repository, as repository-relative POSIX paths. */
export function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(relative(ROOT, path).split(sep).join('/'));
    }
  };
  walk(join(ROOT, folder));
  return out.sort();
}

export const readSource = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
