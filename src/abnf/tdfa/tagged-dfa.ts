/**
 * A tagged NFA (tagged-nfa.ts) made deterministic: Laurikari's tagged DFA, with Trofimovich's
 * treatment of the registers ("Tagged Deterministic Finite Automata with Lookahead", 2017, §5–6:
 * a configuration's tags held in registers, states that differ only by a renaming of their
 * registers being one state, the renaming done by copies on the transition), under the
 * leftmost-greedy rule: the automaton finds the parse a backtracking reader finds first, which
 * is the ABNF's preferred parse (src/abnf/preferred-parse.ts).
 *
 * A state is an ordered list of threads, each an NFA state (a character test, or the final
 * state) and the registers its tags are in, most preferred first. After a character the threads
 * that can take it go on, in the same order, and each follows its empty moves depth first in
 * order of preference; an NFA state already reached at this position is not entered again (the
 * path that reached it first is preferred, and their futures are the same). This is the order in
 * which a backtracking reader tries the paths, so at the end of the input the first thread in the
 * final state holds the preferred parse's tags.
 */
import type { CodePointRanges } from "../abnf-grammar.js";
import { CHAR, FINAL, SPLIT, TAG, type SpanKey, type TaggedNfa } from "./tagged-nfa.js";

/** An operation's source: the position before the character being read, or "not set". */
export const SOURCE_POSITION = -1;
export const SOURCE_UNSET = -2;

/** Register dst gets the value of register src (or a SOURCE_* value). */
export interface RegisterOp {
  readonly dst: number;
  readonly src: number;
}

export interface TaggedDfa {
  /** Code point classes: classStarts[c] is the first code point of class classOf[c]. */
  readonly classStarts: readonly number[];
  readonly classOf: readonly number[];
  readonly classCount: number;
  readonly stateCount: number;
  readonly registerCount: number;
  /** next[s * classCount + c]: the state after a character of class c, or -1. */
  readonly next: Int32Array;
  /** The operations of each transition, done in order (copies already sequenced). */
  readonly ops: readonly (readonly RegisterOp[] | undefined)[];
  readonly start: number;
  readonly startOps: readonly RegisterOp[];
  /**
   * finalRegisters[s]: for an accepting state, where each tag's value is at the end of the input:
   * a register, or SOURCE_POSITION for the input's length; else undefined.
   */
  readonly finalRegisters: readonly (readonly number[] | undefined)[];
  readonly keys: readonly SpanKey[];
}

export type TaggedDfaResult = { readonly ok: true; readonly dfa: TaggedDfa } | { readonly ok: false; readonly reason: string };

const MAX_DFA_STATES = 30_000;

class TooManyStates extends Error {}

/** The code point classes: the intervals no character test tells apart, joined when every test treats them alike. */
function codePointClasses(nfa: TaggedNfa): { starts: number[]; classOf: number[]; count: number; accepts: Map<string, Uint8Array> } {
  const sets = new Map<string, CodePointRanges>();
  for (let s = 0; s < nfa.kind.length; s++) if (nfa.kind[s] === CHAR) sets.set(JSON.stringify(nfa.ranges[s]), nfa.ranges[s]!);
  const cuts = new Set<number>([0]);
  for (const ranges of sets.values()) {
    for (const [first, last] of ranges) {
      cuts.add(first);
      if (last + 1 <= 0x10ffff) cuts.add(last + 1);
    }
  }
  const starts = [...cuts].sort((a, b) => a - b);
  const setList = [...sets.entries()];
  const signatureClass = new Map<string, number>();
  const classOf = starts.map((cp) => {
    const signature = setList.map(([, ranges]) => (ranges.some(([f, l]) => f <= cp && cp <= l) ? "1" : "0")).join("");
    let c = signatureClass.get(signature);
    if (c === undefined) {
      c = signatureClass.size;
      signatureClass.set(signature, c);
    }
    return c;
  });
  const count = signatureClass.size;
  // Which classes each distinct set takes.
  const accepts = new Map<string, Uint8Array>();
  setList.forEach(([key, ranges]) => {
    const takes = new Uint8Array(count);
    starts.forEach((cp, i) => {
      if (ranges.some(([f, l]) => f <= cp && cp <= l)) takes[classOf[i]!] = 1;
    });
    accepts.set(key, takes);
  });
  return { starts, classOf, count, accepts };
}

interface Thread {
  readonly q: number;
  /** Register of each tag. */
  readonly regs: readonly number[];
  /**
   * The tags its empty moves set since the last character, not yet written: they are written on
   * the next transition, and only if the thread survives it (the lookahead of Trofimovich's
   * TDFA(1), which keeps a loop over a run of characters free of operations for the threads that
   * could have left the loop there).
   */
  readonly pending: readonly number[];
}

/** Sequences a parallel copy (distinct destinations) so that each source is read before it is overwritten. */
export function sequenceCopies(copies: readonly RegisterOp[], temp: number): RegisterOp[] {
  const pending = copies.filter((c) => c.dst !== c.src).map((c) => ({ ...c }));
  const done: RegisterOp[] = [];
  while (pending.length > 0) {
    const free = pending.findIndex((c) => !pending.some((o) => o !== c && o.src === c.dst));
    if (free >= 0) {
      done.push(pending[free]!);
      pending.splice(free, 1);
      continue;
    }
    // A cycle: park one destination's value in the temporary register.
    const c = pending[0]!;
    done.push({ dst: temp, src: c.dst });
    for (const o of pending) if (o.src === c.dst) o.src = temp;
  }
  return done;
}

export function buildTaggedDfa(nfa: TaggedNfa): TaggedDfaResult {
  const tagCount = 2 * nfa.keys.length;
  const { starts, classOf, count: classCount, accepts } = codePointClasses(nfa);
  const acceptsOf = nfa.kind.map((k, s) => (k === CHAR ? accepts.get(JSON.stringify(nfa.ranges[s]))! : undefined));

  let registerCount = 1; // register 0: "not set", for the tags no path has set yet
  const states: Thread[][] = [];
  const byKernel = new Map<string, number[]>();
  const next: number[] = [];
  const ops: (RegisterOp[] | undefined)[] = [];
  const finalRegisters: (number[] | undefined)[] = [];
  const visited = new Int32Array(nfa.kind.length).fill(-1);
  let closureId = 0;

  /** The threads the kernel's empty moves reach, with the tags each set on the way. */
  function closure(kernel: readonly { q: number; regs: readonly number[] }[]): Thread[] {
    const id = closureId++;
    const result: Thread[] = [];
    for (const thread of kernel) {
      const stack: { q: number; set: readonly number[] }[] = [{ q: thread.q, set: [] }];
      while (stack.length > 0) {
        const { q, set } = stack.pop()!;
        if (visited[q] === id) continue;
        visited[q] = id;
        switch (nfa.kind[q]) {
          case CHAR:
          case FINAL:
            result.push({ q, regs: thread.regs, pending: set });
            break;
          case TAG:
            stack.push({ q: nfa.out[q]![0]!, set: [...set, nfa.tag[q]!] });
            break;
          case SPLIT: {
            const out = nfa.out[q]!;
            for (let i = out.length - 1; i >= 0; i--) stack.push({ q: out[i]!, set });
          }
        }
      }
    }
    return result;
  }

  /**
   * The transition from a state's threads on a character class: the threads that take it write
   * their pending tags (one register per tag, set to the position before the character), move,
   * and follow their empty moves. The state they make is found among the states made before (up
   * to a renaming of registers) or made now; returned with the operations that bring the
   * registers there.
   */
  function transition(threads: readonly Thread[], c: number): { state: number; ops: RegisterOp[] } | undefined {
    const fresh = new Map<number, number>();
    const kernel: { q: number; regs: readonly number[] }[] = [];
    for (const t of threads) {
      if (nfa.kind[t.q] !== CHAR || acceptsOf[t.q]![c] !== 1) continue;
      let regs = t.regs;
      if (t.pending.length > 0) {
        const written = [...regs];
        for (const tag of t.pending) {
          if (!fresh.has(tag)) fresh.set(tag, registerCount++);
          written[tag] = fresh.get(tag)!;
        }
        regs = written;
      }
      kernel.push({ q: nfa.out[t.q]![0]!, regs });
    }
    if (kernel.length === 0) return undefined;
    return enter(closure(kernel), fresh);
  }

  function enter(candidate: Thread[], fresh: ReadonlyMap<number, number>): { state: number; ops: RegisterOp[] } {
    const kernelKey = candidate.map((t) => `${t.q}:${t.pending.join(".")}`).join(",");
    for (const s of byKernel.get(kernelKey) ?? []) {
      const mapping = renaming(candidate, states[s]!);
      if (mapping === undefined) continue;
      registerCount -= fresh.size; // not needed after all
      const copies: RegisterOp[] = [];
      const sets: RegisterOp[] = [];
      const freshRegs = new Set(fresh.values());
      for (const [from, to] of mapping) {
        if (freshRegs.has(from)) sets.push({ dst: to, src: SOURCE_POSITION });
        else if (from !== to) copies.push({ dst: to, src: from });
      }
      return { state: s, ops: [...sequenceCopies(copies, TEMP), ...sets] };
    }
    if (states.length >= MAX_DFA_STATES) throw new TooManyStates(`the deterministic automaton has more than ${MAX_DFA_STATES} states`);
    const s = states.length;
    states.push(candidate);
    byKernel.set(kernelKey, [...(byKernel.get(kernelKey) ?? []), s]);
    return { state: s, ops: [...fresh.values()].map((r) => ({ dst: r, src: SOURCE_POSITION })) };
  }

  // The temporary register of cyclic copies; its number is fixed once all registers are known.
  const TEMP = -3;

  try {
    const initial = enter(closure([{ q: nfa.start, regs: new Array<number>(tagCount).fill(0) }]), new Map());
    for (let s = 0; s < states.length; s++) {
      const threads = states[s]!;
      // At the end of the input the first thread in the final state is the preferred parse; its
      // pending tags are at the end.
      const finalThread = threads.find((t) => nfa.kind[t.q] === FINAL);
      finalRegisters[s] = finalThread === undefined ? undefined : finalThread.regs.map((r, tag) => (finalThread.pending.includes(tag) ? SOURCE_POSITION : r));
      for (let c = 0; c < classCount; c++) {
        const target = transition(threads, c);
        if (target === undefined) {
          next[s * classCount + c] = -1;
          continue;
        }
        next[s * classCount + c] = target.state;
        if (target.ops.length > 0) ops[s * classCount + c] = target.ops;
      }
    }
    const temp = registerCount;
    const fixTemp = (list: RegisterOp[]): RegisterOp[] => list.map((o) => ({ dst: o.dst === TEMP ? temp : o.dst, src: o.src === TEMP ? temp : o.src }));
    return {
      ok: true,
      dfa: {
        classStarts: starts,
        classOf,
        classCount,
        stateCount: states.length,
        registerCount: registerCount + 1,
        next: Int32Array.from(next),
        ops: ops.map((o) => (o === undefined ? undefined : fixTemp(o))),
        start: initial.state,
        startOps: [{ dst: 0, src: SOURCE_UNSET }, ...fixTemp(initial.ops)],
        finalRegisters,
        keys: nfa.keys,
      },
    };
  } catch (e) {
    if (e instanceof TooManyStates) return { ok: false, reason: e.message };
    throw e;
  }
}

/**
 * The renaming of registers that turns the candidate's threads into the state's (same NFA
 * states in the same order), if there is one: each register maps to one register, no two to the
 * same one.
 */
function renaming(candidate: readonly Thread[], state: readonly Thread[]): Map<number, number> | undefined {
  const forward = new Map<number, number>();
  const backward = new Map<number, number>();
  for (let i = 0; i < candidate.length; i++) {
    const a = candidate[i]!.regs;
    const b = state[i]!.regs;
    for (let t = 0; t < a.length; t++) {
      const from = a[t]!;
      const to = b[t]!;
      const f = forward.get(from);
      if (f === undefined) {
        if (backward.has(to)) return undefined;
        forward.set(from, to);
        backward.set(to, from);
      } else if (f !== to) return undefined;
    }
  }
  return forward;
}
