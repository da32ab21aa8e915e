// Who a search is for, in the words people use for them: a rule that excludes one word of an
// audience ("no kids' sizes", "adults only", "no men's wear") excludes its other words too.
// General English vocabulary of age, life stage and gender, not any advertiser's words.

const AUDIENCES: readonly ReadonlySet<string>[] = [
  new Set(
    // English, then the same in the waste lexicon's languages ("kind" is left out: "what kind").
    'kid kids child children childrens childs toddler toddlers preschool preschooler preschoolers kindergarten tween tweens teen teens teenager teenagers junior juniors youth youths boy boys girl girls kinder enfant enfants ninos ninas criancas crianca infantil infantis bambini bambino kinderen dzieci dziecko'.split(
      ' ',
    ),
  ),
  // A newborn shoot or baby clothes say nothing of older children.
  new Set('baby babies infant infants newborn newborns'.split(' ')),
  new Set('adult adults grownup grownups'.split(' ')),
  new Set('senior seniors elderly pensioner pensioners retiree retirees'.split(' ')),
  new Set('men mens gents gentlemen male'.split(' ')),
  new Set('women womens ladies female'.split(' ')),
  new Set('student students pupil pupils undergraduate undergraduates'.split(' ')),
];

/** The other words of the audience a folded word names, or an empty list. */
export function findAudienceWords(token: string): string[] {
  const audience = AUDIENCES.find((words) => words.has(token));
  return audience ? [...audience].filter((word) => word !== token) : [];
}
