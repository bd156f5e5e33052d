import { describe, expect, it } from 'vitest';
import { matchAffiliation } from './match.ts';

// Round z63: resolution rules from the design half's misses (PROVENANCE.md, round z63); each test fails without its rule. Company names
// are made up; the universities are registry records other than the round's own (the rule is about the registry's records).

const names = (text: string) => matchAffiliation(text).map((i) => i.name_en);

describe('"<Place> University" for the registry\'s "University of <Place>" when a record of another kind ("… University Press", "… University Hospital") carries the short form', () => {
  it('reads the university, not nothing, beside its press or hospital record', () => {
    expect(names('Tartu University')).toEqual(['University of Tartu']);
    expect(names('School of Biology, Oulu University, Finland')).toEqual(['University of Oulu']);
    expect(names('Stavanger University, Norway')).toEqual(['University of Stavanger']);
  });
  it('a university that is its own record under the short form keeps it ("Washington University" is not the University of Washington)', () => {
    expect(names('Washington University')).toEqual(['Washington University in St. Louis']);
  });
});

describe('Spanish, French, Czech and Portuguese legal forms end a company name kept by its own name', () => {
  it('drops "S.L.", "S.L.U.", "S.A.U.", "S.A.R.L.", "s.r.o." and "Ltda." after a name the registry lacks', () => {
    expect(names('Datos Orbitales S.L., Valencia, Spain')).toEqual(['Datos Orbitales']);
    expect(names('Robotica Marina S.L.U., Vigo, Spain')).toEqual(['Robotica Marina']);
    expect(names('Analitica Fluvial S.A.U., Bilbao, Spain')).toEqual(['Analitica Fluvial']);
    expect(names('Optique Alpine S.A.R.L., Grenoble, France')).toEqual(['Optique Alpine']);
    expect(names('Vltava Sensing s.r.o., Prague, Czech Republic')).toEqual(['Vltava Sensing']);
    expect(names('Dados Serranos Ltda., Campinas, Brazil')).toEqual(['Dados Serranos']);
  });
});
