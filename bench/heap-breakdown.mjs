// Where a heap snapshot's memory goes (round vheap, docs/benchmarks.md): self size by node type and constructor;
// retained size (dominator tree, Cooper-Harvey-Kennedy) of module-level variables (context edges out of contexts), of
// the largest nodes with their dominator chain, of the largest contexts' variables and of the shared top-level objects
// by property names. SIG=prop,prop,…: what objects with those properties retain, by edge. VAR=name,…: what a module-level
// variable retains, by type.
// Usage: node --max-old-space-size=4000 bench/heap-breakdown.mjs FILE.heapsnapshot [VARS_SHOWN] [MIN_KB]
import fs from 'node:fs';
const snap = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const m = snap.snapshot.meta;
const NF = m.node_fields.length, EF = m.edge_fields.length;
const nTypes = m.node_fields.indexOf('type'), nName = m.node_fields.indexOf('name'), nSelf = m.node_fields.indexOf('self_size'), nEc = m.node_fields.indexOf('edge_count'), nId = m.node_fields.indexOf('id');
const eType = m.edge_fields.indexOf('type'), eName = m.edge_fields.indexOf('name_or_index'), eTo = m.edge_fields.indexOf('to_node');
const nodeTypes = m.node_types[nTypes], edgeTypes = m.edge_types[eType];
const nodes = snap.nodes, edges = snap.edges, strings = snap.strings;
const N = nodes.length / NF;
const firstEdge = new Uint32Array(N + 1);
for (let i = 0, e = 0; i < N; i++) { firstEdge[i] = e; e += nodes[i * NF + nEc] * EF; firstEdge[i + 1] = e; }
const type = (i) => nodeTypes[nodes[i * NF + nTypes]];
const name = (i) => strings[nodes[i * NF + nName]];
const self = (i) => nodes[i * NF + nSelf];
const WEAK = edgeTypes.indexOf('weak'), SHORTCUT = edgeTypes.indexOf('shortcut');
// predecessors
const predCount = new Uint32Array(N);
for (let i = 0; i < N; i++) for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) { const t = edges[e + eType]; if (t === WEAK) continue; predCount[edges[e + eTo] / NF]++; }
const predStart = new Uint32Array(N + 1);
for (let i = 0; i < N; i++) predStart[i + 1] = predStart[i] + predCount[i];
const preds = new Uint32Array(predStart[N]); const fill = predStart.slice(0, N);
for (let i = 0; i < N; i++) for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) { if (edges[e + eType] === WEAK) continue; preds[fill[edges[e + eTo] / NF]++] = i; }
// DFS postorder from root 0
const post = new Int32Array(N).fill(-1); const order = []; const stack = [0]; const it = new Uint32Array(N); const seen = new Uint8Array(N); seen[0] = 1; it[0] = firstEdge[0];
while (stack.length) { const v = stack[stack.length - 1]; let pushed = false;
  while (it[v] < firstEdge[v + 1]) { const e = it[v]; it[v] += EF; if (edges[e + eType] === WEAK) continue; const w = edges[e + eTo] / NF; if (!seen[w]) { seen[w] = 1; it[w] = firstEdge[w]; stack.push(w); pushed = true; break; } }
  if (!pushed) { stack.pop(); post[v] = order.length; order.push(v); } }
const idom = new Int32Array(N).fill(-1); idom[0] = 0;
let changed = true;
while (changed) { changed = false;
  for (let k = order.length - 2; k >= 0; k--) { const v = order[k]; let nd = -1;
    for (let p = predStart[v]; p < predStart[v + 1]; p++) { const u = preds[p]; if (idom[u] === -1) continue;
      if (nd === -1) { nd = u; continue; } let a = u, b = nd; while (a !== b) { while (post[a] < post[b]) a = idom[a]; while (post[b] < post[a]) b = idom[b]; } nd = a; }
    if (nd !== -1 && idom[v] !== nd) { idom[v] = nd; changed = true; } } }
const ret = new Float64Array(N);
for (const v of order) ret[v] += self(v);
for (const v of order) if (v !== 0 && idom[v] >= 0) ret[idom[v]] += ret[v];
const MB = (x) => (x / 1048576).toFixed(2);
let total = 0; for (let i = 0; i < N; i++) if (seen[i]) total += self(i);
console.log('reachable self total', MB(total), 'nodes', N);
// self by type/constructor
const by = new Map();
for (let i = 0; i < N; i++) { if (!seen[i]) continue; const t = type(i); const k = t === 'object' || t === 'closure' || t === 'native' ? `${t}:${name(i)}` : t === 'code' || t === 'hidden' ? `${t}:${name(i).slice(0, 30)}` : t; const c = by.get(k) ?? [0, 0]; c[0] += self(i); c[1]++; by.set(k, c); }
console.log('\n-- self size by type:constructor');
for (const [k, [s, c]] of [...by].sort((a, b) => b[1][0] - a[1][0]).slice(0, 30)) console.log(MB(s).padStart(7), String(c).padStart(8), k);
// module-level variables: context edges out of context nodes; report retained size of the target
const vars = [];
for (let i = 0; i < N; i++) { if (!seen[i] || name(i) !== 'system / Context') continue;
  for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) { if (edgeTypes[edges[e + eType]] !== 'context') continue; const w = edges[e + eTo] / NF; if (ret[w] < 50000) continue; vars.push([ret[w], strings[edges[e + eName]], `${type(w)}:${name(w).slice(0, 40)}`, idom[w] === i ? 'dominated' : 'shared']); } }
console.log('\n-- context variables retaining > 50 KB');
for (const [r, n, t, d] of vars.sort((a, b) => b[0] - a[0]).slice(0, Number(process.argv[3] ?? 60))) console.log(MB(r).padStart(7), n.padEnd(34), t.padEnd(40), d);
// largest retained nodes with their dominator chain and the edge name by which the dominator holds them
const edgeName = (from, to) => { for (let e = firstEdge[from]; e < firstEdge[from + 1]; e += EF) if (edges[e + eTo] / NF === to) { const t = edgeTypes[edges[e + eType]]; return t === 'element' || t === 'hidden' ? `[${edges[e + eName]}]` : strings[edges[e + eName]]; } return '?'; };
console.log('\n-- nodes retaining > ' + (process.argv[4] ?? 300) + ' KB');
const big = []; for (let i = 1; i < N; i++) if (seen[i] && ret[i] > Number(process.argv[4] ?? 300) * 1024) big.push(i);
for (const i of big.sort((a, b) => ret[b] - ret[a]).slice(0, 80)) { const chain = []; let v = i; for (let k = 0; k < 4 && v !== 0; k++) { const d = idom[v]; chain.push(`${edgeName(d, v)}<${type(d)}:${name(d).slice(0, 25)}`); v = d; }
  console.log(MB(ret[i]).padStart(7), `${type(i)}:${name(i).slice(0, 40)}`.padEnd(48), chain.join(' ')); }
console.log('\n-- biggest contexts: their variables');
const ctxs = []; for (let i = 0; i < N; i++) if (seen[i] && name(i) === 'system / Context' && ret[i] > 150000) ctxs.push(i);
for (const c of ctxs.sort((a, b) => ret[b] - ret[a]).slice(0, 8)) { const vs = [];
  for (let e = firstEdge[c]; e < firstEdge[c + 1]; e += EF) { const w = edges[e + eTo] / NF; vs.push([idom[w] === c ? ret[w] : 0, strings[edges[e + eName]] ?? edges[e + eName]]); }
  vs.sort((a, b) => b[0] - a[0]); console.log(MB(ret[c]), vs.length, 'vars:', vs.slice(0, 14).map(([r, n]) => `${n}=${(r / 1024).toFixed(0)}K`).join(' ')); }
console.log('\n-- top-level dominators (idom synthetic), grouped by type:name');
const tl = new Map(); let tlTotal = 0;
for (let i = 0; i < N; i++) { if (!seen[i] || type(i) === 'synthetic' || type(i) !== 'synthetic' && type(idom[i]) !== 'synthetic') continue; const k = `${type(i)}:${name(i).slice(0, 30)}`; const c = tl.get(k) ?? [0, 0]; c[0] += ret[i]; c[1]++; tl.set(k, c); tlTotal += ret[i]; }
console.log('total', MB(tlTotal));
for (const [k, [s, c]] of [...tl].sort((a, b) => b[1][0] - a[1][0]).slice(0, 25)) console.log(MB(s).padStart(7), String(c).padStart(7), k);
console.log('\n-- shared top-level Objects by property names');
const sig = new Map();
for (let i = 0; i < N; i++) { if (!seen[i] || name(i) !== 'Object' || type(i) !== 'object' || type(idom[i]) !== 'synthetic') continue;
  const ps = []; for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) if (edgeTypes[edges[e + eType]] === 'property') ps.push(strings[edges[e + eName]]);
  const k = ps.filter((p) => p !== '__proto__').slice(0, 8).join(','); const c = sig.get(k) ?? [0, 0]; c[0] += ret[i]; c[1]++; sig.set(k, c); }
for (const [k, [s, c]] of [...sig].sort((a, b) => b[1][0] - a[1][0]).slice(0, 12)) console.log(MB(s).padStart(7), String(c).padStart(7), k);
if (process.env.SIG) { console.log('\n-- what objects with properties ' + process.env.SIG + ' retain, by edge');
  const per = new Map(); let n = 0;
  for (let i = 0; i < N; i++) { if (!seen[i] || type(i) !== 'object') continue;
    const ps = []; for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) if (edgeTypes[edges[e + eType]] === 'property') ps.push(strings[edges[e + eName]]);
    if (ps.filter((p) => p !== '__proto__').slice(0, 8).join(',') !== process.env.SIG) continue; n++;
    const add = (k, v) => { const c = per.get(k) ?? [0, 0]; c[0] += v; c[1]++; per.set(k, c); };
    add('(self)', self(i));
    for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) { const w = edges[e + eTo] / NF; const en = edgeTypes[edges[e + eType]] === 'property' ? strings[edges[e + eName]] : edgeTypes[edges[e + eType]];
      add(`${en}->${type(w)}:${name(w).slice(0, 20).replace(/\n/g, ' ')}`.slice(0, 60), idom[w] === i ? ret[w] : 0);
      if (idom[w] === i && (type(w) === 'closure' || type(w) === 'regexp')) for (let f = firstEdge[w]; f < firstEdge[w + 1]; f += EF) { const x = edges[f + eTo] / NF; if (idom[x] === w) add(`  ${en}.${strings[edges[f + eName]] ?? edges[f + eName]}->${type(x)}:${name(x).slice(0, 20)}`, ret[x]); } } }
  console.log('objects', n); for (const [k, [s, c]] of [...per].sort((a, b) => b[1][0] - a[1][0]).slice(0, 25)) console.log(MB(s).padStart(7), String(c).padStart(7), k); }
if (process.env.VAR) for (const vname of process.env.VAR.split(',')) { // nodes dominated by a context variable, by type:name and by size
  let root = -1; for (let i = 0; i < N && root < 0; i++) if (seen[i] && name(i) === 'system / Context') for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) if (strings[edges[e + eName]] === vname && edgeTypes[edges[e + eType]] === 'context') { root = edges[e + eTo] / NF; break; }
  if (root < 0) { console.log('no', vname); continue; }
  const inside = new Uint8Array(N); const agg = new Map(); inside[root] = 1;
  for (let k = order.length - 1; k >= 0; k--) { const v = order[k]; if (v !== root && inside[idom[v]]) inside[v] = 1; }
  for (let i = 0; i < N; i++) if (inside[i]) { const k = `${type(i)}:${type(i) === 'string' ? '' : name(i).slice(0, 20)}`; const c = agg.get(k) ?? [0, 0]; c[0] += self(i); c[1]++; agg.set(k, c); }
  console.log(`\n-- inside ${vname} (${MB(ret[root])} MB)`); for (const [k, [s, c]] of [...agg].sort((a, b) => b[1][0] - a[1][0]).slice(0, 8)) console.log(MB(s).padStart(7), String(c).padStart(7), k); }
