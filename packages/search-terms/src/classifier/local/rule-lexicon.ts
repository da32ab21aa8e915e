import { tokenize } from '../text/fold-text.js';

// How a brief's rules say "exclude", "that's fine", "and" and "or" in the languages marketers write
// them in (DESIGN §7: one seam per language, English first; rule-reading.ts holds English's own).
// Everyday vocabulary only, folded as rules are (accents off), never an advertiser's words: a
// language is added here, not forked.

export type RuleLanguage =
  | 'en'
  | 'es'
  | 'ca'
  | 'pt'
  | 'it'
  | 'fr'
  | 'de'
  | 'nl'
  | 'pl'
  | 'cs'
  | 'sk'
  | 'sv'
  | 'fi'
  | 'ro'
  | 'tr'
  | 'el'
  | 'da'
  | 'id';

export interface RuleLexicon {
  /** Words that mark the language's sentences (articles, prepositions, pronouns). */
  markers: readonly string[];
  /** Folded words (or word runs) that make a clause an exclusion. */
  excludeCues: readonly string[];
  /** Folded word patterns that make one: negated verbs built by a prefix ("neděláme"). */
  excludePatterns?: readonly RegExp[];
  /** Folded words that keep ("fine", "welcome", "yes"). */
  keepCues: readonly string[];
  /** "only": a clause that sets the market or the offer's scope. */
  scopeCues: readonly string[];
  /** "but", "except": each side of one has its own polarity. */
  butWords: readonly string[];
  /** "and", "or", "nor": they separate a list's items. */
  listWords: readonly string[];
  /** Words that pad an item without naming a thing (articles, "searches", "people", "sell"). */
  padding: readonly string[];
}

const words = (text: string): string[] => text.split(' ');

export const RULE_LEXICONS: Readonly<Record<Exclude<RuleLanguage, 'en'>, RuleLexicon>> = {
  es: {
    scopeCues: words('solo solamente unicamente exclusivamente'),
    butWords: words('pero sino salvo excepto'),
    markers: words('el la los las de del que para por con una unos unas y en es somos hacemos no'),
    excludeCues: words('no ni tampoco nada excluir excluye fuera evitar nunca'),
    keepCues: words('si ok bien bienvenidas bienvenidos sirven valen vale mantienen'),
    listWords: words('y e o u ni'),
    padding: words(
      'el la los las lo de del al un una unos unas para por con en que se su sus quien quiere busquedas busqueda gente personas cualquier otro otros otras etc ej vendemos hacemos ofrecemos somos nada tampoco ni no',
    ),
  },
  ca: {
    scopeCues: words('nomes unicament exclusivament'),
    butWords: words('pero sino excepte'),
    markers: words('el la els les de del que per amb una i es som fem no'),
    excludeCues: words('no ni tampoc res excloure fora evitar mai'),
    keepCues: words('si ok be benvingudes benvinguts serveixen valen'),
    listWords: words('i o ni'),
    padding: words(
      'el la els les de del al un una uns unes per amb en que es seu seus cerques gent persones qualsevol altre altres etc venem fem oferim som res tampoc ni no',
    ),
  },
  pt: {
    scopeCues: words('so somente apenas unicamente exclusivamente'),
    butWords: words('mas exceto salvo'),
    markers: words('o a os as de do da dos das que para por com um uma e em nao somos fazemos'),
    excludeCues: words('nao nem tampouco nada excluir fora evitar nunca'),
    keepCues: words('sim ok bem vindas vindos servem validas validos mantemos'),
    listWords: words('e ou nem'),
    padding: words(
      'o a os as de do da dos das um uma uns umas para por com em que se seu sua pesquisas pesquisa gente pessoas qualquer outro outros outras etc vendemos fazemos oferecemos somos nada nem nao',
    ),
  },
  it: {
    scopeCues: words('solo soltanto unicamente esclusivamente'),
    butWords: words('ma tranne salvo'),
    markers: words('il lo la gli le di del della dei che per con una e non siamo facciamo'),
    excludeCues: words('non ne niente nulla escludere escludi fuori evitare mai'),
    keepCues: words('si ok bene benvenute benvenuti vanno teniamo'),
    listWords: words('e ed o oppure ne'),
    padding: words(
      'il lo la gli le i di del della dei delle un una uno per con in che si suo sua ricerche ricerca gente persone qualsiasi altro altri altre ecc vendiamo facciamo offriamo siamo niente nulla ne non',
    ),
  },
  fr: {
    scopeCues: words('uniquement seulement exclusivement'),
    butWords: words('mais sauf'),
    markers: words('le la les des du de que pour avec une et est pas nous on ne'),
    excludeCues: words('pas ne ni aucun aucune exclure exclus eviter jamais non'),
    keepCues: words('oui ok bienvenues bienvenus va gardons'),
    listWords: words('et ou ni'),
    padding: words(
      'le la les l des du de d un une pour par avec en que qui se son sa ses recherches recherche gens personnes tout toute autre autres etc vendons faisons proposons sommes fait fais gere geres veut veulent cest ce sont nous pour interessent on ne pas ni non',
    ),
  },
  de: {
    scopeCues: words('nur ausschliesslich ausschließlich'),
    butWords: words('aber sondern ausser außer'),
    markers: words('der die das den dem des und oder nicht kein keine wir ist sind fur mit von'),
    excludeCues: words(
      'nicht kein keine keinen keiner keines ausschliessen ausschließen ausgeschlossen nie niemals raus weg',
    ),
    keepCues: words('ja ok okay willkommen gerne erwunscht behalten passt'),
    listWords: words('und oder sowie noch'),
    padding: words(
      'der die das den dem des ein eine einen einem einer fur mit von zu im in am auf suchen suche suchanfragen leute personen jede jeder andere anderen usw bzw verkaufen machen bieten sind wir nicht kein keine keinen',
    ),
  },
  nl: {
    scopeCues: words('alleen uitsluitend'),
    butWords: words('maar behalve'),
    markers: words('de het een van en of niet geen wij we is zijn voor met'),
    excludeCues: words('niet geen nooit uitsluiten uitgesloten weg'),
    keepCues: words('ja ok oke welkom prima houden'),
    listWords: words('en of noch'),
    padding: words(
      'de het een van voor met in op zoekopdrachten zoekterm mensen iedereen andere enz verkopen doen bieden zijn wij we niet geen',
    ),
  },
  pl: {
    scopeCues: words('tylko wylacznie'),
    butWords: words('ale lecz oprocz'),
    markers: words('i w z na nie do dla jest sa oraz lub albo ani'),
    excludeCues: words('nie ani zadnych zaden zadne wykluczyc wykluczamy nigdy'),
    keepCues: words('tak ok mile zostawiamy'),
    listWords: words('i oraz lub albo ani czy'),
    padding: words(
      'w z na do dla wyszukiwania ludzie osoby kazdy inne itd sprzedajemy robimy oferujemy jestesmy nie ani',
    ),
  },
  cs: {
    scopeCues: words('jen pouze vyhradne'),
    butWords: words('ale krome'),
    markers: words('a v na se je jsou pro s z do ne ani nebo jen'),
    excludeCues: words('ne ani zadne zadny zadna nikdy vyloucit pryc nejsou'),
    // Czech negates a verb by its prefix: "neprodáváme", "neděláme", "nemáme".
    excludePatterns: [/^ne(?!chav)\p{L}{2,}(?:me|ou)$/u],
    keepCues: words('ano ok poradku vitany nechavame'),
    listWords: words('a nebo ani i'),
    padding: words(
      'v na se pro s z do k u nas nas dotazy dotaz lide kazdy jine jiny jina zeme atd napr prodavame delame nabizime jsme ne ani stejne jako zakaznik zakaznici',
    ),
  },
  sk: {
    scopeCues: words('len iba vyhradne'),
    butWords: words('ale okrem'),
    markers: words('a v na sa je su pre s z do nie ani alebo len'),
    excludeCues: words('nie ani ziadne ziadny nikdy vylucit prec'),
    excludePatterns: [/^ne(?!chav)\p{L}{2,}me$/u],
    keepCues: words('ano ok poriadku vitane nechavame'),
    listWords: words('a alebo ani i'),
    padding: words(
      'v na sa pre s z do k dopyty ludia kazdy ine iny atd predavame robime ponukame sme nie ani',
    ),
  },
  sv: {
    scopeCues: words('bara endast enbart'),
    butWords: words('men utom'),
    markers: words('och eller inte inga ingen vi ar for med av en ett den det'),
    excludeCues: words('inte inga ingen aldrig exkludera uteslut bort ej'),
    keepCues: words('ja ok okej valkomna gar bra behall'),
    listWords: words('och eller'),
    padding: words(
      'en ett den det for med av i pa sokningar sokning folk personer alla andra osv saljer gor erbjuder ar vi inte inga ingen',
    ),
  },
  fi: {
    scopeCues: words('vain ainoastaan pelkastaan'),
    butWords: words('mutta paitsi'),
    markers: words('ja tai ei eika emme me on ovat myos vain sekä etta kuin'),
    excludeCues: words('ei eivat emme emmeka eika pois poislukien koskaan'),
    keepCues: words('ok kylla tervetulleita saa hyva kay'),
    listWords: words('ja tai eika seka'),
    padding: words(
      'haut haku ihmiset kaikki muut jne esim myy myymme teemme tarjoamme olemme ei emme eivat eika pois ne niita meille',
    ),
  },
  ro: {
    scopeCues: words('doar numai exclusiv'),
    butWords: words('dar insa cu exceptia'),
    markers: words('si sau nu de la cu pentru in este sunt noi'),
    excludeCues: words('nu nici exclus excludem niciodata'),
    keepCues: words('da ok bine binevenite pastram'),
    listWords: words('si sau nici'),
    padding: words(
      'de la cu pentru in pe cautari cautare oameni persoane orice alte altele etc vindem facem oferim suntem nu nici',
    ),
  },
  // Folded Turkish keeps the dotless ı ("satmıyoruz"); the other letters lose their marks.
  tr: {
    scopeCues: words('sadece yalnızca yalnizca'),
    butWords: words('ama fakat ancak haric dısında disinda'),
    markers: words(
      've bir bu icin ile degil yok biz cok veya gibi olan ya ama sadece her daha olarak kadar olmasın olabilir',
    ),
    excludeCues: words('yok degil olmasın olmasin istemiyoruz'),
    // Negated verbs: "satmıyoruz" (we don't sell), "yapmıyoruz" (we don't do).
    excludePatterns: [/^\p{L}{2,}m[ıiu]yor\p{L}*$/u],
    keepCues: words('ok tamam olabilir kalsın kalsin uygun serbest'),
    listWords: words('ve veya ile'),
    padding: words(
      'bir bu icin ile olan arayanlar arama aramalar aramaları kisiler insanlar diger vs vb satıyoruz yapıyoruz yok degil olmasın olmasin',
    ),
  },
  // Folded Danish keeps æ and ø ("sælger", "søgninger"); å is a.
  da: {
    scopeCues: words('kun udelukkende'),
    butWords: words('men undtagen'),
    markers: words('og i at det en er til pa af med for ikke vi har som de den der kan ingen'),
    excludeCues: words('ikke ingen aldrig undga spild'),
    keepCues: words('ok fine fint velkomne velkommen gerne'),
    listWords: words('og eller'),
    padding: words(
      'en et den det de af til i pa for med søgninger søgning folk personer andre osv fx vi sælger laver tilbyder har ikke ingen',
    ),
  },
  // Indonesian as marketers write it, abbreviations included ("tdk", "utk").
  id: {
    scopeCues: words('cuma hanya'),
    butWords: words('tapi tetapi kecuali namun'),
    markers: words('dan di ke yang untuk utk dengan dari ini itu tidak atau juga ada kami kita'),
    excludeCues: words('tidak tdk bukan jangan gak nggak enggak'),
    keepCues: words('oke ok boleh tetap silakan'),
    listWords: words('dan atau'),
    padding: words(
      'yang untuk utk dengan dari di ke cari pencarian orang lain lainnya dll dsb kami kita jual juga ada tidak tdk bukan jangan',
    ),
  },
  // Folded Greek: lower case, accents off ("όχι" is "οχι").
  el: {
    scopeCues: words('μονο αποκλειστικα'),
    butWords: words('αλλα ομως εκτος'),
    markers: words('και το τα τη την της του των στη στην στο στα για με σε δεν οχι ουτε οι απο'),
    excludeCues: words('οχι δεν ουτε μην αποκλειουμε'),
    keepCues: words('οκ ok ναι ενταξει επιτρεπονται'),
    listWords: words('και ουτε'),
    padding: words(
      'το τα τη την της του των στη στην στο στα για με σε απο ενα μια κλπ κτλ αναζητησεις ατομα αλλες αλλους κανουμε πουλαμε δεν οχι ουτε',
    ),
  },
};

/** English words that mark an English sentence, to weigh against the others. */
const ENGLISH_MARKERS = new Set(
  words('the and or of for to in with we our not no is are do don dont that this we re'),
);

/**
 * The language a brief's rules are written in, from their everyday words; English unless
 * another language's words clearly outnumber English ones (a mixed brief is read as English).
 */
export function detectRuleLanguage(rules: readonly string[]): RuleLanguage {
  const tokens = rules.flatMap(tokenize);
  const count = (markers: ReadonlySet<string>) =>
    tokens.reduce((sum, token) => sum + (markers.has(token) ? 1 : 0), 0);
  let best: RuleLanguage = 'en';
  let bestCount = count(ENGLISH_MARKERS);
  for (const language of Object.keys(RULE_LEXICONS) as Exclude<RuleLanguage, 'en'>[]) {
    const found = count(markerSets.get(language)!);
    if (found > bestCount * 1.5 && found >= 3) {
      best = language;
      bestCount = found;
    }
  }
  return best;
}

const markerSets = new Map<Exclude<RuleLanguage, 'en'>, ReadonlySet<string>>(
  (Object.keys(RULE_LEXICONS) as Exclude<RuleLanguage, 'en'>[]).map((language) => [
    language,
    new Set(RULE_LEXICONS[language].markers),
  ]),
);
