// What `paperboard import` loads on its main thread before the import starts: the modules reached by the static value
// imports of src/cli/import.ts (type-only imports are erased by the build; dynamic imports load when they run). The
// main thread indexes the search file and cuts the file into batches; the venue catalogue and the enrichment and
// affiliation task modules are not its work, and loading them cost ~0.25 s of CPU and ~20 MB of peak RSS on every
// import (jobs/sweep-names.ts).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Relative module paths a file imports for their values (static import and export … from; type-only ones left out). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes = clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) out.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      out.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return out.filter((s) => s.startsWith('.')).map((s) => path.resolve(path.dirname(file), s));
}

/** Every source module `entry` loads through static value imports, relative to src/. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [path.join(SRC, entry)];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    todo.push(...valueImports(file));
  }
  return new Set([...seen].map((f) => path.relative(SRC, f)));
}

describe('the import command at start', () => {
  it('loads neither the venue catalogue nor the enrichment and affiliation task modules on its main thread', () => {
    const graph = staticGraph('cli/import.ts');
    expect(graph.has('arxiv/import.ts')).toBe(true);
    expect(graph.has('jobs/after-new-papers.ts')).toBe(true);
    const heavy = [...graph].filter((f) => f.startsWith('venues/') || f.startsWith('corrections/') || f === 'enrich/tasks.ts' || f.startsWith('institutions/'));
    expect(heavy).toEqual([]);
  });

  it('finds what a module does load (the walk is not empty by mistake)', () => {
    const graph = staticGraph('enrich/tasks.ts');
    expect(graph.has('jobs/sweep-names.ts')).toBe(true);
    expect([...graph].some((f) => f.startsWith('venues/'))).toBe(true);
  });
});
