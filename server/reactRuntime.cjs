/**
 * React's streaming runtime as the React DOM server bundles of the installed Next write it (for the
 * check in ./scriptHashes.test.ts, run by `npm test`; the server itself reads no bundle): each
 * runtime definition React may put in front of an instruction call, read from the bundle's own
 * string constants. Next ships React's stable and experimental channels; both are read.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const BUNDLES = ['react-dom', 'react-dom-experimental'].map((channel) => path.join(path.dirname(require.resolve('next/package.json')), 'dist', 'compiled', channel, 'cjs', 'react-dom-server.node.production.js'));

/** The value of one JavaScript string literal (checked to be nothing else before it is read). */
function literalValue(literal) {
  if (!/^(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")$/s.test(literal)) throw new Error(`not a string literal: ${literal.slice(0, 40)}`);
  return vm.runInNewContext(literal);
}

function constant(source, name) {
  const match = new RegExp(`${name} = stringToPrecomputedChunk\\(\\s*('(?:[^'\\\\\\n]|\\\\.)*'|"(?:[^"\\\\\\n]|\\\\.)*")\\s*\\)`).exec(source);
  if (!match) throw new Error(`${name} not found`);
  return literalValue(match[1]);
}

/** The view-transition runtime React writes as a literal of its own (not a named constant). */
function viewTransitionRuntime(source) {
  const match = /writeChunk\(\s*destination,\s*('\$RV=function\(B,g\)(?:[^'\\\n]|\\.)*')\s*\)/.exec(source);
  return match ? literalValue(match[1]) : null;
}

/** Each prefix an instruction script may have before its call, and the scripts React writes whole. */
function reactRuntime() {
  const prefixes = new Set(['']);
  const whole = new Set();
  for (const bundle of BUNDLES) {
    if (!fs.existsSync(bundle)) continue;
    const source = fs.readFileSync(bundle, 'utf8');
    const clientRenderOnly = constant(source, 'clientRenderScriptFunctionOnly');
    const boundaryOnly = constant(source, 'completeBoundaryScriptFunctionOnly');
    const viewTransitions = viewTransitionRuntime(source);
    const withStyles = constant(source, 'completeBoundaryWithStylesScript1FullPartial').replace(/\$RR\("$/, '');
    const segment = constant(source, 'completeSegmentScript1Full').replace(/\$RS\("$/, '');
    const clientRender = constant(source, 'clientRenderScript1Full').replace(/\$RX\("$/, '');
    // In React's order: the error runtime, the boundary runtime, view transitions, then the call's own.
    const optional = (text) => (text ? ['', text] : ['']);
    for (const a of optional(clientRenderOnly)) for (const b of optional(boundaryOnly)) for (const c of optional(viewTransitions)) {
      prefixes.add(a + b + c + withStyles);
      prefixes.add(a + b + c);
    }
    prefixes.add(segment);
    prefixes.add(clientRender);
    whole.add(constant(source, 'shellTimeRuntimeScript'));
    whole.add(constant(source, 'formReplayingRuntimeScript'));
  }
  return { prefixes, whole };
}

module.exports = { reactRuntime, BUNDLES };
