// Runs one of the backend's own benchmarks (`npm run <script> -w backend -- --json=FILE`) in a process of its own, so
// its timings and memory are not mixed with this run's, and returns the figures it wrote as JSON.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './shop-server.mjs';

export async function runBackendBench(script) {
  const dir = mkdtempSync(join(tmpdir(), `shop-${script.replace(/[^a-z-]/g, '-')}-`));
  const jsonPath = join(dir, 'figures.json');
  try {
    await new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', script, '--', `--json=${jsonPath}`], {
        cwd: join(REPO_ROOT, 'backend'),
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0
          ? resolve()
          : reject(
              new Error(`npm run ${script} exited with ${code}: ${stderr.trim().split('\n').slice(-5).join(' ')}`),
            ),
      );
    });
    return JSON.parse(readFileSync(jsonPath, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
