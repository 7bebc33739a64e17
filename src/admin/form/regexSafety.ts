import { checkLinearPattern, LINEAR_PATTERN_LIMITS } from '../../../core/text/linearPattern';

/*
 * Whether an Insight term's pattern may reach the agents: valid JavaScript syntax, runnable by the
 * linear-time engine the Insight plugin uses (no backreferences, no lookaround), and without the
 * shapes that make a backtracking engine take exponential time (catastrophic backtracking):
 * - a repetition inside an unbounded repetition, `(a+)+`, `(\w*\s?)*`, `(a{1,3})+`;
 * - alternatives that can start alike under an unbounded repetition, `(a|a)*`, `(\w|\d)+`, `(a|ab)*`;
 * - an unbounded repetition of something that can match nothing, `(a?)*`.
 * The shape check is written here, without a dependency: a small parser of the pattern and the two
 * classic tests (star height, ambiguous alternation), conservative by design. Such a pattern could
 * not hurt an agent today (Insight runs RE2), but it is refused with a clear reason before it is
 * saved, so a term never depends on which engine runs it. Then the very check the agents' workspace
 * runs (core's checkLinearPattern): what RE2 refuses, or finds too complex, is refused here too.
 * The engine must be loaded first (the features section loads it with the features).
 */

export const MAX_PATTERN_LENGTH = LINEAR_PATTERN_LIMITS.length;

export type RegexRefusal = 'empty' | 'tooLong' | 'invalid' | 'unsupported' | 'engine' | 'tooComplex' | 'nested' | 'overlap';
/** `cost`: the instructions the pattern compiles to, what it costs the agents per character. */
export type RegexCheck = { ok: true; cost: number } | { ok: false; reason: RegexRefusal; fragment?: string };

/** Code point ranges [from, to], sorted, not overlapping. */
type Ranges = readonly (readonly [number, number])[];
const ANY: Ranges = [[0, 0x10ffff]];
const DIGIT: Ranges = [[48, 57]];
const WORD: Ranges = [[48, 57], [65, 90], [95, 95], [97, 122]];
const SPACE: Ranges = [[9, 13], [32, 32], [160, 160], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff]];

function normalise(ranges: Ranges): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = out[out.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}
function complement(ranges: Ranges): Ranges {
  const out: [number, number][] = [];
  let next = 0;
  for (const [from, to] of normalise(ranges)) {
    if (from > next) out.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= 0x10ffff) out.push([next, 0x10ffff]);
  return out;
}
const intersects = (a: Ranges, b: Ranges) => a.some(([af, at]) => b.some(([bf, bt]) => af <= bt && bf <= at));

type Node = { start: number; end: number } & (
  | { t: 'chars'; set: Ranges; literal?: string }
  | { t: 'empty' }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; alts: Node[] }
  | { t: 'rep'; body: Node; min: number; max: number }
);

class Unsupported extends Error {}

/** A parser for patterns `new RegExp(source, 'u')` accepted: it needs no error handling of its own. */
class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): Node {
    const node = this.alternation();
    return node;
  }

  private peek(): string | undefined {
    return this.src[this.i];
  }

  private alternation(): Node {
    const start = this.i;
    const alts = [this.sequence()];
    while (this.peek() === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    return alts.length === 1 ? alts[0]! : { t: 'alt', alts, start, end: this.i };
  }

  private sequence(): Node {
    const start = this.i;
    const items: Node[] = [];
    while (this.i < this.src.length && this.peek() !== '|' && this.peek() !== ')') items.push(this.quantified());
    return { t: 'seq', items, start, end: this.i };
  }

  private quantified(): Node {
    const start = this.i;
    let node = this.atom();
    for (;;) {
      const c = this.peek();
      let min: number;
      let max: number;
      if (c === '*') [min, max] = [0, Infinity];
      else if (c === '+') [min, max] = [1, Infinity];
      else if (c === '?') [min, max] = [0, 1];
      else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
        if (!m) return node;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        this.i += m[0].length - 1;
      } else return node;
      this.i++;
      if (this.peek() === '?') this.i++;
      node = { t: 'rep', body: node, min, max, start, end: this.i };
    }
  }

  private atom(): Node {
    const start = this.i;
    const c = this.src[this.i++]!;
    const chars = (set: Ranges, literal?: string): Node => ({ t: 'chars', set, ...(literal !== undefined ? { literal } : {}), start, end: this.i });
    if (c === '(') {
      if (this.src.startsWith('?=', this.i) || this.src.startsWith('?!', this.i) || this.src.startsWith('?<=', this.i) || this.src.startsWith('?<!', this.i)) {
        throw new Unsupported(this.src.slice(start, start + 4));
      }
      if (this.src.startsWith('?:', this.i)) this.i += 2;
      else if (this.src.startsWith('?<', this.i)) this.i = this.src.indexOf('>', this.i) + 1;
      const body = this.alternation();
      this.i++; // ')'
      return { ...body, start, end: this.i };
    }
    if (c === '[') return chars(this.characterClass());
    if (c === '.') return chars(ANY);
    if (c === '^' || c === '$') return { t: 'empty', start, end: this.i };
    if (c === '\\') return this.escape(start);
    const cp = this.src.codePointAt(start)!;
    if (cp > 0xffff) this.i++;
    return chars([[cp, cp]], String.fromCodePoint(cp));
  }

  private escape(start: number): Node {
    const c = this.src[this.i++]!;
    const node = (set: Ranges, literal?: string): Node => ({ t: 'chars', set, ...(literal !== undefined ? { literal } : {}), start, end: this.i });
    if (c === 'b' || c === 'B') return { t: 'empty', start, end: this.i };
    if (/[1-9]/.test(c) || c === 'k') throw new Unsupported(this.src.slice(start, this.i + (c === 'k' ? this.src.indexOf('>', this.i) - this.i + 1 : 0)));
    const set = this.classEscape(c);
    if (set) return node(set);
    const cp = this.escapedCodePoint(c);
    return node([[cp, cp]], String.fromCodePoint(cp));
  }

  /** \d \w \s and their negations, \p{...} (taken as anything). */
  private classEscape(c: string): Ranges | undefined {
    switch (c) {
      case 'd':
        return DIGIT;
      case 'D':
        return complement(DIGIT);
      case 'w':
        return WORD;
      case 'W':
        return complement(WORD);
      case 's':
        return SPACE;
      case 'S':
        return complement(SPACE);
      case 'p':
      case 'P':
        this.i = this.src.indexOf('}', this.i) + 1;
        return ANY;
      default:
        return undefined;
    }
  }

  private escapedCodePoint(c: string): number {
    const hex = (length: number) => {
      const value = parseInt(this.src.slice(this.i, this.i + length), 16);
      this.i += length;
      return value;
    };
    switch (c) {
      case 'n':
        return 10;
      case 't':
        return 9;
      case 'r':
        return 13;
      case 'f':
        return 12;
      case 'v':
        return 11;
      case '0':
        return 0;
      case 'c':
        return this.src.charCodeAt(this.i++) % 32;
      case 'x':
        return hex(2);
      case 'u':
        if (this.peek() === '{') {
          const close = this.src.indexOf('}', this.i);
          const value = parseInt(this.src.slice(this.i + 1, close), 16);
          this.i = close + 1;
          return value;
        }
        return hex(4);
      default:
        return c.codePointAt(0)!;
    }
  }

  private characterClass(): Ranges {
    const negated = this.peek() === '^';
    if (negated) this.i++;
    const ranges: (readonly [number, number])[] = [];
    const single = (): Ranges | number => {
      const c = this.src[this.i++]!;
      if (c !== '\\') {
        const cp = this.src.codePointAt(this.i - 1)!;
        if (cp > 0xffff) this.i++;
        return cp;
      }
      const e = this.src[this.i++]!;
      if (e === 'b') return 8;
      if (e === '-') return 45;
      return this.classEscape(e) ?? this.escapedCodePoint(e);
    };
    while (this.i < this.src.length && this.peek() !== ']') {
      const from = single();
      if (typeof from === 'number' && this.peek() === '-' && this.src[this.i + 1] !== ']' && this.src[this.i + 1] !== undefined) {
        this.i++;
        const to = single();
        if (typeof to === 'number') {
          ranges.push([from, to]);
          continue;
        }
        ranges.push([from, from], [45, 45], ...to);
        continue;
      }
      if (typeof from === 'number') ranges.push([from, from]);
      else ranges.push(...from);
    }
    this.i++; // ']'
    return negated ? complement(ranges) : normalise(ranges);
  }
}

function nullable(node: Node): boolean {
  switch (node.t) {
    case 'chars':
      return false;
    case 'empty':
      return true;
    case 'seq':
      return node.items.every(nullable);
    case 'alt':
      return node.alts.some(nullable);
    case 'rep':
      return node.min === 0 || nullable(node.body);
  }
}

/** The characters a match of the node can start with. */
function first(node: Node): Ranges {
  switch (node.t) {
    case 'chars':
      return node.set;
    case 'empty':
      return [];
    case 'alt':
      return normalise(node.alts.flatMap(first));
    case 'rep':
      return first(node.body);
    case 'seq': {
      const out: (readonly [number, number])[] = [];
      for (const item of node.items) {
        out.push(...first(item));
        if (!nullable(item)) break;
      }
      return normalise(out);
    }
  }
}

/** A plain word ('abc'), when the node is only literal characters. */
function literalOf(node: Node): string | undefined {
  if (node.t === 'chars') return node.literal;
  if (node.t !== 'seq') return undefined;
  let text = '';
  for (const item of node.items) {
    const part = literalOf(item);
    if (part === undefined) return undefined;
    text += part;
  }
  return text;
}

/** Two alternatives that may match the same start: a backtracking engine tries both. */
function overlap(a: Node, b: Node): boolean {
  if (nullable(a) || nullable(b)) return true;
  const [la, lb] = [literalOf(a), literalOf(b)];
  if (la !== undefined && lb !== undefined) return la.startsWith(lb) || lb.startsWith(la);
  return intersects(first(a), first(b));
}

const unbounded = (node: Node) => node.t === 'rep' && node.max === Infinity;
/** A repetition whose count varies (`+`, `*`, `{1,3}`), `?` aside. */
const varies = (node: Node) => node.t === 'rep' && node.max > node.min && node.max >= 2;

function children(node: Node): Node[] {
  switch (node.t) {
    case 'seq':
      return node.items;
    case 'alt':
      return node.alts;
    case 'rep':
      return [node.body];
    default:
      return [];
  }
}

function findInside(node: Node, match: (n: Node) => boolean): Node | undefined {
  for (const child of children(node)) {
    if (match(child)) return child;
    const found = findInside(child, match);
    if (found) return found;
  }
  return undefined;
}

function danger(node: Node, src: string): RegexCheck | undefined {
  if (node.t === 'rep' && unbounded(node)) {
    const fragment = src.slice(node.start, node.end);
    if (nullable(node.body) || findInside(node, varies)) return { ok: false, reason: 'nested', fragment };
    const ambiguous = findInside(node, (n) => n.t === 'alt' && n.alts.some((a, i) => n.alts.slice(i + 1).some((b) => overlap(a, b))));
    if (ambiguous) return { ok: false, reason: 'overlap', fragment };
  }
  for (const child of children(node)) {
    const found = danger(child, src);
    if (found) return found;
  }
  return undefined;
}

/** Checks a term's pattern (JavaScript syntax, as the admin writes it). */
export function checkRegex(source: string): RegexCheck {
  if (!source.trim()) return { ok: false, reason: 'empty' };
  if (source.length > MAX_PATTERN_LENGTH) return { ok: false, reason: 'tooLong' };
  try {
    // Parsed, never run.
    new RegExp(source, 'u');
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  let tree: Node;
  try {
    tree = new Parser(source).parse();
  } catch (error) {
    if (error instanceof Unsupported) return { ok: false, reason: 'unsupported', fragment: error.message };
    return { ok: false, reason: 'invalid' };
  }
  const shape = danger(tree, source);
  if (shape) return shape;
  const run = checkLinearPattern(source);
  if (run.ok) return { ok: true, cost: run.cost };
  if (run.reason === 'too-complex') return { ok: false, reason: 'tooComplex' };
  return { ok: false, reason: run.reason === 'unsupported' ? 'engine' : 'invalid' };
}
