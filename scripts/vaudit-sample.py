#!/usr/bin/env python3
"""Round vaudit: seeded stratified sample of 120 records from venue sets 149-208.

Method: read every record of test/fixtures/venues/labeled-dev-N.jsonl, N = 149..208 (file order),
split into stratum V (non-empty `venues`) and stratum E (`venues: []`); shuffle V with
random.Random(SEED) and take its first 80; then sort the remainder (V not taken + E) by (set, id),
shuffle it with the same generator and take 40 more, so at least 80 of the 120 are V.
Writes the blind copy (id, comments, journal_ref only) to .scratch/vaudit-blind.jsonl and the id
list to stdout. Prints nothing about labels except the two stratum sizes.
"""
import json, random, sys
SEED = 20261206
recs = []
for n in range(149, 209):
    with open(f"test/fixtures/venues/labeled-dev-{n}.jsonl") as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                recs.append((n, r))
V = [x for x in recs if x[1]["venues"]]
E = [x for x in recs if not x[1]["venues"]]
rng = random.Random(SEED)
rng.shuffle(V)
take = V[:80]
rest = V[80:] + E
rest.sort(key=lambda x: (x[0], x[1]["id"]))
rng.shuffle(rest)
take += rest[:40]
take.sort(key=lambda x: (x[0], x[1]["id"]))
print(f"records {len(recs)}; stratum V {len(V)}; stratum E {len(E)}", file=sys.stderr)
with open(".scratch/vaudit-blind.jsonl", "w") as f:
    for n, r in take:
        f.write(json.dumps({"set": n, "id": r["id"], "comments": r["comments"], "journal_ref": r["journal_ref"]}, ensure_ascii=False) + "\n")
for n, r in take:
    print(f"{n}\t{r['id']}")
