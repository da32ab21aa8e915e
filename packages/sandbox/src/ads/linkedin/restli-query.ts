// Rest.li protocol 2.0 query syntax, as LinkedIn's Marketing API takes it:
//   search=(status:(values:List(ACTIVE,PAUSED)),test:false)
//   campaigns=List(urn%3Ali%3AsponsoredCampaign%3A1)
// Structure characters ( ) , : stay literal; inside values they are percent-encoded, so leaves are
// decoded only after the structure is read. A client that percent-encoded the whole value
// (List%28…%29, as URLSearchParams does) is read by decoding that outer layer first.

export type RestliValue = string | RestliValue[] | { [key: string]: RestliValue };

export class RestliSyntaxError extends Error {}

class Reader {
  index = 0;
  constructor(readonly text: string) {}

  peek(): string {
    return this.text[this.index] ?? '';
  }

  expect(char: string): void {
    if (this.peek() !== char)
      throw new RestliSyntaxError(`expected '${char}' at ${this.index} in ${this.text}`);
    this.index += 1;
  }
}

function decodeLeaf(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, '%20'));
  } catch {
    throw new RestliSyntaxError(`bad percent-encoding in ${raw}`);
  }
}

function readLeaf(reader: Reader): string {
  const start = reader.index;
  while (reader.index < reader.text.length && !'(),:'.includes(reader.peek())) reader.index += 1;
  const raw = reader.text.slice(start, reader.index);
  return raw === "''" ? '' : decodeLeaf(raw);
}

function readValue(reader: Reader): RestliValue {
  if (reader.text.startsWith('List(', reader.index)) {
    reader.index += 'List'.length;
    reader.expect('(');
    const items: RestliValue[] = [];
    if (reader.peek() !== ')') {
      items.push(readValue(reader));
      while (reader.peek() === ',') {
        reader.index += 1;
        items.push(readValue(reader));
      }
    }
    reader.expect(')');
    return items;
  }
  if (reader.peek() === '(') {
    reader.index += 1;
    const object: Record<string, RestliValue> = {};
    if (reader.peek() !== ')') {
      do {
        if (reader.peek() === ',') reader.index += 1;
        const key = readLeaf(reader);
        if (key === '')
          throw new RestliSyntaxError(`empty key at ${reader.index} in ${reader.text}`);
        reader.expect(':');
        object[key] = readValue(reader);
      } while (reader.peek() === ',');
    }
    reader.expect(')');
    return object;
  }
  return readLeaf(reader);
}

/** Parses one query parameter value (still percent-encoded as it came on the wire). */
export function parseRestliValue(raw: string): RestliValue {
  const text = /^(List)?%28/i.test(raw) ? decodeLeaf(raw) : raw;
  const reader = new Reader(text);
  const value = readValue(reader);
  if (reader.index !== text.length)
    throw new RestliSyntaxError(`unexpected '${reader.peek()}' at ${reader.index} in ${text}`);
  return value;
}

/** Splits a raw query string into decoded names and still-encoded values. */
export function splitQueryString(url: string): Map<string, string> {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const parameters = new Map<string, string>();
  for (const part of query.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = decodeLeaf(equals === -1 ? part : part.slice(0, equals));
    parameters.set(name, equals === -1 ? '' : part.slice(equals + 1));
  }
  return parameters;
}

/** `(values:List(a,b))` -> ['a', 'b']; anything else is a syntax error for that criterion. */
export function readValuesCriterion(value: RestliValue, name: string): string[] {
  if (typeof value === 'object' && !Array.isArray(value) && Array.isArray(value.values)) {
    const values = value.values;
    if (values.every((item) => typeof item === 'string')) return values as string[];
  }
  throw new RestliSyntaxError(`${name} must be (values:List(…))`);
}

export function readStringList(value: RestliValue, name: string): string[] {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value as string[];
  throw new RestliSyntaxError(`${name} must be List(…)`);
}
