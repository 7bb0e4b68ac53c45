/**
 * The grammar overlay panel in Chromium: ABNF typed in the page becomes one more column beside
 * its base, by the CLI's own code, and the link to the view carries it.
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { CHROMIUM, requireSystemProgram } from "../support/system-program.js";
import { openPage, startPageSession, type PageSession } from "./support/page-session.js";

const PIPE = '; What if "|" were allowed in query?\nquery = *( pchar / "/" / "?" / "|" )\n';
const COLUMN = "rfc3986+overlay.abnf";

describe("web: the grammar overlay panel (Chromium)", function () {
  this.timeout(120_000);
  const chromium = requireSystemProgram(CHROMIUM, "the browser tests");
  let session: PageSession;
  before(async () => {
    session = await startPageSession(chromium());
  });
  after(async () => session?.close());

  async function open(fragment = ""): Promise<Page> {
    const page = await openPage(session, fragment);
    return page;
  }

  const cell = (page: Page, variant: string, field: string): Promise<string | null> => page.textContent(`td[data-variant="${variant}"][data-field="${field}"]`);

  it("loads the panel's code only when it is used: not with the first paint", async () => {
    const onDemand = session.build.outputs.filter((o) => o.loaded === "on-demand");
    expect(onDemand.some((o) => o.inputs.some((i) => i.includes("overlay-variant")))).to.equal(true);
    const firstPaint = session.build.outputs.filter((o) => o.loaded === "first-paint").flatMap((o) => o.inputs);
    expect(firstPaint.filter((i) => i.includes("src/workbench/") || i.includes("node_modules/peggy/") || i.includes("node_modules/abnf/"))).to.deep.equal([]);
    const requested = (): string[] => session.requests.filter((r) => onDemand.some((o) => r.endsWith(`/${o.file}`)));
    const page = await open("#url=http%3A%2F%2Fa%2F");
    const before = requested().length;
    await page.click("#overlay-details summary");
    await page.waitForFunction(() => document.querySelector("#overlay-base option") !== null);
    await page.waitForTimeout(200);
    expect(requested().length).to.be.greaterThan(before);
  });

  it("an ABNF overlay becomes a column beside its base, and the link reproduces it after reload", async () => {
    const page = await open("#url=http%3A%2F%2Fa%2F%3Fb%7Cc&variants=rfc3986,html5-2009");
    await page.click("#overlay-details summary");
    await page.selectOption("#overlay-base", "rfc3986");
    await page.fill("#overlay-text", PIPE);
    await page.waitForSelector(`th[data-variant="${COLUMN}"]`);
    const headers = await page.$$eval("#comparison thead th.variant", (ths) => ths.map((th) => th.getAttribute("data-variant")));
    expect(headers).to.deep.equal(["html5-2009", "rfc3986", COLUMN]);
    expect(await cell(page, "rfc3986", "status")).to.match(/^rejected/);
    expect(await cell(page, COLUMN, "status")).to.equal("accepted");
    expect(await cell(page, COLUMN, "component-query")).to.equal("b|c");
    expect(await page.textContent("#overlay-status")).to.contain("parsed by the ABNF");
    // The tree of the overlay's column.
    await page.selectOption("#tree-variant", COLUMN);
    await page.waitForSelector('#tree [data-rule="query"]');

    const link = new URL(page.url()).hash;
    expect(link).to.contain("ovbase=rfc3986").and.contain("ov=");
    const again = await open(link);
    await again.waitForSelector(`th[data-variant="${COLUMN}"]`);
    expect(await again.inputValue("#overlay-text")).to.equal(PIPE);
    expect(await cell(again, COLUMN, "component-query")).to.equal("b|c");
    expect(await again.getAttribute("#overlay-details", "open")).to.not.equal(null);
  });

  it("an overlay whose grammar reads the URL in two ways says so in an ambiguity row, as the CLI's parse does", async () => {
    // RFC 3986 §3.4's query with "#" added: "b#c" is a query, or a query "b" and a fragment "c".
    const page = await open("#url=http%3A%2F%2Fa%2F%3Fb%23c&variants=rfc3986");
    expect(await page.$('td[data-field="ambiguity"]'), "no row while no column can say").to.equal(null);
    await page.click("#overlay-details summary");
    await page.selectOption("#overlay-base", "rfc3986");
    await page.fill("#overlay-text", 'query = *( pchar / "/" / "?" / "#" )\n');
    await page.waitForSelector(`td[data-variant="${COLUMN}"][data-field="ambiguity"]`);
    expect(await cell(page, COLUMN, "ambiguity")).to.equal("ambiguous: 2 readings, the preferred parse's shown");
    expect(await cell(page, "rfc3986", "ambiguity")).to.equal("one reading");
    expect(await page.getAttribute(`td[data-variant="${COLUMN}"][data-field="ambiguity"] span`, "title")).to.contain("derives this input in 2 ways");
    // An input every column reads one way: no row, as the CLI says nothing then.
    await page.fill("#url", "http://a/?b");
    await page.waitForFunction((column) => document.querySelector(`td[data-variant="${column}"][data-field="component-query"]`)?.textContent === "b", COLUMN);
    expect(await page.$('td[data-field="ambiguity"]')).to.equal(null);
  });

  it("a Peggy overlay runs in the page (interpreted: the CSP evaluates no code), and the link reproduces it after reload", async () => {
    const peggyColumn = "rfc3986+overlay.peggy";
    const page = await open("#url=http%3A%2F%2Fa%2F%3Fb%7Cc&variants=rfc3986,html5-2009");
    await page.click("#overlay-details summary");
    await page.selectOption("#overlay-base", "rfc3986");
    await page.selectOption("#overlay-syntax", "peggy");
    expect(await page.getAttribute("#overlay-text", "placeholder")).to.equal('query = (pchar / "/" / "?" / "|")*');
    expect(await page.innerText("#overlay-text-label")).to.contain("// @new").and.not.contain("=/");
    // A construct webaddr's code generator refuses: said, with its place, and no column.
    await page.fill("#overlay-text", 'query = $(pchar / "/" / "?" / "|")*\n');
    await page.waitForSelector("#overlay-errors .diagnostic");
    expect(await page.textContent("#overlay-errors")).to.match(/overlay\.peggy:1:\d+: error: webaddr.s code generator, which runs every Peggy grammar, does not translate this/);
    expect(await page.$(`th[data-variant="${peggyColumn}"]`)).to.equal(null);

    await page.fill("#overlay-text", '// What if "|" were allowed in query?\nquery = (pchar / "/" / "?" / "|")*\n');
    await page.waitForSelector(`th[data-variant="${peggyColumn}"]`);
    expect(await cell(page, "rfc3986", "status")).to.match(/^rejected/);
    expect(await cell(page, peggyColumn, "component-query")).to.equal("b|c");
    expect(await page.textContent("#overlay-status")).to.contain("interpreter");
    await page.selectOption("#tree-variant", peggyColumn);
    await page.waitForSelector('#tree [data-rule="query"]');

    const link = new URL(page.url()).hash;
    expect(link).to.contain("ovsyntax=peggy");
    const again = await open(link);
    await again.waitForSelector(`th[data-variant="${peggyColumn}"]`);
    expect(await again.inputValue("#overlay-syntax")).to.equal("peggy");
    expect(await cell(again, peggyColumn, "component-query")).to.equal("b|c");
    // A long input's results come from the results worker, which builds the overlay too.
    await again.fill("#url", "http://a/?b|c" + "d".repeat(400));
    await again.waitForFunction(() => (document.querySelector('td[data-variant="rfc3986+overlay.peggy"][data-field="component-query"]')?.textContent ?? "").startsWith("b|cddd"));
    expect(session.pageErrors).to.deep.equal([]);
  });

  it("rule names are case-insensitive (RFC 5234 §2.1): \"Query\" and \"Reg-Name\" keep the query and the host's production, named as the base names them", async () => {
    const page = await open("#url=http%3A%2F%2Fa%7Cb%2F%3Fx%7Cy&variants=rfc3986");
    await page.click("#overlay-details summary");
    await page.selectOption("#overlay-base", "rfc3986");
    for (const [syntax, text] of [
      ["abnf", 'Query = *( pchar / "/" / "?" / "|" )\nReg-Name = *( unreserved / pct-encoded / sub-delims / "|" )\n'],
      ["peggy", 'Query = (pchar / "/" / "?" / "|")*\nREG_NAME = (unreserved / pct_encoded / sub_delims / "|")*\n'],
    ] as const) {
      const column = `rfc3986+overlay.${syntax}`;
      await page.selectOption("#overlay-syntax", syntax);
      await page.fill("#overlay-text", text);
      await page.waitForSelector(`th[data-variant="${column}"]`);
      expect(await cell(page, column, "status"), syntax).to.equal("accepted");
      expect(await cell(page, column, "component-query"), syntax).to.equal("x|y");
      expect(await cell(page, column, "component-host"), syntax).to.contain("a|b");
      // A Peggy overlay with no ABNF beside it parses unchecked, and the page says so, as the CLI does.
      // In the page's terms: there is no overlay.abnf file to write beside it, nor a command line.
      const unchecked =
        "overlay.peggy: warning: these Peggy rules have no ABNF beside them, so they parse unchecked: what they accept and which production wins are PEG's ordered choice (written in ABNF, with these as their Peggy transcription, they are checked against it)";
      expect(await page.textContent("#overlay-errors"), syntax).to.equal(syntax === "peggy" ? unchecked : "");
      await page.selectOption("#tree-variant", column);
      await page.waitForSelector('#tree [data-rule="query"]');
      await page.waitForSelector('#tree [data-rule="reg_name"]');
      expect(await page.$$('#tree [data-rule="Query"], #tree [data-rule="Reg_Name"], #tree [data-rule="REG_NAME"]'), syntax).to.have.length(0);
    }
  });

  it("a Peggy transcription beside ABNF rules parses only once it passed the check: otherwise the ABNF does, and a warning that stays names the first disagreement", async () => {
    const page = await open("#url=http%3A%2F%2Fa%3A080%2F%3Fx%7Cy&variants=rfc3986");
    await page.click("#overlay-details summary");
    await page.selectOption("#overlay-base", "rfc3986");
    await page.fill("#overlay-text", 'port = "0" / *DIGIT\nquery = *( pchar / "/" / "?" / "|" )\n');
    // PEG's ordered choice: "0" commits, and "080" is rejected where the ABNF accepts it.
    await page.fill("#overlay-peggy", 'port = "0" / DIGIT*\nquery = (pchar / "/" / "?" / "|")*\n');
    await page.waitForSelector("#overlay-errors .diagnostic.warning");
    expect(await page.textContent("#overlay-errors")).to.match(/^overlay\.peggy: warning: not used: it does not mean the ABNF rules: on ".+" the Peggy transcription rejects at offset \d+/);
    expect(await page.textContent("#overlay-errors")).to.not.match(/webaddr grammar|says more/);
    expect(await cell(page, COLUMN, "status")).to.equal("accepted");
    expect(await cell(page, COLUMN, "component-port")).to.equal("080");
    expect(await page.textContent("#overlay-status")).to.contain("parsed by the ABNF");
    // It stays: the page renders again (another input), and the warning is still there.
    await page.fill("#url", "http://a:0/?x|y");
    await page.waitForFunction(() => document.querySelector('td[data-field="component-port"]')?.textContent === "0");
    expect(await page.textContent("#overlay-errors")).to.contain("warning: not used");
    // A transcription that means the ABNF parses the column, and the panel says it was checked.
    await page.fill("#overlay-peggy", 'port = DIGIT*\nquery = (pchar / "/" / "?" / "|")*\n');
    await page.fill("#overlay-text", 'port = *DIGIT\nquery = *( pchar / "/" / "?" / "|" )\n');
    await page.waitForFunction(() => document.querySelector("#overlay-status")?.textContent?.includes("parsed by their Peggy transcription (checked against overlay.abnf") === true, undefined, { timeout: 60_000 });
    expect(await page.textContent("#overlay-errors")).to.equal("");
    expect(await cell(page, COLUMN, "component-query")).to.equal("x|y");
    // The link carries the transcription.
    const again = await open(new URL(page.url()).hash);
    await again.waitForSelector(`th[data-variant="${COLUMN}"]`);
    expect(await again.inputValue("#overlay-peggy")).to.equal('port = DIGIT*\nquery = (pchar / "/" / "?" / "|")*\n');
  });

  it("the check of a Peggy transcription runs off the main thread: typing stays responsive, and a newer edit supersedes an older check", async () => {
    const page = await open("#url=http%3A%2F%2Fa%3A080%2F%3Fx%7Cy&variants=rfc3986");
    // The longest task the main thread runs, from now on (Long Tasks API: tasks of 50 ms and more).
    await page.evaluate(() => {
      const seen = window as unknown as { longestTask: number };
      seen.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.longestTask = Math.max(seen.longestTask, entry.duration);
      }).observe({ type: "longtask" });
    });
    await page.click("#overlay-details summary");
    await page.selectOption("#overlay-base", "rfc3986");
    await page.fill("#overlay-text", 'port = *DIGIT\nquery = *( pchar / "/" / "?" / "|" )\n');
    await page.waitForSelector(`th[data-variant="${COLUMN}"]`);
    // Built, before the check starts: what the panel's own code costs is not the check's.
    await page.waitForTimeout(500);
    await page.evaluate(() => void ((window as unknown as { longestTask: number }).longestTask = 0));
    // An older transcription, then a newer one typed while the older is checked: its check is stopped.
    await page.fill("#overlay-peggy", 'port = "0" / DIGIT*\nquery = (pchar / "/" / "?" / "|")*\n');
    await page.waitForFunction(() => document.querySelector("#overlay-status")?.textContent?.includes("is checked against them") === true);
    // While it is checked, the ABNF parses the column.
    expect(await cell(page, COLUMN, "component-port")).to.equal("080");
    await page.fill("#overlay-peggy", 'port = DIGIT*\nquery = (pchar / "/" / "?" / "|")*\n');
    const started = Date.now();
    // Keystrokes while the check (seconds: 10,000 inputs through both grammars) runs: each answered at once.
    const keystrokes: number[] = [];
    let checked = false;
    while (!checked) {
      const before = Date.now();
      await page.locator("#url").press("End");
      await page.locator("#url").pressSequentially("z");
      keystrokes.push(Date.now() - before);
      checked = await page.evaluate(() => document.querySelector("#overlay-status")?.textContent?.includes("parsed by their Peggy transcription") === true);
      if (Date.now() - started > 60_000) throw new Error("the check gave no verdict within 60 s");
    }
    const checkMs = Date.now() - started;
    const longestTask = await page.evaluate(() => (window as unknown as { longestTask: number }).longestTask);
    console.log(`      the check took ${checkMs} ms; ${keystrokes.length} keystrokes meanwhile, the slowest ${Math.max(...keystrokes)} ms; the main thread's longest task ${longestTask.toFixed(0)} ms`);
    expect(checkMs, "a check long enough to show what it would block").to.be.greaterThan(1_000);
    expect(keystrokes.length).to.be.greaterThan(3);
    // The page's own render of a keystroke (or the build with the verdict) stays well below the check's seconds.
    expect(longestTask).to.be.below(checkMs / 2);
    // The older transcription's verdict (a disagreement) was never shown: no warning, the checked one parses.
    expect(await page.textContent("#overlay-errors")).to.equal("");
    expect(await page.textContent("#overlay-status")).to.contain("checked against overlay.abnf on 10000 inputs");
    // A long input's results come from the results worker, which builds the column with the page's
    // verdict, not checking again: in a fraction of the check's time (checking again took about 85% of it).
    const long = Date.now();
    await page.fill("#url", "http://a:080/?x|y" + "d".repeat(400));
    await page.waitForFunction(() => (document.querySelector('td[data-variant="rfc3986+overlay.abnf"][data-field="component-query"]')?.textContent ?? "").startsWith("x|yddd"), undefined, { timeout: 60_000 });
    console.log(`      a long input's results, the column built in the results worker: ${Date.now() - long} ms`);
    expect(Date.now() - long).to.be.below(checkMs / 2);
    expect(session.pageErrors).to.deep.equal([]);
  });

  it("a long overlay goes into the link compressed, and comes back whole", async () => {
    const whole = readFileSync("grammar/html5-2009.abnf", "utf8").replace("/ %x22 / %x3C", "/ %x22 / %x3C / %x7C");
    const page = await open("#url=http%3A%2F%2Fa%2F");
    await page.click("#overlay-details summary");
    await page.selectOption("#overlay-base", "html5-2009");
    await page.fill("#overlay-text", whole);
    await page.waitForSelector('th[data-variant="html5-2009+overlay.abnf"]');
    await page.waitForFunction(() => location.hash.includes("ovz="));
    const link = new URL(page.url()).hash;
    expect(link.length).to.be.below(whole.length);
    const again = await open(link);
    await again.waitForSelector('th[data-variant="html5-2009+overlay.abnf"]');
    expect(await again.inputValue("#overlay-text")).to.equal(whole);
  });

  it("shows errors at their line and column, and a button selects the place in the editor", async () => {
    const page = await open("#url=http%3A%2F%2Fa%2F");
    await page.click("#overlay-details summary");
    await page.selectOption("#overlay-base", "rfc3986");
    await page.fill("#overlay-text", 'query = *( pchar / "/"\nfragment = *pchar\n');
    await page.waitForSelector("#overlay-errors .diagnostic");
    const text = await page.textContent("#overlay-errors");
    expect(text).to.match(/overlay\.abnf:\d+:\d+: error: /);
    expect(await page.$(`th[data-variant="${COLUMN}"]`)).to.equal(null);
    expect(await page.textContent("#overlay-status")).to.contain("does not compile");
    await page.click("#overlay-errors .diagnostic-place");
    const focused = await page.evaluate(() => document.activeElement?.id);
    expect(focused).to.equal("overlay-text");
    // Fixing it brings the column.
    await page.fill("#overlay-text", 'query = *( pchar / "/" / "|" )\n');
    await page.waitForSelector(`th[data-variant="${COLUMN}"]`);
    expect(session.pageErrors).to.deep.equal([]);
  });
});
