import { describe, expect, it } from 'vitest';
import { keyValueAffiliation } from './latex-keys.ts';
import { expandMacros, userMacros } from './latex-macros.ts';
import { markRefs } from './latex-templates.ts';

describe('keyValueAffiliation (elsarticle / CAS)', () => {
  it('prints organization, city and country, drops the postcode and the keys', () => {
    // From test/fixtures/affiliations/design/cas-hit-dir/front.tex.
    expect(keyValueAffiliation('\n  organization={School of Computer Science and Technology, Harbin Institute of Technology},\n  city={Shenzhen},\n  postcode={518055},\n  country={China}\n'))
      .toBe('School of Computer Science and Technology, Harbin Institute of Technology, Shenzhen, China');
    expect(keyValueAffiliation('organization=Inria, addressline=2004 route des Lucioles, city=Sophia Antipolis, country=France'))
      .toBe('Inria, 2004 route des Lucioles, Sophia Antipolis, France');
  });
  it('leaves plain affiliations alone', () => expect(keyValueAffiliation('Dept. of CS, MIT')).toBeNull());
});

describe('user macros', () => {
  it('expands \\newcommand with arguments, a missing argument left empty; the readers\' own commands are kept', () => {
    const tex = '\\newcommand{\\superaffil}[2]{\\textsuperscript{#1}\\,#2}\\newcommand{\\author}[1]{x}\\def\\lab{Vision Lab}';
    const m = userMacros(tex);
    expect(m.has('author')).toBe(false);
    expect(expandMacros('A B\\superaffil{1,2}\\and C\\superaffil{}\\and \\lab', m)).toBe('A B\\textsuperscript{1,2}\\,\\and C\\textsuperscript{}\\,\\and Vision Lab');
  });
  it('marks \\inst and \\IEEEauthorrefmark as ⟦markers⟧', () => {
    expect(markRefs('Yan Hongfei\\inst{1,3} \\and Thomas Herault\\IEEEauthorrefmark{1}')).toBe('Yan Hongfei⟦1,3⟧ \\and Thomas Herault⟦1⟧');
  });
});
