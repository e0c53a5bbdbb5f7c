#!/usr/bin/env node
/**
 * Where a CPU profile's time went: `node scripts/bench/profile-summary.js <file.cpuprofile> [top]`.
 * Prints the busy time (idle and program excluded), then the self time by package (the node_modules
 * folder a function's file is in, `ours` for the app, `node` for Node's own), then the top functions by
 * self time and by total time (a function's time with everything it called; recursion counted once).
 * Made with `node --cpu-prof --cpu-prof-dir=/tmp/prof scripts/bench.js --only list_uncached --rounds 1`
 * (the flags pass on to the forked server; its profile is the largest file).
 */
'use strict';

const fs = require('fs');

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.js <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg) || 25;
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children || []) parent.set(child, node.id);

// Self time per node from the samples and their time deltas (µs).
const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) || 0) + (profile.timeDeltas[i] || 0)));

const IGNORED = new Set(['(idle)', '(program)', '(root)']);
/** The package a function's file is in: the innermost node_modules folder, else ours, else Node's own. */
const packageOf = (url) => {
  const packages = [...(url || '').matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  if (packages.length) return packages[packages.length - 1][1];
  if (!url || url.startsWith('node:') || !url.includes('/')) return 'node';
  return 'ours';
};
const label = (frame) => `${frame.functionName || '(anonymous)'} ${frame.url ? frame.url.replace(/^.*\/(node_modules|dist|src)\//, '$1/') : ''}:${frame.lineNumber + 1}`;

let busy = 0;
const byPackage = new Map();
const bySelf = new Map();
const byTotal = new Map();
for (const [id, us] of self) {
  const node = nodes.get(id);
  const name = node.callFrame.functionName;
  if (IGNORED.has(name)) continue;
  busy += us;
  const pkg = name === '(garbage collector)' ? '(gc)' : packageOf(node.callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) || 0) + us);
  const key = label(node.callFrame);
  bySelf.set(key, (bySelf.get(key) || 0) + us);
  // Total: this sample's time to each distinct function on its stack.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const frame = nodes.get(at).callFrame;
    if (IGNORED.has(frame.functionName)) continue;
    const k = label(frame);
    if (seen.has(k)) continue;
    seen.add(k);
    byTotal.set(k, (byTotal.get(k) || 0) + us);
  }
}

const pct = (us) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
const list = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `${pct(us)}  ${k}`).join('\n');
console.log(`busy CPU: ${(busy / 1e6).toFixed(2)} s\n\nself time by package:\n${list(byPackage, 20)}`);
console.log(`\ntop ${top} functions by self time:\n${list(bySelf, top)}`);
console.log(`\ntop ${top} functions by total time:\n${list(byTotal, top)}`);
