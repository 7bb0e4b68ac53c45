/**
 * Rule names, compared as RFC 5234 §2.1 says: "Rule names are case insensitive". The Peggy
 * grammars write ABNF's "-" as "_" (docs/design.md, "The grammar is the spec"), so "IP-literal",
 * "ip_literal" and "IP_literal" are one rule. Every place that matches a rule by name — merging
 * overlays (.peggy and .abnf), "// @new" and "; @new" declarations, span rules, the start rule,
 * the ABNF's references, the check's comparisons — goes through ruleNameKey; a rule keeps the name
 * the base grammar gives it, whatever case an overlay writes it in.
 */

/** The key under which a rule is found: lower case, "-" as "_". */
export function ruleNameKey(name: string): string {
  return name.toLowerCase().replace(/-/g, "_");
}

/** The Peggy name of an ABNF rule name ("-" written as "_"). */
export function peggyRuleName(name: string): string {
  return name.replace(/-/g, "_");
}
