// The servers a bench starts and stops.
import { spawn } from 'node:child_process';

/**
 * `start` spawns a server that must stay up for the whole run (the bench stops if it exits);
 * `stopAll` stops every child in `children`, a Caddy (`caddyPath`, when given; started detached)
 * as its process group. Other children pushed into `children` are stopped with them.
 */
export function childServers(caddyPath) {
  const children = [];
  const stopAll = () => {
    for (const child of children) {
      child.removeAllListeners('exit');
      if (child.spawnargs[0] === caddyPath && child.exitCode === null)
        process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    }
  };
  const start = (name, command, args, env, cwd) => {
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    child.on('exit', (code) => {
      console.error(`${name} stopped (exit code ${code}).`);
      process.exit(1);
    });
    return child;
  };
  return { children, start, stopAll };
}
