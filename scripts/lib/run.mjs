import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Runs a command with inherited output; resolves with its exit code, or rejects when `check`. */
export function run(command, args, { cwd, env = process.env, check = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (check && status !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${status}`));
      else resolve(status);
    });
  });
}

/** The latest modification time (ms) of the given files and everything below the given folders. */
export function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      continue;
    }
    newest = Math.max(newest, stats.mtimeMs);
    if (stats.isDirectory()) {
      newest = Math.max(newest, newestChange(readdirSync(path).map((name) => join(path, name))));
    }
  }
  return newest;
}
