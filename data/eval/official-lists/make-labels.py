# How labels.jsonl was written: the reviewed candidate pairs of scripts/lists-label-candidates.ts (--out /tmp/cands3.jsonl) and the hand judgments below.
import json, collections
L=[json.loads(l) for l in open('/tmp/cands3.jsonl')]
# Hand judgments: official entries whose arXiv twin is in the sample (every list-side / arXiv-side pair was read; all others judged different papers).
OFFICIAL_SAME = {
  ('colt-2024','v247/pensia24'): ('2403.16981','same title and authors; posted Mar 2024, before COLT 2024'),
  ('corl-2024','v270/liu24c'): ('2505.21981','same title and authors; comments "Presented at CoRL 2024"'),
  ('uai-2025','v286/negro25a'): ('2507.01700','same title and authors; comments "Accepted ... 41st Conference on Uncertainty in AI"'),
  ('uai-2025','v286/venkataramanan25a'): ('2505.05163','same title and authors; comments "UAI 2025"'),
  ('acl-2024','2024.acl-srw.11'): ('2506.03580','same title and authors; comments "62nd Annual Meeting of the ACL (Volume 4: Student Research Workshop)"'),
  ('acl-2024','2024.findings-acl.302'): ('2604.23948','same title and authors; comments "Presented at ACL 2024 Findings" (posted 2026)'),
}
OFFICIAL_NOTES = {
  ('acl-2024','2504.04151'): 'same title, same authors, but comments "Accepted to NAACL 2025 Main": the later NAACL 2025 paper, not the ACL 2024 SRW one',
  ('acl-2024','2510.24014'): 'same title, comments "ACL 2025": a later paper reusing the Findings ACL 2024 title',
  ('icml-2024','2606.13580'): 'EvTexture++ (TPAMI 2026, "Extended version of arXiv:2406.13457 (ICML 2024)"): the extension, not the ICML paper',
  ('colt-2025','2403.16981'): 'other paper (COLT 2025 title adds "Distributed ... under Information Constraints")',
  ('naacl-2024','2604.12744'): 'Universal NER v2: a later benchmark paper, not the NAACL 2024 one',
}
# papercopilot ICML 2024 / 2025 lists: records claiming the edition whose twin was judged by hand (top title candidate unless given here).
PC_EXTRA = {
  '2505.04620':'site_ec24014600','2505.11770':'site_571b602dd1','2505.23027':'site_e5f3e8de89','2505.23729':'site_55c5be6289',
  '2506.01778':'site_839b10cabc','2506.08292':'site_2c069881bd','2506.08295':'site_f753d17f9a','2506.09022':'site_712fae57bc',
  '2506.11769':'site_7222fbc8ba','2506.17930':'site_cd2d203f9a','2506.18251':'site_863a622a6f','2506.23286':'site_4cb7c265a9',
  '2507.10375':'site_ad4c334555','2507.22606':'site_b259307f0f','2508.11697':'site_5f87789508',
}
PC_NOT = {'2606.13580': 'EvTexture++ (TPAMI 2026), the extension of the ICML 2024 paper, not it'}
out=[]
# Official sources: every entry met in a candidate pair, either direction.
ent=collections.OrderedDict()
for x in L:
    if x['side']=='list' and x['source']!='papercopilot':
        ent.setdefault((x['source'],x['ref'],x['edition'],x['entry']),set()).add('list-side')
    if x['side']=='arxiv' and x['source']!='papercopilot':
        for c in x['candidates']:
            ent.setdefault((x['source'],x['ref'],x['claim'],c['entry']),set()).add('arxiv-side')
for (src,ref,ed,e),how in ent.items():
    t=OFFICIAL_SAME.get((ed,e))
    out.append({'set':'official','source':src,'list':ref,'edition':ed,'entry':e,'truth':t[0] if t else None,'candidates_from':sorted(how),'note':t[1] if t else None})
notes_by_entry={}
for x in L:
    if x['side']=='list' and (x['edition'],x['arxiv']) in OFFICIAL_NOTES and x['share']>=0.6:
        notes_by_entry[(x['edition'],x['entry'])]=f"not {x['arxiv']}: "+OFFICIAL_NOTES[(x['edition'],x['arxiv'])]
for o in out:
    if (o['edition'],o['entry']) in notes_by_entry: o['note']=notes_by_entry[(o['edition'],o['entry'])]
# papercopilot: positives, plus the judged-different same-title entry.
pc={}
for x in L:
    if x['side']!='arxiv' or x['source']!='papercopilot': continue
    a=x['arxiv']
    if a in PC_NOT:
        top=max(x['candidates'],key=lambda c:c['share'])
        pc[(x['claim'],top['entry'])]={'set':'papercopilot','source':'papercopilot','list':x['ref'],'edition':x['claim'],'entry':top['entry'],'truth':None,'candidates_from':['arxiv-side'],'note':f'not {a}: '+PC_NOT[a]}
        continue
    e=PC_EXTRA.get(a)
    if not e:
        c=[c for c in x['candidates'] if c['share']>=0.85]
        if not c: continue
        e=max(c,key=lambda c:c['share'])['entry']
        note='same paper (title and authors); record says '+x['text'][:60].strip(' |')
    else:
        note='same authors, retitled between arXiv and the accepted list; record says '+x['text'][:60].strip(' |')
    pc[(x['claim'],e)]={'set':'papercopilot','source':'papercopilot','list':x['ref'],'edition':x['claim'],'entry':e,'truth':a,'candidates_from':['arxiv-side'],'note':note}
# papercopilot list side (strong title candidates): every pair read; these are the twins (identical or retitled with the same authors).
PC_LIST_SAME = set('2505.06843 2506.00698 2506.07883 2504.15253 2505.06003 2505.13652 2506.08257 2505.18956 2506.07806 2506.13095 2505.20251 2506.09416 2504.12427 2506.07720 2504.13416 2504.14906'.split())
for x in L:
    if x['side']!='list' or x['source']!='papercopilot': continue
    k=(x['edition'],x['entry'])
    if k in pc:
        if 'list-side' not in pc[k]['candidates_from']: pc[k]['candidates_from'].append('list-side')
        continue
    if x['arxiv'] in PC_LIST_SAME:
        note = 'same title and authors' if x['share']==1 else 'same 13 authors and subtitle, retitled (AudioSpace / OmniAudio)'
        if x['arxiv']=='2506.07720': note += '; the record says "Accpeted by ICML2024" but it is on the ICML 2025 list'
        pc[k]={'set':'papercopilot','source':'papercopilot','list':x['ref'],'edition':x['edition'],'entry':x['entry'],'truth':x['arxiv'],'candidates_from':['list-side'],'note':note}
out+=list(pc.values())
with open('/work/wt-lists/data/eval/official-lists/labels.jsonl','w') as f:
    for o in out: f.write(json.dumps(o,ensure_ascii=False)+'\n')
c=collections.Counter((o['set'],o['source'],o['truth'] is not None) for o in out); print(c)
print(collections.Counter((o['source'],o['edition']) for o in out if o['set']=='official'))
