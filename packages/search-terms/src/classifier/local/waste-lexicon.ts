// The waste intents' words in the languages searchers mix into a report (DESIGN §7: a lexicon
// per language behind one seam, English first). Everyday vocabulary of each language, folded as
// terms are (accents off), never an advertiser's words: a language is added here, not forked.

export type WasteLanguage =
  | 'en'
  | 'de'
  | 'fr'
  | 'es'
  | 'ca'
  | 'pt'
  | 'it'
  | 'nl'
  | 'pl'
  | 'cs'
  | 'sk'
  | 'sv'
  | 'da'
  | 'nb'
  | 'fi'
  | 'et'
  | 'lv'
  | 'lt'
  | 'ro'
  | 'hu'
  | 'hr'
  | 'tr'
  | 'el'
  | 'id';

/** The intents a lexicon fills, by the catalogue's signal (learning joins 'information'). */
export type LexiconIntent = 'job_seeker' | 'diy_how_to' | 'information' | 'learning' | 'download';

/** Word runs per language and intent; English's own live in the catalogue (waste-intents.ts). */
export const WASTE_LEXICON: Readonly<
  Record<Exclude<WasteLanguage, 'en'>, Partial<Record<LexiconIntent, readonly string[]>>>
> = {
  de: {
    job_seeker: [
      'stellenangebote',
      'stellenangebot',
      'karriere',
      'ausbildung',
      'gehalt',
      'praktikum',
      'stellenanzeige',
      'minijob',
    ],
    diy_how_to: [
      'anleitung',
      'selber machen',
      'selbst machen',
      'selber bauen',
      'selbst bauen',
      'vorlage',
      'vorlagen',
      'rezept',
      'rezepte',
    ],
    information: ['bedeutung', 'was ist', 'was sind', 'wikipedia'],
    learning: ['kurs', 'kurse', 'lehrgang', 'weiterbildung', 'studium', 'umschulung'],
    download: ['herunterladen', 'runterladen'],
  },
  fr: {
    job_seeker: [
      'emploi',
      'emplois',
      'recrutement',
      'salaire',
      'alternance',
      'carriere',
      'offre demploi',
    ],
    diy_how_to: [
      'comment faire',
      'tuto',
      'tutoriel',
      'fait maison',
      'soi meme',
      'recette',
      'recettes',
    ],
    information: ['signification', 'definition', 'cest quoi', 'quest ce que'],
    learning: ['cours en ligne gratuit', 'diplome', 'licence professionnelle'],
    download: ['telecharger', 'telechargement'],
  },
  es: {
    job_seeker: [
      'empleo',
      'empleos',
      'vacante',
      'vacantes',
      'sueldo',
      'salario',
      'bolsa de trabajo',
      'ofertas de trabajo',
    ],
    diy_how_to: [
      'como hacer',
      'hazlo tu mismo',
      'paso a paso',
      'plantilla',
      'plantillas',
      'receta',
      'recetas',
    ],
    information: ['significado', 'que es', 'que son', 'definicion'],
    learning: ['carrera universitaria', 'licenciatura', 'diplomado'],
    download: ['descargar', 'descarga gratis'],
  },
  pt: {
    job_seeker: ['emprego', 'empregos', 'vaga', 'vagas', 'salario', 'estagio', 'trabalhe conosco'],
    diy_how_to: ['como fazer', 'passo a passo', 'faca voce mesmo'],
    information: ['significado', 'o que e', 'o que sao'],
    learning: ['faculdade', 'graduacao', 'apostila'],
    download: ['baixar', 'download gratis'],
  },
  it: {
    job_seeker: ['lavoro', 'offerte di lavoro', 'stipendio', 'tirocinio', 'assunzioni'],
    diy_how_to: ['come fare', 'fai da te', 'come si fa', 'ricetta', 'ricette'],
    information: ['significato', 'che cose'],
    learning: ['corso', 'corsi', 'laurea'],
    download: ['scaricare', 'scarica gratis'],
  },
  nl: {
    job_seeker: ['vacature', 'vacatures', 'baan', 'banen', 'salaris', 'bijbaan'],
    diy_how_to: ['zelf maken', 'hoe maak je', 'handleiding', 'zelf doen', 'sjabloon'],
    information: ['betekenis', 'wat is', 'wat zijn'],
    learning: ['cursus', 'cursussen', 'opleiding', 'opleidingen'],
    download: ['downloaden', 'gratis download'],
  },
  pl: {
    job_seeker: ['praca', 'oferty pracy', 'wynagrodzenie', 'zarobki', 'staz', 'rekrutacja'],
    diy_how_to: ['jak zrobic', 'samodzielnie', 'poradnik', 'krok po kroku', 'wzor', 'przepis'],
    information: ['znaczenie', 'co to jest', 'definicja'],
    learning: ['kurs', 'kursy', 'studia', 'szkolenie online za darmo'],
    download: ['pobierz', 'do pobrania'],
  },
  // Catalan: "treball" and "feina" alone also name a place of work, so only their job phrases.
  ca: {
    job_seeker: ['ofertes de feina', 'ofertes de treball', 'borsa de treball', 'borsa de feina'],
    diy_how_to: ['com fer', 'pas a pas', 'plantilla', 'plantilles', 'recepta'],
    information: ['que es', 'significat', 'definicio'],
    learning: ['curs', 'cursos'],
    download: ['descarregar', 'descarrega'],
  },
  // Czech: "prace" alone is also the work sold ("prace s plechem"), so only its job phrases.
  cs: {
    job_seeker: [
      'volna mista',
      'volne misto',
      'nabidka prace',
      'nabidky prace',
      'brigada',
      'brigady',
      'mzda',
      'zamestnani',
    ],
    diy_how_to: ['jak udelat', 'jak vyrobit', 'navod', 'svepomoci', 'sablona', 'recept'],
    information: ['co je', 'co to je', 'vyznam', 'definice', 'wikipedie'],
    learning: ['kurz', 'kurzy', 'rekvalifikace'],
    download: ['stahnout', 'ke stazeni'],
  },
  sk: {
    job_seeker: ['volne miesta', 'volne miesto', 'ponuka prace', 'ponuky prace', 'brigady'],
    diy_how_to: ['ako urobit', 'ako vyrobit', 'svojpomocne'],
    information: ['co je', 'vyznam', 'definicia'],
    learning: ['kurzy'],
    download: ['stiahnut', 'na stiahnutie'],
  },
  // Words that also mean a prescription ("recept", "reteta", "resep", "συνταγη"), "payment"
  // ("fizetes"), "work" in a product's name ("munka") or a word of another language ("alga",
  // "placa", "arti", "loker") are left out: each must mean the intent alone.
  sv: {
    job_seeker: ['lediga jobb', 'jobb', 'karriar', 'anstallning', 'sommarjobb', 'rekrytering'],
    diy_how_to: ['gor det sjalv', 'gör det sjalv', 'hur man'],
    information: ['vad ar', 'betydelse'],
    learning: ['utbildning', 'utbildningar'],
    download: ['ladda ner'],
  },
  da: {
    job_seeker: ['ledige stillinger', 'ledig stilling', 'stillingsopslag', 'studiejob'],
    diy_how_to: ['gør det selv', 'gor det selv', 'opskrift', 'opskrifter', 'sadan gør du'],
    information: ['hvad er', 'betydning'],
    learning: ['uddannelse', 'kursus', 'kurser'],
    download: ['hent gratis'],
  },
  nb: {
    job_seeker: ['stillingsannonse', 'ledig jobb', 'jobbe som'],
    diy_how_to: ['gjør det selv', 'gjor det selv', 'oppskrift', 'oppskrifter'],
    information: ['hva er'],
    learning: ['utdanning'],
    download: ['last ned'],
  },
  fi: {
    job_seeker: ['tyopaikat', 'avoimet tyopaikat', 'tyopaikka', 'rekrytointi', 'kesatyo', 'palkka'],
    diy_how_to: ['tee itse', 'ohjeet'],
    information: ['mika on', 'tarkoittaa', 'merkitys'],
    learning: ['koulutus', 'kurssi', 'kurssit'],
    download: ['lataa ilmaiseksi'],
  },
  et: {
    job_seeker: ['toopakkumised', 'toopakkumine', 'toopakkumisi', 'tookuulutused', 'vaba tookoht'],
    diy_how_to: ['kuidas teha'],
    information: ['mis on', 'tahendus'],
    learning: ['koolitus', 'koolitused', 'kursus'],
    download: ['laadi alla', 'tasuta allalaadimine'],
  },
  lv: {
    job_seeker: ['vakances', 'vakance', 'darba piedavajumi', 'darba sludinajumi'],
    diy_how_to: ['ka pagatavot', 'ka uztaisit'],
    information: ['kas ir', 'nozime'],
    learning: ['kursi', 'apmaciba', 'apmacibas'],
    download: ['lejupieladet'],
  },
  lt: {
    job_seeker: ['darbo skelbimai', 'darbo pasiulymai', 'laisvos darbo vietos', 'atlyginimas'],
    diy_how_to: ['kaip pasidaryti'],
    information: ['kas yra', 'reiksme'],
    learning: ['kursai', 'mokymai'],
    download: ['atsisiusti'],
  },
  ro: {
    job_seeker: ['locuri de munca', 'loc de munca', 'angajari', 'angajare', 'cariere', 'salariu'],
    diy_how_to: ['cum sa', 'cum se face'],
    information: ['ce este', 'ce inseamna', 'definitie', 'semnificatie'],
    learning: ['cursuri', 'facultate'],
    download: ['descarca', 'download gratuit'],
  },
  hu: {
    job_seeker: ['allas', 'allasajanlat', 'allasajanlatok', 'karrier'],
    diy_how_to: ['hogyan kell', 'hogyan keszul', 'hogyan keszitsunk'],
    information: ['mit jelent', 'jelentese', 'mi az'],
    learning: ['tanfolyam', 'tanfolyamok', 'kepzes'],
    download: ['letoltes', 'letoltese'],
  },
  hr: {
    job_seeker: ['oglasi za posao', 'posao', 'zaposlenje', 'natjecaj za posao'],
    diy_how_to: ['kako napraviti', 'uradi sam'],
    information: ['sto je', 'znacenje'],
    learning: ['tecaj', 'tecajevi', 'edukacija'],
    download: ['preuzimanje', 'besplatno preuzimanje'],
  },
  // Turkish's dotless ı is a letter of its own (no accent to fold), and searchers write it either way.
  tr: {
    job_seeker: [
      'is ilanlari',
      'is ilanları',
      'is ilani',
      'is ilanı',
      'eleman araniyor',
      'eleman arıyor',
      'kariyer',
      'maas',
      'maasi',
      'maası',
      'staj',
    ],
    diy_how_to: ['nasil yapilir', 'nasıl yapılır', 'kendin yap', 'tarifi'],
    information: ['nedir', 'ne demek', 'anlami', 'anlamı'],
    learning: ['kursu', 'kurslari', 'kursları'],
    download: ['indir', 'ucretsiz indir'],
  },
  el: {
    job_seeker: [
      'θεσεις εργασιας',
      'αγγελιες εργασιας',
      'προσληψεις',
      'προσληψη',
      'μισθος',
      'καριερα',
    ],
    diy_how_to: ['πως να', 'πως φτιαχνω'],
    information: ['τι ειναι', 'σημασια', 'ορισμος'],
    learning: ['σεμιναριο', 'σεμιναρια', 'πτυχιο'],
    download: ['κατεβασμα', 'δωρεαν κατεβασμα'],
  },
  id: {
    job_seeker: ['lowongan', 'lowongan kerja', 'gaji', 'karir', 'rekrutmen', 'magang'],
    diy_how_to: ['cara membuat', 'cara bikin'],
    information: ['apa itu', 'pengertian'],
    learning: ['kursus', 'pelatihan'],
    download: ['unduh'],
  },
};

/** English words of learning a trade rather than buying it: waste unless the business teaches. */
export const ENGLISH_LEARNING = [
  'course',
  'courses',
  'certification',
  'certifications',
  'diploma',
  'bootcamp',
  'syllabus',
  'textbook',
  'textbooks',
  'lesson plan',
  'lesson plans',
  'study guide',
  'exam questions',
  'exam answers',
] as const;

/** Words by which a business says it teaches: it sells the courses others would waste on. */
export const TEACHING_WORDS = new Set(
  'course courses class classes lesson lessons school schools academy training tuition tutor tutoring teach teaching teacher teachers camp camps bootcamp curso cursos kurs kurse cours corso corsi cursus kursus kurser kurssi koulutus koolitus kursi kursai mokymai apmaciba tanfolyam kepzes tecaj edukacija kursu cursuri utbildning uddannelse utdanning pelatihan σεμιναριο σεμιναρια'.split(
    ' ',
  ),
);

/** Every lexicon run of an intent, in all languages (English's learning words included). */
export function lexiconRuns(intent: LexiconIntent): string[] {
  const foreign = Object.values(WASTE_LEXICON).flatMap((language) => language[intent] ?? []);
  return intent === 'learning' ? [...ENGLISH_LEARNING, ...foreign] : foreign;
}

/** "From" in the languages searchers mix in; ambiguous ones ("de", "van") are left out. */
export const ORIGIN_WORDS = new Set(['from', 'ab', 'aus', 'vanuit', 'desde', 'depuis', 'von']);

/**
 * "Free of charge" in the languages searchers mix in. Unlike English "free" ("sugar free"), each
 * means only that: the searcher wants the thing for nothing, unless a buyer's step follows.
 */
export const FOREIGN_FREE_WORDS = new Set(
  [
    'kostenlos kostenlose kostenloser kostenloses umsonst gratis',
    'gratuit gratuite gratuits gratuites',
    'gratuito gratuita gratuitos gratuitas gratuitamente',
    'gratuiti gratuite',
    'darmowy darmowa darmowe darmowych bezplatny bezplatna bezplatne',
    // cs, sk
    'zdarma zadarmo bezplatni bezplatneho',
  ]
    .join(' ')
    .split(' '),
);
/** Two-word forms of the same ("za darmo", "de graca", "de balde"). */
export const FOREIGN_FREE_RUNS = ['za darmo', 'de graca', 'a gratis'] as const;

/**
 * A buyer's step that comes free (shipping, a quote, a trial, a consultation, free cancellation
 * or returns), in the same languages: "envio gratis" is a buyer, "curso gratis" is not.
 */
export const FREE_BUYER_STEPS = new Set(
  [
    // de
    'versand lieferung angebot kostenvoranschlag beratung erstberatung probe probefahrt probetraining probestunde probemonat testen stornierung ruckversand ruecksendung besichtigung',
    // fr
    'livraison devis essai consultation estimation annulation retour retours echantillon echantillons diagnostic',
    // es
    'envio envios entrega presupuesto presupuestos prueba consulta cancelacion devolucion devoluciones muestra muestras cotizacion valoracion asesoria diagnostico',
    // pt
    'frete entrega orcamento orcamentos teste consulta cancelamento devolucao amostra amostras avaliacao experimental',
    // it
    'spedizione spedizioni consegna preventivo preventivi prova consulenza cancellazione reso resi campione campioni sopralluogo',
    // nl
    'verzending bezorging levering offerte proef proefles proefperiode advies annuleren',
    // pl
    'dostawa wysylka wycena probna probny konsultacja zwrot',
    // ca
    'pressupost enviament lliurament prova consulta mostra devolucio',
    // cs, sk
    'nabidka cenova kalkulace poptavka doprava doruceni konzultace vzorek vzorky ponuka dorucenie konzultacia vzorka',
    // de, a buyer's inquiry
    'anfrage',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Words an overview in another language uses to say it sells to businesses ("für
 * Gewerbekunden"): as "B2B" in English, a "supplier" search is its buyer.
 */
export const BUSINESS_BUYER_WORDS = new Set(
  [
    'b2b firmenkunden gewerbekunden geschaftskunden industriekunden',
    'entreprises professionnels',
    'empresas profesionales empreses',
    'aziende imprese',
    'bedrijven zakelijke',
    'przedsiebiorstw przedsiebiorstwa',
    'firmy firmam podniky podnikum',
    'firmalara firmalar sirketlere sirketler kurumsal',
    'επιχειρησεις επιχειρησεων εταιρειες εταιρειων',
  ]
    .join(' ')
    .split(' '),
);
