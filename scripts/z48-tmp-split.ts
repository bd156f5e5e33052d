import { splitNames } from '../src/institutions/author-block.ts';
for (const s of process.argv.slice(2)) console.log(s, '=>', JSON.stringify(splitNames(s)));
