// @vitest-environment node
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../lib/breakpoints';

const STYLES_DIR = path.dirname(fileURLToPath(import.meta.url));
const COMPONENTS_DIR = path.join(STYLES_DIR, '..', 'components');
const require = createRequire(import.meta.url);

async function loadStylesheet(id: string, base: string) {
  const file =
    id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : path.resolve(base, id);
  return { path: file, base: path.dirname(file), content: await readFile(file, 'utf8') };
}

// Compiles globals.css the way @tailwindcss/vite does, then asks for the given classes.
async function buildCss(candidates: string[]): Promise<string> {
  const css = await readFile(path.join(STYLES_DIR, 'globals.css'), 'utf8');
  const compiler = await compile(css, { base: STYLES_DIR, loadStylesheet });
  return compiler.build(candidates);
}

async function readComponentSources(): Promise<Array<{ file: string; source: string }>> {
  const files = (await readdir(COMPONENTS_DIR)).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
  );
  return Promise.all(
    files.map(async (file) => ({
      file,
      source: await readFile(path.join(COMPONENTS_DIR, file), 'utf8'),
    })),
  );
}

describe('globals.css', () => {
  it('declares the spec breakpoints as Tailwind variants, in step with BREAKPOINTS', async () => {
    const output = await buildCss(['md:flex', 'lg:flex', 'xl:flex', '2xl:flex', '3xl:flex']);
    for (const pixels of Object.values(BREAKPOINTS)) {
      expect(output).toContain(`@media (width >= ${pixels}px)`);
    }
  });

  it("drops Tailwind's default sm breakpoint", async () => {
    const output = await buildCss(['sm:hidden']);
    expect(output).not.toContain('@media (width >= 40rem)');
    expect(output).not.toMatch(/\.sm\\:hidden/);
  });

  it('maps the palette tokens to Tailwind colours', async () => {
    const output = await buildCss([
      'bg-background',
      'bg-primary',
      'text-success',
      'border-warning',
      'bg-info',
      'bg-sidebar',
    ]);
    expect(output).toContain('--background: #0b0f17;');
    expect(output).toMatch(/\.bg-primary\s*{\s*background-color: var\(--primary\);/);
    expect(output).toMatch(/\.text-success\s*{\s*color: var\(--success\);/);
    expect(output).toMatch(/\.border-warning\s*{\s*border-color: var\(--warning\);/);
    expect(output).toMatch(/\.bg-info\s*{/);
    expect(output).toMatch(/\.bg-sidebar\s*{/);
  });

  it('defines the enter and exit animations the components use', async () => {
    const output = await buildCss(['animate-zoom-in', 'animate-fade-out']);
    expect(output).toMatch(/@keyframes zoom-in/);
    expect(output).toMatch(/\.animate-fade-out\s*{\s*animation: var\(--animate-fade-out\)/);
  });

  it('tells Tailwind to scan the package components, not their tests', async () => {
    const css = await readFile(path.join(STYLES_DIR, 'globals.css'), 'utf8');
    const compiler = await compile(css, { base: STYLES_DIR, loadStylesheet });
    expect(compiler.sources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pattern: '../components', negated: false }),
        expect.objectContaining({ pattern: '../components/**/*.test.tsx', negated: true }),
      ]),
    );
  });
});

/** The value of a `--name: #rrggbb;` token of the :root palette. */
function readToken(css: string, name: string): string {
  const match = new RegExp(`\\s--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`no --${name} token`);
  return match[1];
}

// WCAG 2.1 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

describe('palette contrast (WCAG 2.1 AA)', () => {
  const surfaces = ['background', 'card', 'popover', 'secondary', 'muted', 'sidebar'];

  it('keeps focus rings at least 3:1 against every surface and the filled buttons', async () => {
    const css = await readFile(path.join(STYLES_DIR, 'globals.css'), 'utf8');
    for (const ring of ['ring', 'sidebar-ring']) {
      for (const against of [...surfaces, 'primary', 'destructive', 'accent']) {
        expect
          .soft(contrast(readToken(css, ring), readToken(css, against)), `${ring} on ${against}`)
          .toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('keeps red text at least 4.5:1 on every surface, and white on the red fill', async () => {
    const css = await readFile(path.join(STYLES_DIR, 'globals.css'), 'utf8');
    for (const against of [...surfaces, 'accent']) {
      expect
        .soft(
          contrast(readToken(css, 'destructive-text'), readToken(css, against)),
          `destructive-text on ${against}`,
        )
        .toBeGreaterThanOrEqual(4.5);
    }
    expect(
      contrast(readToken(css, 'destructive-foreground'), readToken(css, 'destructive')),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps link text at least 4.5:1 on every surface', async () => {
    const css = await readFile(path.join(STYLES_DIR, 'globals.css'), 'utf8');
    for (const against of surfaces) {
      expect
        .soft(contrast(readToken(css, 'link'), readToken(css, against)), `link on ${against}`)
        .toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('component sources', () => {
  it('write red text in the text red, never in the darker fill', async () => {
    const offenders = (await readComponentSources())
      .filter(({ source }) => /text-destructive(?![-\w])/.test(source))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('draw focus rings in the opaque ring colour, never a faded one', async () => {
    const fadedRing = /focus(?:-visible)?:ring-(?:ring|sidebar-ring|destructive)\/\d+/;
    const offenders = (await readComponentSources())
      .filter(({ source }) => fadedRing.test(source))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('use theme tokens only: no raw colours and no removed breakpoints', async () => {
    const rawColour =
      /#[0-9a-f]{3,8}\b|\b(?:bg|text|border|ring|fill|stroke)-(?:white|black|(?:red|green|blue|yellow|gray|slate|zinc|violet|indigo)-\d{2,3})\b|\bsm:(?=[\w[!-])/i;
    const offenders = (await readComponentSources())
      .filter(({ source }) => rawColour.test(source))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('mark every component with data-slot', async () => {
    // sonner's Toaster takes no extra attributes; it marks itself with data-sonner-toaster.
    const exempt = new Set(['sonner.tsx']);
    const withoutSlot = (await readComponentSources())
      .filter(({ file }) => !exempt.has(file))
      .filter(({ source }) => {
        const components = source.match(/^function [A-Z]\w*\(/gm) ?? [];
        const slots = source.match(/data-slot="/g) ?? [];
        return components.length === 0 || slots.length < components.length;
      })
      .map(({ file }) => file);
    expect(withoutSlot).toEqual([]);
  });
});
