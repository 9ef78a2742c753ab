import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const tsxBin = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** tsx arguments that run the server with the api's compiler options (decorators). */
export const serverArgs = ['--tsconfig', 'api/tsconfig.json', 'api/src/main.ts'];

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
