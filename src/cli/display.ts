/**
 * Showing an input on a terminal so that markers drawn under it line up: printable ASCII and
 * narrow Latin, Greek and Cyrillic letters as themselves; every other character (controls,
 * combining marks, wide and astral characters, lone surrogates) as a \u{…} escape, one column
 * per character of the escape.
 */
interface DisplayText {
  readonly text: string;
  /** columns[i] is the column where input offset i starts; columns[input.length] is the end. */
  readonly columns: readonly number[];
}

function shownAsItself(cp: number): boolean {
  return (cp >= 0x20 && cp < 0x7f) || (cp >= 0xa1 && cp <= 0x2ff && cp !== 0xad) || (cp >= 0x370 && cp <= 0x52f && !(cp >= 0x483 && cp <= 0x489));
}

export function escapeForDisplay(cp: number): string {
  return `\\u{${cp.toString(16).toUpperCase().padStart(4, "0")}}`;
}

export function displayText(input: string): DisplayText {
  let text = "";
  const columns: number[] = [];
  for (let i = 0; i < input.length; ) {
    const cp = input.codePointAt(i) ?? 0;
    const units = cp > 0xffff ? 2 : 1;
    for (let u = 0; u < units; u++) columns.push(text.length);
    text += shownAsItself(cp) ? String.fromCodePoint(cp) : escapeForDisplay(cp);
    i += units;
  }
  columns.push(text.length);
  return { text, columns };
}
