/**
 * A value as JSON for a line of text, windowed when it is long: its head and tail with what was
 * left out said, never silently (compare's text form of one 10 MB line was 80 MB, each
 * component of each variant in full). The same form as the parse ruler's long values
 * (src/cli/ruler.ts). Values of up to 2 × WINDOW code units are written whole.
 */
export const VALUE_WINDOW = 60;

export function windowedJSON(value: string, window = VALUE_WINDOW): string {
  if (value.length <= window * 2) return JSON.stringify(value);
  const tail = Math.min(20, window);
  return `${JSON.stringify(value.slice(0, window))}…${JSON.stringify(value.slice(-tail))} (${value.length} code units, ${value.length - window - tail} not shown)`;
}
