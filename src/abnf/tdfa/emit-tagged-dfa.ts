/**
 * The JavaScript of a tagged DFA (tagged-dfa.ts): tables, and one loop that takes a table step
 * per character. `tdfa$match(input)` returns the span nodes of the preferred parse, in the shape
 * and order a Peggy parser of the grammar returns them (GrammarNode, src/grammar/span-actions.ts),
 * or null when the input is not in the language.
 *
 * The loop reads code points (a surrogate pair is one character, a lone surrogate is itself, as
 * String.prototype.codePointAt reads them: the ABNF's characters), and records UTF-16 offsets.
 * It never reads past the end of the input (V8 compiles a charCodeAt that has once done so
 * without its fast path, docs/performance.md), and calls charCodeAt through a constant, as the
 * generated PEG parsers do (src/grammar/codegen/emit-js.ts): input.charCodeAt is looked up by the
 * kind of string, and past four kinds every character costs a call.
 */
import { SOURCE_POSITION, SOURCE_UNSET, type RegisterOp, type TaggedDfa } from "./tagged-dfa.js";

/** A table in base64 (Int32, little-endian): a 60,000-entry table loads faster as one string. */
function base64Int32(values: ArrayLike<number>): string {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < values.length; i++) view.setInt32(i * 4, values[i]!, true);
  return Buffer.from(bytes).toString("base64");
}

function flatOps(list: readonly RegisterOp[], program: number[]): number {
  const at = program.length;
  program.push(list.length);
  for (const { dst, src } of list) program.push(dst, src);
  return at;
}

export function emitTaggedDfa(dfa: TaggedDfa): string {
  const { classCount, stateCount } = dfa;
  const ascii = new Array<number>(128);
  const aboveStarts: number[] = [];
  const aboveClasses: number[] = [];
  dfa.classStarts.forEach((start, i) => {
    const end = dfa.classStarts[i + 1] ?? 0x110000;
    for (let cp = start; cp < Math.min(end, 128); cp++) ascii[cp] = dfa.classOf[i]!;
    if (end > 128) {
      aboveStarts.push(Math.max(start, 128));
      aboveClasses.push(dfa.classOf[i]!);
    }
  });
  // The operations of all transitions in one program: [count, dst, src, dst, src, ...] per list;
  // offset 0 is the empty list, so that a transition's entry 0 means "nothing to do".
  const program: number[] = [0];
  const opsAt = new Int32Array(stateCount * classCount);
  const listAt = new Map<string, number>();
  dfa.ops.forEach((list, i) => {
    if (list === undefined || list.length === 0) return;
    const key = list.map((o) => `${o.dst},${o.src}`).join(";");
    let at = listAt.get(key);
    if (at === undefined) {
      at = flatOps(list, program);
      listAt.set(key, at);
    }
    opsAt[i] = at;
  });
  // One row per state, one entry per class, read with one load: the next state's row when the
  // transition does nothing else; -1 when there is no transition; -2 - x for the x-th transition
  // with operations, whose row and program are in withOps. A last column holds where the
  // state's run mask is, or -1 (below).
  const stride = classCount + 1;
  const table = new Int32Array(stateCount * stride);
  const withOps: number[] = [];
  // A state that stays where it is on some ASCII characters, doing nothing (a run of path,
  // query or host characters): their mask, so that the loop can step over the run without
  // looking the state up again for each character.
  const runMasks: number[] = [];
  const maskAt = new Map<string, number>();
  for (let s = 0; s < stateCount; s++) {
    for (let c = 0; c < classCount; c++) {
      const i = s * classCount + c;
      const target = dfa.next[i]!;
      if (target < 0) table[s * stride + c] = -1;
      else if (opsAt[i] === 0) table[s * stride + c] = target * stride;
      else {
        table[s * stride + c] = -2 - withOps.length / 2;
        withOps.push(target * stride, opsAt[i]!);
      }
    }
    const stays = ascii.map((c) => (dfa.next[s * classCount + c] === s && opsAt[s * classCount + c] === 0 ? 1 : 0));
    if (!stays.includes(1)) table[s * stride + classCount] = -1;
    else {
      const key = stays.join("");
      let at = maskAt.get(key);
      if (at === undefined) {
        at = runMasks.length;
        maskAt.set(key, at);
        runMasks.push(...stays);
      }
      table[s * stride + classCount] = at;
    }
  }
  const startOps = flatOps(dfa.startOps, program);
  const finalAt = new Int32Array(stateCount).fill(-1);
  const finalSources: number[] = [];
  dfa.finalRegisters.forEach((regs, s) => {
    if (regs === undefined) return;
    finalAt[s] = finalSources.length;
    finalSources.push(...regs);
  });
  const rules = dfa.keys.map((k) => k.rule);
  const parents = dfa.keys.map((k) => k.parent);

  return String.raw`
// The grammar's ABNF as a tagged DFA (src/abnf/tdfa/): ${stateCount} states, ${classCount} classes of characters, ${dfa.registerCount} registers.
const tdfa$charCodeAt = String.prototype.charCodeAt;
const tdfa$POSITION = ${SOURCE_POSITION};
const tdfa$UNSET = ${SOURCE_UNSET};
const tdfa$ascii = new Uint8Array(${JSON.stringify(ascii)});
const tdfa$aboveStarts = ${JSON.stringify(aboveStarts)};
const tdfa$aboveClasses = ${JSON.stringify(aboveClasses)};
const tdfa$program = new Int32Array(${JSON.stringify(program)});
const tdfa$finalAt = new Int32Array(${JSON.stringify([...finalAt])});
const tdfa$finalSources = new Int32Array(${JSON.stringify(finalSources)});
const tdfa$startOps = ${startOps};
const tdfa$rules = ${JSON.stringify(rules)};
const tdfa$parents = ${JSON.stringify(parents)};
const tdfa$regs = new Int32Array(${dfa.registerCount + 1});
// The node made for each key in the current call (a key's parent is always made before it).
const tdfa$made = new Array(${rules.length}).fill(null);
const tdfa$withOps = new Int32Array(${JSON.stringify(withOps)});
const tdfa$runMasks = new Uint8Array(${JSON.stringify(runMasks)});
let tdfa$table = null;

function tdfa$decode(text) {
  const bytes = typeof Buffer === "function" ? Buffer.from(text, "base64") : Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const out = new Int32Array(bytes.length >> 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(i * 4, true);
  return out;
}

function tdfa$classAbove(c) {
  const starts = tdfa$aboveStarts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= c) lo = mid;
    else hi = mid - 1;
  }
  return tdfa$aboveClasses[lo];
}

function tdfa$run(at, pos) {
  const program = tdfa$program;
  const regs = tdfa$regs;
  for (let j = at + 1, end = at + 1 + 2 * program[at]; j < end; j += 2) {
    const src = program[j + 1];
    regs[program[j]] = src === tdfa$POSITION ? pos : src === tdfa$UNSET ? -1 : regs[src];
  }
}

function tdfa$match(input) {
  if (tdfa$table === null) tdfa$table = tdfa$decode(${JSON.stringify(base64Int32(table))});
  const table = tdfa$table;
  const ascii = tdfa$ascii;
  const masks = tdfa$runMasks;
  const n = input.length;
  let row = ${dfa.start * stride};
  tdfa$run(tdfa$startOps, 0);
  let i = 0;
  while (i < n) {
    const m = table[row + ${classCount}];
    if (m >= 0) {
      while (i < n) {
        const c = tdfa$charCodeAt.call(input, i);
        if (c >= 128 || masks[m + c] === 0) break;
        i++;
      }
      if (i === n) break;
    }
    let c = tdfa$charCodeAt.call(input, i);
    let width = 1;
    let k;
    if (c < 128) k = ascii[c];
    else {
      if (c >= 0xd800 && c < 0xdc00 && i + 1 < n && (tdfa$charCodeAt.call(input, i + 1) & 0xfc00) === 0xdc00) {
        c = 0x10000 + ((c - 0xd800) << 10) + (tdfa$charCodeAt.call(input, i + 1) - 0xdc00);
        width = 2;
      }
      k = tdfa$classAbove(c);
    }
    const e = table[row + k];
    if (e >= 0) row = e;
    else if (e === -1) return null;
    else {
      tdfa$run(tdfa$withOps[((-2 - e) << 1) | 1], i);
      row = tdfa$withOps[(-2 - e) << 1];
    }
    i += width;
  }
  const f = tdfa$finalAt[row / ${stride}];
  if (f < 0) return null;
  return tdfa$nodes(f, n);
}

// The nodes from the tags' values: a span rule's node where both its tags were set, under the
// node of the span rule around it, children in input order.
function tdfa$nodes(f, n) {
  const regs = tdfa$regs;
  const sources = tdfa$finalSources;
  const rules = tdfa$rules;
  const parents = tdfa$parents;
  const made = tdfa$made;
  const top = [];
  for (let k = 0; k < rules.length; k++) {
    const open = sources[f + 2 * k];
    const close = sources[f + 2 * k + 1];
    const start = open === tdfa$POSITION ? n : regs[open];
    const end = close === tdfa$POSITION ? n : regs[close];
    if (start < 0 || end < 0) continue;
    const node = { rule: rules[k], start, end, children: [] };
    made[k] = node;
    const parent = parents[k];
    const siblings = parent < 0 ? top : made[parent].children;
    // Keys are in the grammar's order; siblings from different alternatives may not be.
    if (siblings.length > 0 && siblings[siblings.length - 1].start > start) {
      let j = siblings.length;
      while (j > 0 && siblings[j - 1].start > start) j--;
      siblings.splice(j, 0, node);
    } else siblings.push(node);
  }
  return top;
}
`;
}
