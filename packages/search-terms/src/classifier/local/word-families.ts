// Things briefs often rule out, in the words searchers use for them across the languages the
// waste lexicon holds (folded, accents off): a rule that excludes "rental" excludes "mieten" and
// "alquiler" too. Everyday vocabulary, never an advertiser's words; a family is added here for
// every language at once. "hire" is left out on purpose: "hire a roofer" employs, it rents nothing.

const FAMILIES: readonly ReadonlySet<string>[] = [
  new Set(
    'rental rentals rent renting lease leasing mieten miete verleih vermietung louer alquiler alquilar renta rentar aluguel alugar noleggio noleggiare affitto huren verhuur wynajem wypozyczalnia'.split(
      ' ',
    ),
  ),
  new Set(
    'used usado usada usados usadas seminovo seminova doccasion gebraucht gebrauchte gebrauchter gebrauchtes usato usata usati usate tweedehands uzywany uzywana uzywane'.split(
      ' ',
    ),
  ),
  new Set(
    'repair repairs repairing reparatur reparaturen reparieren reparation reparations reparacion reparaciones reparar conserto consertar riparazione riparazioni riparare reparatie repareren naprawa naprawy'.split(
      ' ',
    ),
  ),
  new Set(
    'wholesale wholesaler grosshandel grosshandler grossiste mayorista mayoreo atacado atacadista ingrosso grossista groothandel hurtownia'.split(
      ' ',
    ),
  ),
  new Set(
    'subscription subscriptions abo abonnement abonnements suscripcion assinatura abbonamento'.split(
      ' ',
    ),
  ),
  new Set(
    'insurance versicherung assurance seguro seguros assicurazione verzekering ubezpieczenie'.split(
      ' ',
    ),
  ),
  new Set(
    'translation translations traduction traduccion traducao traduzione vertaling ubersetzung tlumaczenie'.split(
      ' ',
    ),
  ),
];

/** The other words of the family a folded word belongs to, or an empty list. */
export function findFamilyWords(token: string): string[] {
  const family = FAMILIES.find((words) => words.has(token));
  return family ? [...family].filter((word) => word !== token) : [];
}
