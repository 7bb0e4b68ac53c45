import type peggy from "peggy";

/** A problem in a grammar file, located so that an editor can jump to it. */
export interface GrammarDiagnostic {
  readonly severity: "error" | "warning";
  readonly message: string;
  /** The grammar file, as given to the build (a path relative to the project, or a user's file). */
  readonly source?: string;
  readonly line?: number;
  readonly column?: number;
  /** What was probably meant, on a line of its own after the message (abnf-habits.ts). */
  readonly hint?: string;
}

export function grammarDiagnostic(
  severity: GrammarDiagnostic["severity"],
  message: string,
  location?: peggy.LocationRange,
  fallbackSource?: string,
): GrammarDiagnostic {
  const source = typeof location?.source === "string" ? location.source : fallbackSource;
  const at = location === undefined ? {} : { line: location.start.line, column: location.start.column };
  return { severity, message, ...(source === undefined ? {} : { source }), ...at };
}

/** "file:line:column: severity: message", the form editors and terminals link. */
export function formatGrammarDiagnostic(d: GrammarDiagnostic): string {
  const where = [d.source ?? "<grammar>", d.line, d.column].filter((p) => p !== undefined).join(":");
  return `${where}: ${d.severity}: ${d.message}${d.hint === undefined ? "" : `\n  hint: ${d.hint}`}`;
}
