// Words for one audience that a rule names by one of them: a brief that excludes "kids" means
// boys, girls, toddlers and juniors too. Only audiences that searchers name in many ways.

const CHILDREN = new Set(
  'kid kids child children childrens childs junior juniors youth youths toddler toddlers baby babies infant infants boy boys girl girls teen teens'.split(
    ' ',
  ),
);

const AUDIENCES: readonly ReadonlySet<string>[] = [CHILDREN];

/** The other words of the audience a folded word names, or an empty list. */
export function findAudienceWords(token: string): string[] {
  const audience = AUDIENCES.find((words) => words.has(token));
  return audience ? [...audience].filter((word) => word !== token) : [];
}
