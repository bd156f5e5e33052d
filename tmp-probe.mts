import fs from 'node:fs';
import { titleKey } from './src/venues/lists/normalise.ts';
import { entriesFromBib, entryFromPost } from './src/official/pmlr-parse.ts';
import { parseAclCollection } from './src/official/acl-parse.ts';
import { parseVirtualSite } from './src/official/virtual-site.ts';
const S='/work/shared/data/official-lists/';
const keys = new Map<string,string>();
for (const l of fs.readFileSync('/work/shared/data/arxiv/arxiv-snapshot-sample.jsonl','utf8').split('\n')) { if(!l) continue; const r=JSON.parse(l); keys.set(titleKey(r.title), r.id); }
const sets: Record<string, any[]> = {};
for (const [n,f,v] of [['uai24','pmlr/v244-uai2024/UAI2024.bib',244],['colt24','pmlr/v247-colt2024/colt2024.bib',247],['corl24','pmlr/v270-corl2024/corl24.bib',270],['uai25','pmlr/v286-uai2025/uai2025.bib',286],['colt25','pmlr/v291-colt2025/colt2025.bib',291]] as const) {
  const t0=Date.now(); sets[n]=entriesFromBib(fs.readFileSync(S+f,'utf8'), v, 'https://proceedings.mlr.press'); console.log(n, 'parse ms', Date.now()-t0);
}
sets.icml24posts = fs.readdirSync(S+'pmlr/v235-icml2024/_posts').map(f=>entryFromPost(fs.readFileSync(S+'pmlr/v235-icml2024/_posts/'+f,'utf8'),235,'x','y')).filter(Boolean);
for (const c of ['2024.acl','2024.naacl','2024.findings','2024.repl4nlp','2024.trustnlp','2024.bionlp']) { const col=parseAclCollection(fs.readFileSync(S+'acl-anthology/data/xml/'+c+'.xml','utf8'),c,'https://aclanthology.org'); sets[c]=col.volumes.flatMap(v=>v.papers); if(c==='2024.acl') console.log('colocated', col.colocated.length, col.volumes.map(v=>v.id+':'+v.papers.length)); }
sets.icmlcc = parseVirtualSite(fs.readFileSync(S+'icml-cc/ICML 2024 Events.json','utf8'),'u','icml.cc');
for (const [n,es] of Object.entries(sets)) console.log(n, es.length, 'title hits in sample:', es.filter(e=>keys.has(titleKey(e.title))).length, JSON.stringify(es[3]).slice(0,250));
const hits: any[] = [];
for (const [n,es] of Object.entries(sets)) for (const e of es) { const id = keys.get(titleKey(e.title)); if (id) hits.push({set:n, id, title:e.title, ext:e.externalId, authors:e.authors.slice(0,3)}); }
fs.writeFileSync('/tmp/hits.json', JSON.stringify(hits,null,1));
