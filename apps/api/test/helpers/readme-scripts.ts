/** One script of a README section: a fenced `ts` block whose first line names its file. */
export interface ReadmeScript {
  fileName: string;
  code: string;
  /** Its lines, the naming comment included. */
  lineCount: number;
}

const FENCED_TS_BLOCK = /^```ts\n([\s\S]*?)^```$/gm;
const FILE_NAME_COMMENT = /^\/\/ ([\w-]+\.ts)\n/;

/**
 * The scripts of the README's `## {heading}` section, as written (nothing is added to them): a
 * block whose first line is `// name.ts` is a script; other blocks of the section are prose.
 */
export function findReadmeScripts(markdown: string, heading: string): ReadmeScript[] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`The README has no "## ${heading}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  const scripts: ReadmeScript[] = [];
  for (const [, code = ''] of section.matchAll(FENCED_TS_BLOCK)) {
    const fileName = FILE_NAME_COMMENT.exec(code)?.[1];
    if (fileName) scripts.push({ fileName, code, lineCount: code.trimEnd().split('\n').length });
  }
  return scripts;
}
