import { GaqlError } from './gaql-error.js';

// Turns a GAQL string into tokens. Keywords are recognised case-insensitively by the parser;
// here a word is any run of letters, digits, underscores and dots (`ad_group_ad.ad.final_urls`).

export type GaqlToken =
  | { kind: 'word'; text: string; position: number }
  | { kind: 'string'; value: string; position: number }
  | { kind: 'number'; text: string; position: number }
  | {
      kind: 'symbol';
      text: '(' | ')' | ',' | '=' | '!=' | '<' | '<=' | '>' | '>=';
      position: number;
    }
  | { kind: 'end'; position: number };

const WORD = /[A-Za-z_][A-Za-z0-9_.]*/y;
const NUMBER = /-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?/y;
const SYMBOLS = ['!=', '<=', '>=', '(', ')', ',', '=', '<', '>'] as const;

function readString(query: string, start: number): { value: string; end: number } {
  const quote = query[start];
  let value = '';
  let index = start + 1;
  while (index < query.length) {
    const char = query[index];
    if (char === quote) return { value, end: index + 1 };
    if (char === '\n' || char === '\r')
      throw new GaqlError(
        'PROHIBITED_NEWLINE_IN_STRING',
        'Error in query: a string literal cannot span lines.',
        query.slice(start, index),
      );
    if (char === '\\') {
      const next = query[index + 1];
      if (next === undefined || !['\\', "'", '"', '%', '_', 'n', 't'].includes(next))
        throw new GaqlError(
          'BAD_ESCAPE_SEQUENCE',
          `Error in query: invalid escape sequence '\\${next ?? ''}'.`,
          `\\${next ?? ''}`,
        );
      // \% and \_ keep their backslash: they mean a literal wildcard character inside LIKE.
      value +=
        next === 'n'
          ? '\n'
          : next === 't'
            ? '\t'
            : next === '%' || next === '_'
              ? `\\${next}`
              : next;
      index += 2;
      continue;
    }
    value += char;
    index += 1;
  }
  throw new GaqlError(
    'QUERY_ERROR',
    `Error in query: unterminated string starting at position ${start}.`,
    query.slice(start),
  );
}

export function tokenizeGaql(query: string): GaqlToken[] {
  const tokens: GaqlToken[] = [];
  let index = 0;
  while (index < query.length) {
    const char = query[index] ?? '';
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    if (char === "'" || char === '"') {
      const { value, end } = readString(query, index);
      tokens.push({ kind: 'string', value, position: index });
      index = end;
      continue;
    }
    NUMBER.lastIndex = index;
    const number = /[-\d.]/.test(char) ? NUMBER.exec(query) : null;
    if (number) {
      tokens.push({ kind: 'number', text: number[0], position: index });
      index += number[0].length;
      continue;
    }
    WORD.lastIndex = index;
    const word = WORD.exec(query);
    if (word) {
      tokens.push({ kind: 'word', text: word[0], position: index });
      index += word[0].length;
      continue;
    }
    const symbol = SYMBOLS.find((candidate) => query.startsWith(candidate, index));
    if (symbol) {
      tokens.push({ kind: 'symbol', text: symbol, position: index });
      index += symbol.length;
      continue;
    }
    throw new GaqlError(
      'BAD_SYMBOL',
      `Error in query: unexpected symbol '${char}' at position ${index}.`,
      char,
    );
  }
  tokens.push({ kind: 'end', position: query.length });
  return tokens;
}
