/**
 * Where a grammar's ABNF comes from: each Peggy grammar file x.peggy has its plain copy x.abnf
 * beside it (docs/design.md, "Keep a plain ABNF copy of each grammar beside it"). An ABNF overlay's
 * new rules may be declared in the .peggy overlay ("// @new"), so that the ABNF copy can stay
 * the RFC's text verbatim (RFC 3987's i-rules are all new to RFC 3986's grammar).
 */
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { readProjectGrammarFile } from "../grammar/grammar-files.js";
import { ruleNameKey } from "../grammar/rule-names.js";
import type { AbnfSource } from "./read-abnf-file.js";

/** The rules a .peggy file declares new: the first rule after each "// @new" comment line. */
export function peggyDeclaredNew(peggyText: string): Set<string> {
  const declared = new Set<string>();
  let pending = false;
  for (const line of peggyText.split(/\r?\n/)) {
    if (/^\s*\/\/\s*@new\b/.test(line)) pending = true;
    else if (/^\s*(\/\/.*)?$/.test(line)) continue;
    else {
      const name = /^([A-Za-z_][A-Za-z0-9_]*)\b/.exec(line)?.[1];
      if (pending && name !== undefined) declared.add(ruleNameKey(name));
      pending = false;
    }
  }
  return declared;
}

/** "x.peggy" → "x.abnf" (any other name is kept). */
export function abnfPathOf(peggyPath: string): string {
  return peggyPath.replace(/\.peggy$/, ".abnf");
}

type AbnfSourcesResult = { readonly ok: true; readonly files: readonly AbnfSource[] } | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

/** The ABNF copies of the project's grammar files (names relative to grammar/). */
export function readProjectAbnfSources(peggyFiles: readonly string[]): AbnfSourcesResult {
  const files: AbnfSource[] = [];
  for (const peggy of peggyFiles) {
    const abnf = abnfPathOf(peggy);
    const text = readProjectGrammarFile(abnf);
    if (text === undefined) return { ok: false, errors: [{ severity: "error", source: `grammar/${peggy}`, message: `no ABNF copy grammar/${abnf} beside it` }] };
    const peggyText = readProjectGrammarFile(peggy);
    files.push({ source: `grammar/${abnf}`, text, declaredNew: peggyText === undefined ? new Set<string>() : peggyDeclaredNew(peggyText) });
  }
  return { ok: true, files };
}
