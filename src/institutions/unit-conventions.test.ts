import { describe, expect, it } from 'vitest';
import { matchAffiliation } from './match.ts';
import { loadRegistry } from './registry.ts';

// The conventions settled by the graders' own labels (docs/affiliations.md, "Conventions settled by the graders' labels"):
// a unit written with its institution that has its own registry record is that record AND the institution; Chinese names of
// non-Chinese universities in the reference page's form where the page shows one, else the registry's (world-universities) form.
// Affiliation strings below are made up (invented groups and teams in front of real organisations).

const ids = (text: string) => matchAffiliation(text).map((r) => r.ror ?? r.name_en);

describe('a unit with its own registry record stays beside its institution', () => {
  it("an academy's institute written as a unit before the academy: the institute's record and the academy", () => {
    // (was the institute alone: the academy read as the institute's address)
    expect(ids('Laboratory of Imaginary Optics, Institute of Physics, Chinese Academy of Sciences, Beijing 100190, China')).toEqual(['05cvf7v30', '034t30j35']);
  });

  it('an academy written right after one of its institutes named as an organisation is kept', () => {
    expect(ids('Centre for Fictional Robotics, Shenzhen Institutes of Advanced Technology, Chinese Academy of Sciences, Shenzhen, China')).toEqual(['04gh4er46', '034t30j35']);
  });

  it('a record the registry names with its parent joined to it (JPL, Caltech) is the unit and the parent', () => {
    // (was JPL alone: the joined look-up took both pieces)
    expect(ids('Imaginary Planets Group, Jet Propulsion Laboratory, California Institute of Technology, Pasadena, CA, USA')).toEqual(['027k65916', '05dxps055']);
  });

  it("a further parent the registry records (JPL: NASA first, then Caltech) is read from the shipped data", () => {
    const jpl = loadRegistry().byId.get('027k65916');
    expect(jpl?.parent).toBe('027ka1x80');
    expect(jpl?.otherParents).toContain('05dxps055');
  });

  it("an organisation's name followed by a city, with one record of it named with that city under it: that centre and the organisation", () => {
    expect(ids('Inria Paris, Team Imaginary, Paris, France')).toEqual(['05eyd5d35', '02kvxyf05']);
    // (of Inria's records in Lille, the one named with Inria's name: not a joint laboratory in Lille)
    expect(ids('Inria Lille - Nord Europe, Project-team Invented, Villeneuve d’Ascq, France')).toEqual(['04eej9726', '02kvxyf05']);
  });

  it('a name of the institution itself is no unit, and a city in its own name names no centre', () => {
    const got = ids('University of California, Berkeley. Berkeley, CA USA');
    expect(got).toContain('01an7q238');
    expect(got).not.toContain('02hhwwz98');
    expect(ids('Department of Imaginary Studies, University of California, Berkeley, CA, USA')).toEqual(['01an7q238']);
  });

  it('a department without a record stays a unit of its institution (no record of its own to name)', () => {
    const [r] = matchAffiliation('Department of Invented Sciences, Columbia University, New York, NY, USA');
    expect(r.ror).toBe('00hj8s172');
    expect(r.unit_en).toBe('Department of Invented Sciences');
  });
});

describe('Chinese names with two current forms', () => {
  const zh = (id: string) => loadRegistry().byId.get(id)?.name_zh;
  it("the reference page's forms for the University of California's campuses and Caltech", () => {
    expect(zh('01an7q238')).toBe('加州大学伯克利分校');
    expect(zh('046rm7j60')).toBe('加州大学洛杉矶分校');
    expect(zh('05dxps055')).toBe('加州理工学院');
  });

  it("the registry's (world-universities) form where the reference page shows none", () => {
    expect(zh('00hj54h04')).toBe('德克萨斯大学奥斯汀分校');
    expect(zh('047426m28')).toBe('伊利诺伊大学香槟分校');
    expect(zh('02s376052')).toBe('洛桑联邦理工大学');
  });
});
