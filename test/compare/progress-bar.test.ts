import { expect } from "chai";
import { ProgressBar } from "../../src/cli/progress-bar.js";

function terminal(isTTY: boolean): { isTTY: boolean; columns: number; written: string[]; write(text: string): void } {
  const written: string[] = [];
  return { isTTY, columns: 100, written, write: (text: string) => void written.push(text) };
}

describe("the progress bar (webaddr compare)", () => {
  it("draws nothing when standard error is not a terminal, however long the run", () => {
    const t = terminal(false);
    let now = 0;
    const bar = new ProgressBar(t, { now: () => now, totalBytes: 1000 });
    for (let i = 1; i <= 100; i++) {
      now += 500;
      bar.update(i, i * 10);
    }
    bar.clear();
    expect(t.written).to.deep.equal([]);
    expect(new ProgressBar(undefined).shown).to.equal(false);
  });

  it("on a terminal: nothing during the first second, then a bar with the percentage, redrawn at most every 100 ms, erased at the end", () => {
    const t = terminal(true);
    let now = 0;
    const bar = new ProgressBar(t, { now: () => now, totalBytes: 1000 });
    now = 999;
    bar.update(10, 100);
    expect(t.written).to.deep.equal([]);
    now = 1001;
    bar.update(20, 500);
    expect(t.written).to.have.length(1);
    expect(t.written[0]).to.match(/^\r\u001b\[K\[#+-+\]  50%  20 inputs  1\.0 s  20\/s$/);
    now = 1050;
    bar.update(21, 510);
    expect(t.written).to.have.length(1);
    now = 1200;
    bar.update(30, 1000);
    expect(t.written[1]).to.match(/\] 100%  30 inputs/);
    expect(bar.shown).to.equal(true);
    bar.clear();
    expect(t.written[2]).to.equal("\r\u001b[K");
    expect(bar.shown).to.equal(false);
  });

  it("without a total (standard input): counts and rate only", () => {
    const t = terminal(true);
    let now = 0;
    const bar = new ProgressBar(t, { now: () => now });
    now = 2000;
    bar.update(4000, 0);
    expect(t.written[0]).to.equal("\r\u001b[K4000 inputs  2.0 s  2000/s");
  });
});
