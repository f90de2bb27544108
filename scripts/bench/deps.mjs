// npm packages of the bench (autocannon, lighthouse), imported from the project's node_modules.
// BENCH_DEPS_DIR=/some/prefix (a folder with its own node_modules, e.g. made by
// `npm install --prefix /tmp/benchdeps autocannon lighthouse`) loads them from there instead.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** import() of `spec` ('lighthouse', 'lighthouse/core/config/desktop-config.js', 'autocannon'). */
export async function importDep(spec) {
  const dir = process.env.BENCH_DEPS_DIR;
  try {
    if (!dir) return await import(spec);
    return await import(pathToFileURL(resolveIn(dir, spec)).href);
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND' || error?.code === 'MODULE_NOT_FOUND') {
      const name = spec.split('/')[0];
      throw new Error(`bench: npm package '${name}' is missing; install the bench's devDependencies (npm install)`);
    }
    throw error;
  }
}

/** Resolve a bare specifier inside DIR/node_modules (packages without an exports map, or CommonJS). */
function resolveIn(dir, spec) {
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const pkgDir = path.join(path.resolve(dir), 'node_modules', name);
  const sub = spec.slice(name.length + 1);
  if (sub) return path.join(pkgDir, sub);
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  if (pkg.type === 'module' || typeof pkg.exports === 'string') {
    return path.join(pkgDir, typeof pkg.exports === 'string' ? pkg.exports : pkg.main || 'index.js');
  }
  return createRequire(path.join(pkgDir, 'package.json')).resolve(pkgDir);
}
