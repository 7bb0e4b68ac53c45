/**
 * Verdicts on .peggy files kept between runs: a derived .peggy with its check (derive-peggy.ts),
 * or the check of a user's .peggy against the .abnf beside it (derived-variant.ts). Deriving or
 * checking takes a second or two — up to 10,000 generated inputs through both grammars — and every
 * command that names "base+my.abnf" (each worker thread of compare too) would otherwise pay it
 * again. A record is keyed by a hash of everything the verdict reads: the base variant, its
 * grammar files (.peggy and .abnf), the overlays' texts and the check's settings, with
 * DERIVATION_REVISION for the code itself. An edited overlay or grammar is a new key; an old
 * record is never used for it.
 *
 * The folder is $WEBADDR_CACHE_DIR, else $XDG_CACHE_HOME/webaddr, else ~/.cache/webaddr. A folder
 * that cannot be read or written only means deriving again: nothing here fails a command.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** Bump when derive-peggy.ts, check-equivalence.ts or the rule names change what a verdict gives. */
const DERIVATION_REVISION = 2;

/** What is kept of a verdict: enough to build the fast variant and to say what was checked. */
export interface DerivationRecord {
  /** The derived .peggy text (when it passed). */
  readonly peggy?: string;
  readonly passes: boolean;
  /** The check's inputs and seed. */
  readonly inputs: number;
  readonly seed: number;
  /** The choices reordered ("dec-octet (5, 4, 3, 2, 1)"). */
  readonly reordered: readonly string[];
  /** Why it did not pass: a line per rule it could not derive, or the first disagreement found. */
  readonly reasons: readonly string[];
}

/**
 * Where verdicts are kept, by the parts of everything they read: on disk between runs for the
 * CLI and the library (diskVerdicts), in memory in the page (derived-variant.ts, memoryVerdicts).
 */
export interface VerdictStore {
  read(parts: readonly string[]): DerivationRecord | undefined;
  write(parts: readonly string[], record: DerivationRecord): void;
}

export function derivationCacheDir(): string {
  const env = process.env;
  if (env.WEBADDR_CACHE_DIR) return env.WEBADDR_CACHE_DIR;
  return join(env.XDG_CACHE_HOME || join(homedir(), ".cache"), "webaddr");
}

/** Where the record of a verdict is kept: by a hash of everything it reads. */
function recordPath(parts: readonly string[]): string {
  const hash = createHash("sha256");
  hash.update(`webaddr derivation ${DERIVATION_REVISION}\n`);
  for (const p of parts) hash.update(`${p.length}:${p}`);
  return join(derivationCacheDir(), "derived", `${hash.digest("hex")}.json`);
}

/** The verdicts of the CLI and the library: records in derivationCacheDir(). */
export const diskVerdicts: VerdictStore = {
  read(parts) {
    try {
      const record = JSON.parse(readFileSync(recordPath(parts), "utf8")) as DerivationRecord;
      return typeof record.passes === "boolean" && Array.isArray(record.reasons) ? record : undefined;
    } catch {
      return undefined;
    }
  },
  write(parts, record) {
    try {
      const path = recordPath(parts);
      mkdirSync(join(derivationCacheDir(), "derived"), { recursive: true });
      // Written whole, then renamed: a reader (another worker) never sees half a record.
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(record));
      renameSync(temporary, path);
    } catch {
      // Not kept: the next run derives again.
    }
  },
};
