import { matchAffiliation } from '../src/institutions/match.ts';
for (const s of process.argv.slice(2)) console.log(s, '=>', JSON.stringify(matchAffiliation(s).map((r) => [r.name_en, r.id, r.unit_en])));
