/**
 * The tagged DFA made smaller without changing what it returns (Trofimovich 2017, §7: liveness
 * of registers, dead operations, minimization):
 * - an operation whose register is overwritten, or never read again, before any accepting end
 *   reads it is dropped (most of them: the tags of threads that die at the next character);
 * - states that do the same thing — accept with the same registers, and on every class go to
 *   equivalent states with the same operations — are one (Moore's partition refinement);
 * - the registers left are numbered densely.
 */
import { SOURCE_POSITION, SOURCE_UNSET, type RegisterOp, type TaggedDfa } from "./tagged-dfa.js";

function isRegister(src: number): boolean {
  return src !== SOURCE_POSITION && src !== SOURCE_UNSET;
}

/** The registers each state needs on entry. */
function liveness(dfa: TaggedDfa): Set<number>[] {
  const { stateCount, classCount, next, ops, finalRegisters } = dfa;
  const live = Array.from({ length: stateCount }, (_, s) => new Set((finalRegisters[s] ?? []).filter(isRegister)));
  for (let changed = true; changed; ) {
    changed = false;
    for (let s = stateCount - 1; s >= 0; s--) {
      const into = live[s]!;
      for (let c = 0; c < classCount; c++) {
        const t = next[s * classCount + c]!;
        if (t < 0) continue;
        const needed = throughOps(ops[s * classCount + c], live[t]!).live;
        for (const r of needed) {
          if (!into.has(r)) {
            into.add(r);
            changed = true;
          }
        }
      }
    }
  }
  return live;
}

/**
 * Going back through a transition's operations from the registers needed after them: the
 * registers needed before, and the operations whose result is read (undefined: none).
 */
function throughOps(list: readonly RegisterOp[] | undefined, after: ReadonlySet<number>): { live: Set<number>; kept: RegisterOp[] | undefined } {
  const live = new Set(after);
  if (list === undefined) return { live, kept: undefined };
  const kept: RegisterOp[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    const op = list[i]!;
    if (!live.has(op.dst)) continue;
    live.delete(op.dst);
    if (isRegister(op.src)) live.add(op.src);
    kept.unshift(op);
  }
  return { live, kept: kept.length === 0 ? undefined : kept };
}

function opsKey(list: readonly RegisterOp[] | undefined): string {
  return list === undefined ? "" : list.map((o) => `${o.dst}=${o.src}`).join(";");
}

/** Moore's refinement: the blocks of equivalent states, as a block number per state. */
function equivalentStates(dfa: TaggedDfa, ops: readonly (readonly RegisterOp[] | undefined)[]): number[] {
  const { stateCount, classCount, next, finalRegisters } = dfa;
  let block = Array.from({ length: stateCount }, (_, s) => finalRegisters[s]?.join(",") ?? "-");
  let count = new Set(block).size;
  for (;;) {
    const signature = new Map<string, number>();
    const refined = new Array<string>(stateCount);
    for (let s = 0; s < stateCount; s++) {
      const parts = [block[s]!];
      for (let c = 0; c < classCount; c++) {
        const t = next[s * classCount + c]!;
        parts.push(t < 0 ? "x" : `${block[t]}|${opsKey(ops[s * classCount + c])}`);
      }
      const key = parts.join("/");
      if (!signature.has(key)) signature.set(key, signature.size);
      refined[s] = String(signature.get(key));
    }
    block = refined;
    if (signature.size === count) break;
    count = signature.size;
  }
  const numbering = new Map<string, number>();
  return block.map((b) => {
    if (!numbering.has(b)) numbering.set(b, numbering.size);
    return numbering.get(b)!;
  });
}

export function optimizeTaggedDfa(dfa: TaggedDfa): TaggedDfa {
  const { classCount, next } = dfa;
  const live = liveness(dfa);
  const ops = dfa.ops.map((list, i) => {
    const t = next[i]!;
    return t < 0 ? undefined : throughOps(list, live[t]!).kept;
  });
  const startOps = throughOps(dfa.startOps, live[dfa.start]!).kept ?? [];

  // One state per block, the block's first state standing for it (the start state's block first).
  const block = equivalentStates(dfa, ops);
  const order = new Map<number, number>();
  const visit = [dfa.start];
  order.set(block[dfa.start]!, 0);
  const representative: number[] = [dfa.start];
  for (let i = 0; i < visit.length; i++) {
    const s = visit[i]!;
    for (let c = 0; c < classCount; c++) {
      const t = next[s * classCount + c]!;
      if (t < 0 || order.has(block[t]!)) continue;
      order.set(block[t]!, order.size);
      representative.push(t);
      visit.push(t);
    }
  }

  // Registers still used, numbered densely.
  const used = new Map<number, number>();
  const number = (r: number): number => {
    if (!isRegister(r)) return r;
    let n = used.get(r);
    if (n === undefined) {
      n = used.size;
      used.set(r, n);
    }
    return n;
  };
  const renumber = (list: readonly RegisterOp[] | undefined): RegisterOp[] | undefined => list?.map((o) => ({ dst: number(o.dst), src: number(o.src) }));

  const newNext = new Int32Array(representative.length * classCount);
  const newOps: (RegisterOp[] | undefined)[] = [];
  const newFinal: (number[] | undefined)[] = [];
  const newStartOps = renumber(startOps)!;
  representative.forEach((s, i) => {
    newFinal[i] = dfa.finalRegisters[s]?.map(number);
    for (let c = 0; c < classCount; c++) {
      const t = next[s * classCount + c]!;
      newNext[i * classCount + c] = t < 0 ? -1 : order.get(block[t]!)!;
      newOps[i * classCount + c] = renumber(ops[s * classCount + c]);
    }
  });
  return {
    ...dfa,
    stateCount: representative.length,
    registerCount: Math.max(1, used.size),
    next: newNext,
    ops: newOps,
    start: 0,
    startOps: newStartOps,
    finalRegisters: newFinal,
  };
}
