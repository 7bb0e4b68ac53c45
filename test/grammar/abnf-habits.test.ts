import { expect } from "chai";
import { abnfHabitHint, abnfHabits } from "../../src/grammar/abnf-habits.js";

describe("ABNF habits in a .peggy file: the hint after a Peggy syntax error", () => {
  it("names each habit with its Peggy form", () => {
    const cases: [string, string[]][] = [
      ["  = (pchar / sub-delims)*", ["`sub_delims` for `sub-delims`"]],
      ['  = "|" / %x7C / %x41-5A / %d48 / %x61.62', ['`"|"` for `%x7C`']],
      ["  = %x41-5A", ["`[A-Z]` for `%x41-5A`"]],
      ["; a comment", ["`//` comments for `;`"]],
      ['query = *( pchar / "/" )', ["`( … )*` for `*( … )`"]],
      ["port = 1*DIGIT", ["`DIGIT+` for `1*DIGIT`"]],
      ["x = 2*4HEXDIG", ["`HEXDIG|2..4|` for `2*4HEXDIG`"]],
      ['a = *1"c"', ['`"c"?` for `*1"c"`']],
      ["h = 2HEXDIG", ["`HEXDIG|2|` for `2HEXDIG`"]],
      ['query =/ "|"', ["the whole rule, its alternatives and the new ones, for `=/` (Peggy has no incremental alternatives)"]],
      ['q = %s"aB"', ['`"…"` for `%s"…"`, `"…"i` for `%i"…"`']],
    ];
    for (const [line, habits] of cases) expect(abnfHabits(line), line).to.deep.equal(habits);
  });

  it("leaves Peggy alone: postfix repetitions, strings, classes, comments, ranges", () => {
    for (const line of ['  = (pchar / "/")* y', '  = "a-b" [a-z] x', "  = pchar+ // a;b", "  = HEXDIG|2|", 'IPvFuture = "v"i HEXDIG+ "."', "a = b;"]) {
      expect(abnfHabits(line), line).to.deep.equal([]);
    }
  });

  it("reads the failing line, else the line before it; points to the .abnf beside the .peggy", () => {
    const text = 'query\n  = (pchar / "|")* ; pipes too\n';
    expect(abnfHabitHint("/x/my.peggy", text, 3)).to.equal("this looks like ABNF: write it in my.abnf beside the .peggy, or in Peggy: `//` comments for `;`");
    expect(abnfHabitHint("/x/my.peggy", "query\n  = (pchar\n", 3)).to.equal(undefined);
  });
});
