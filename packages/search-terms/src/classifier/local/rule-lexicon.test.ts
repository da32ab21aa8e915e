import { describe, expect, it } from 'vitest';
import { detectRuleLanguage } from './rule-lexicon.js';
import { readRules } from './rule-reading.js';

const excludedOf = (rules: string[]) => readRules(rules).excluded.map((phrase) => phrase.text);
/** A rule in the brief's language, so a one-line test is read in it as a whole brief would be. */
const CZECH = 'Pečeme chléb a rohlíky pro firmy v Brně a na Vysočině, jen na objednávku.';
const FINNISH = 'Leivomme leipää ja pullaa yrityksille, myös juhliin, ja vain tilauksesta.';
const TURKISH = 'Sadece ekmek ve simit yapıyoruz, siparişle ve bir gün önceden.';
const GREEK = 'Φτιάχνουμε μόνο ψωμί και κουλούρια για καφέ και εστιατόρια.';
const DANISH = 'Vi bager kun brød og boller til caféer, og det er det vi kan.';
const INDONESIAN = 'Kami hanya jual roti dan kue untuk toko dan juga restoran.';

describe('detectRuleLanguage', () => {
  it('tells a brief in another language by its everyday words, English by default', () => {
    expect(
      detectRuleLanguage([
        'No hacemos tartas nupciales ni banquetes a domicilio: solo pan y bollos en la tienda.',
      ]),
    ).toBe('es');
    expect(
      detectRuleLanguage(['Emme myy kakkuja emmekä pitopalvelua, vain leipää ja pullaa.']),
    ).toBe('fi');
    expect(detectRuleLanguage(['We bake bread; no wedding cakes and no catering.'])).toBe('en');
    // A name or two in another language leaves an English brief English.
    expect(detectRuleLanguage(['Exclude searches for la tienda Panadero and other shops.'])).toBe(
      'en',
    );
  });
});

describe('readRules in another language', () => {
  it('reads the list after a cue that opens the clause', () => {
    expect(
      excludedOf(['No hacemos tartas nupciales, ni banquetes empresariales o cursos de cocina.']),
    ).toEqual(['tartas nupciales', 'banquetes empresariales', 'cursos de cocina']);
  });

  it('reads the list before a cue that closes the clause', () => {
    expect(excludedOf([CZECH, 'Dorty, svatební catering a kurzy pečení ne.'])).toEqual([
      'dorty',
      'svatebni catering',
      'kurzy peceni',
    ]);
    expect(excludedOf([FINNISH, 'Pitopalvelu ja leivontakurssit pois.'])).toEqual([
      'pitopalvelu',
      'leivontakurssit',
    ]);
  });

  it('reads the list before a cue inside the clause, not the verbs after it', () => {
    expect(excludedOf([FINNISH, 'Käytettyjä leivänpaahtimia emme osta emmekä myy.'])).toEqual([
      'kaytettyja leivanpaahtimia',
    ]);
  });

  it('reads a verb negated by its prefix as the cue', () => {
    expect(excludedOf([CZECH, 'Neprodáváme dorty ani svatební catering.'])).toEqual([
      'dorty',
      'svatebni catering',
    ]);
  });

  it('reads each side of a "but" with its own polarity, so what is kept is never excluded', () => {
    const read = readRules([CZECH, "Catering nemáme, ale 'chléb vs pečivo' je v pořádku."]);
    expect(read.excluded.map((phrase) => phrase.text)).toEqual(['catering']);
    expect(read.kept.map((phrase) => phrase.text)).toContain('chleb vs pecivo');
  });

  it('notes a clause that says "only" as the scope, where the market is read', () => {
    const rule = 'Rozvážíme jen po Brně a okolí.';
    expect(readRules([CZECH, rule]).scopeSentences).toContain(rule);
  });

  it('leaves an English brief read as before', () => {
    expect(excludedOf(['We bake bread. Exclude wedding cakes and catering.'])).toEqual([
      'wedding cakes',
      'catering',
    ]);
  });
});

describe('readRules in Turkish and Greek', () => {
  it('tells them by their everyday words', () => {
    expect(detectRuleLanguage([TURKISH])).toBe('tr');
    expect(detectRuleLanguage([GREEK])).toBe('el');
  });

  it('reads the list before "yok" and before a negated verb', () => {
    expect(excludedOf([TURKISH, 'Düğün pastası, kurabiye ve fırın kursları yok.'])).toEqual([
      'dugun pastası',
      'kurabiye',
      'fırın kursları',
    ]);
    expect(excludedOf([TURKISH, 'Kurabiye satmıyoruz.'])).toEqual(['kurabiye']);
  });

  it('splits a Greek clause at an accented "but", so what is kept is never excluded', () => {
    const read = readRules([GREEK, 'Δεν κάνουμε τούρτες γάμου, αλλά κουλούρια για γάμους ΟΚ.']);
    expect(read.excluded.map((phrase) => phrase.text)).toEqual(['τουρτες γαμου']);
    expect(read.keptSentences).toEqual(['κουλούρια για γάμους ΟΚ.']);
  });
});

describe('readRules in Danish and Indonesian', () => {
  it('tells them by their everyday words', () => {
    expect(detectRuleLanguage([DANISH])).toBe('da');
    expect(detectRuleLanguage([INDONESIAN])).toBe('id');
  });

  it('reads the lists after "ingen" and "tidak ada"', () => {
    expect(excludedOf([DANISH, 'Ingen kager, catering eller bagekurser.'])).toEqual([
      'kager',
      'catering',
      'bagekurser',
    ]);
    expect(excludedOf([INDONESIAN, 'Tidak ada katering atau kelas membuat roti.'])).toEqual([
      'katering',
      'kelas membuat roti',
    ]);
  });
});
