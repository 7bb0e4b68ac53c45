/**
 * The desk calculator in Chromium (playwright-core; test/support/system-program.ts finds it):
 * every column's cells checked against the library run in Node on the same inputs, for whatever
 * variants the registry holds.
 */
import { expect } from "chai";
import type { Page } from "playwright-core";
import { DEFAULT_VARIANT, DEFAULT_VARIANT_IDS, VALIDITY_VARIANT_IDS, VARIANT_IDS, VARIANTS } from "../../src/variants/registry.js";
import { DISJOINT_COMPONENTS } from "../../src/compare/compare-types.js";
import type { Field } from "../../src/web/comparison-layout.js";
import { comparisonLayout } from "../../src/web/comparison-layout.js";
import { variantReport, type VariantReport } from "../../src/web/variant-report.js";
import { displayedText } from "../../src/web/visible-text.js";
import { CHROMIUM, requireSystemProgram } from "../support/system-program.js";
import { openPage, startPageSession, type PageSession } from "./support/page-session.js";
import { cells, pageSnapshot, strip, type CellSnapshot, type StripSnapshot } from "./support/page-snapshot.js";
import type { VariantName } from "../../src/variants/parsing.js";

const hasGrammar = (variant: string): boolean => VARIANTS[variant as keyof typeof VARIANTS].kind === "grammar";

/** What the cell of field for report must say. */
function checkCell(field: Field, report: VariantReport, cell: CellSnapshot): void {
  const where = `${report.variant} ${field.id}: ${JSON.stringify(cell.text)}`;
  const { parsed, resolved, attributes } = report;
  const shown = (value: string): string => (value === "" ? '""' : displayedText(value));
  switch (field.kind) {
    case "status":
      if (parsed.ok) expect(cell.text, where).to.equal("accepted");
      else {
        // The rejecting column's one cell: verdict, place, message, the input (checkStrip), no components.
        expect(cell.text, where).to.match(/^rejected /);
        if (hasGrammar(report.variant)) expect(cell.text, where).to.include(`at offset ${parsed.error.offset}`);
        expect(cell.text, where).to.include(displayedText(parsed.error.message.split(" where ")[0]!));
        expect(cell.text, where).to.include("No components");
      }
      return;
    case "spans":
      return; // checkStrip
    case "component": {
      expect(parsed.ok, `${where}: a rejecting column has no component cells`).to.equal(true);
      if (parsed.ok) {
        const value = parsed.components[field.component];
        expect(cell.text, where).to.equal(value === undefined ? "absent" : shown(value));
      }
      return;
    }
    case "productions":
      expect(parsed.ok, `${where}: a rejecting column has no productions cell`).to.equal(true);
      if (parsed.ok) expect(cell.text, where).to.equal([parsed.productions.path, parsed.productions.host].filter((p) => p !== undefined).join(" "));
      return;
    case "resolved":
      if (resolved.ok) expect(cell.text, where).to.equal(shown(resolved.href));
      else expect(cell.text, where).to.include(`fails at step “${resolved.error.step}”`).and.include(resolved.error.message.split(" where ")[0]!);
      {
        const trace = resolved.trace ?? [];
        expect(cell.trace, where).to.deep.equal(trace.length < 2 ? [] : trace.map((entry) => `${entry.step} ${shown(entry.url)}`));
      }
      return;
    case "getters":
      expect(cell.text, where).to.equal(attributes.getters);
      return;
    case "attribute":
      expect(cell.text, where).to.equal(shown(attributes.values[field.attribute]));
      return;
  }
}

/** The input row: each character coloured by the component whose span holds it; a caret at a rejection's offset. */
function checkStrip(report: VariantReport, drawn: StripSnapshot): void {
  const { parsed } = report;
  const characters = drawn.characters.filter((c) => !c.classes.includes("end"));
  expect(characters.map((c) => c.text).join(""), report.variant).to.equal(displayedText(report.parsed.input));
  const colourOf = (c: { classes: readonly string[] }): string | undefined => c.classes.find((k) => k.startsWith("c-"))?.slice(2);
  if (!parsed.ok) {
    const carets = drawn.characters.filter((c) => c.classes.includes("caret")).map((c) => c.start);
    // A position where the variant has one: a grammar's, or the URL Standard parser's validation error.
    const positioned = hasGrammar(report.variant) || (parsed.validationErrors?.length ?? 0) > 0;
    expect(carets, report.variant).to.deep.equal(positioned ? [Math.min(parsed.error.offset, parsed.input.length)] : []);
    return;
  }
  const spans = parsed.spans;
  if (spans === undefined) {
    expect(characters.filter((c) => colourOf(c) !== undefined), report.variant).to.deep.equal([]);
    return;
  }
  for (const c of characters) {
    const covering = DISJOINT_COMPONENTS.find((name) => {
      const span = spans[name];
      return span !== undefined && span[0] < span[1] && span[0] <= c.start && c.end <= span[1];
    });
    expect(colourOf(c), `${report.variant} character at ${c.start}`).to.equal(covering);
  }
  const empties = DISJOINT_COMPONENTS.filter((name) => spans[name] !== undefined && spans[name]![0] === spans[name]![1]).map((name) => ({ component: name, start: spans[name]![0] }));
  expect([...drawn.empties].sort((a, b) => a.start - b.start || a.component.localeCompare(b.component))).to.deep.equal(
    empties.sort((a, b) => a.start - b.start || a.component.localeCompare(b.component)),
  );
}

/** The cell that holds a variant's input strip: its spans row, or a rejecting column's merged cell. */
const stripCell = (report: VariantReport): string => `td[data-field=${report.parsed.ok ? "spans" : "status"}][data-variant="${report.variant}"]`;

/** Checks every cell of the page against the library run in Node on the same inputs (comparisonLayout: which cells, merged, highlighted). */
async function checkEveryCell(page: Page, inputs: { url: string; base: string; encoding: string }, variants: readonly VariantName[], reference: string): Promise<void> {
  const reports = variants.map((v) => variantReport(v, inputs));
  const layout = comparisonLayout(reports, reference);
  const expected = layout.rows.flatMap((row) => row.cells.map((cell) => ({ field: row.field, cell })));
  const shown = await cells(page);
  expect(shown.length, "the layout's cells").to.equal(expected.length);
  for (const { field, cell: laid } of expected) {
    const report = reports.find((r) => r.variant === laid.variant)!;
    const cell = shown.find((c) => c.variant === laid.variant && c.field === field.id);
    expect(cell, `${laid.variant} ${field.id}`).to.not.equal(undefined);
    expect(cell!.fields, `${laid.variant} ${field.id} covers`).to.deep.equal(laid.fields.map((f) => f.id));
    checkCell(field, report, cell!);
    expect(cell!.classes.includes("differs"), `${report.variant} ${field.id} differs`).to.equal(laid.differs);
    expect(cell!.classes.includes("reference"), `${report.variant} ${field.id} reference`).to.equal(report.variant === reference);
  }
  for (const report of reports) checkStrip(report, await strip(page, stripCell(report)));
}

async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await page.fill(selector, "");
  await page.locator(selector).pressSequentially(text);
}

describe("web: the desk calculator page (Chromium)", function () {
  this.timeout(120_000);
  const chromium = requireSystemProgram(CHROMIUM, "the page's browser test");
  let session: PageSession;
  const dialogs: string[] = [];

  before(async function () {
    session = await startPageSession(chromium());
  });

  after(async function () {
    await session?.close();
  });

  const open = async (fragment = ""): Promise<Page> => {
    const page = await openPage(session, fragment);
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return page;
  };

  it("shows a typed URL under every variant, each cell as the library computes it, differences highlighted", async () => {
    const page = await open();
    const base = "http://example.com/dir/";
    await page.fill("#base", base);
    const url = "http://user@example.com:8080/a b/c?q=1#top#more";
    await typeInto(page, "#url", url);
    expect(await page.locator("th.variant").evaluateAll((ths) => ths.map((th) => th.getAttribute("data-variant")))).to.deep.equal(DEFAULT_VARIANT_IDS);
    await checkEveryCell(page, { url, base, encoding: "utf-8" }, DEFAULT_VARIANT_IDS, DEFAULT_VARIANT);

    // Spot checks that do not depend on the checker above: HTML5 accepts, RFC 3986 stops at the space.
    const html5 = await strip(page, 'td[data-field=spans][data-variant="html5-2009"]');
    expect(html5.characters.filter((c) => c.classes.includes("c-host")).map((c) => c.text).join("")).to.equal("example.com");
    expect(html5.characters.filter((c) => c.classes.includes("c-fragment")).map((c) => c.text).join("")).to.equal("top#more");
    expect(await page.textContent('td[data-field=status][data-variant="rfc3986"]')).to.match(/^rejected at offset 30/);
    const rfc3986 = await strip(page, 'td[data-field=status][data-variant="rfc3986"]');
    expect(rfc3986.characters.filter((c) => c.classes.includes("caret")).map((c) => c.start)).to.deep.equal([30]);
    // One merged cell for the rejecting column, highlighted once; no dash per component.
    expect(await page.getAttribute('td[data-field=status][data-variant="rfc3986"]', "class")).to.include("differs").and.include("merged");
    expect(await page.locator('td[data-field=component-host][data-variant="rfc3986"]').count()).to.equal(0);
    expect(await page.textContent('td[data-field=resolved][data-variant="html5-2009"] > .value')).to.equal("http://user@example.com:8080/a%20b/c?q=1#top#more");
  });

  it("offers the definitions of validity apart, unchecked at first; chosen, their cells are the library's too", async () => {
    const page = await open();
    const group = await page.$$eval("#variant-choices [role=group] input[name=variant]", (boxes) => boxes.map((b) => [(b as HTMLInputElement).value, (b as HTMLInputElement).checked]));
    expect(group).to.deep.equal(VALIDITY_VARIANT_IDS.map((id) => [id, false]));
    for (const id of VALIDITY_VARIANT_IDS) await page.check(`input[name=variant][value="${id}"]`);
    const base = "http://example.com/dir/";
    await page.fill("#base", base);
    for (const url of ["http://a/b c?d|e", "https://exa mple.org/", "//h:99999/p", "http://[::1]/?q#f"]) {
      await typeInto(page, "#url", url);
      expect(await page.locator("th.variant").evaluateAll((ths) => ths.map((th) => th.getAttribute("data-variant")))).to.deep.equal(VARIANT_IDS);
      await checkEveryCell(page, { url, base, encoding: "utf-8" }, VARIANT_IDS, DEFAULT_VARIANT);
    }
    expect(new URL(page.url()).hash).to.contain(`variants=${VARIANT_IDS.join("%2C")}`);
  });

  it("draws an absent and an empty component differently", async () => {
    const page = await open();
    await page.fill("#url", "http://a:/?#");
    expect(await page.$eval('td[data-field=component-userinfo][data-variant="html5-2009"] .absent', (e) => e.textContent)).to.equal("absent");
    for (const component of ["port", "query", "fragment"]) {
      expect(await page.$eval(`td[data-field=component-${component}][data-variant="html5-2009"] .value.empty`, (e) => e.textContent), component).to.equal('""');
    }
    const drawn = await strip(page, 'td[data-field=spans][data-variant="html5-2009"]');
    expect(drawn.empties).to.deep.include.members([
      { component: "port", start: 9 },
      { component: "query", start: 11 },
      { component: "fragment", start: 12 },
    ]);
    const base = await page.inputValue("#base");
    await checkEveryCell(page, { url: "http://a:/?#", base, encoding: "utf-8" }, DEFAULT_VARIANT_IDS, DEFAULT_VARIANT);
  });

  it("compares with the chosen reference, and reloading from the # link shows exactly the same", async () => {
    const page = await open();
    await page.fill("#url", "http://ÉXAMPLE.com/a^b?é#x");
    await page.fill("#encoding", "windows-1252");
    // A legacy encoding's tables load on its first use (encoding-tables.ts), then the results are drawn.
    await page.waitForSelector("html[data-encoding-tables=loaded]");
    await page.waitForFunction(() => document.querySelector('td[data-field=resolved][data-variant="html5-2009"]')?.textContent?.includes("?%E9") === true);
    const reference = DEFAULT_VARIANT_IDS.find((v) => v !== DEFAULT_VARIANT)!;
    await page.click(`th[data-variant="${reference}"] .choose-reference`);
    const hidden = DEFAULT_VARIANT_IDS.at(-1)!;
    if (DEFAULT_VARIANT_IDS.length > 2 && hidden !== reference) await page.uncheck(`input[name=variant][value="${hidden}"]`);
    await page.selectOption("#tree-variant", reference);
    const shownVariants = DEFAULT_VARIANT_IDS.length > 2 && hidden !== reference ? DEFAULT_VARIANT_IDS.filter((v) => v !== hidden) : DEFAULT_VARIANT_IDS;
    expect(await page.getAttribute("table.comparison", "data-reference")).to.equal(reference);
    await checkEveryCell(page, { url: "http://ÉXAMPLE.com/a^b?é#x", base: await page.inputValue("#base"), encoding: "windows-1252" }, shownVariants, reference);

    const link = page.url();
    expect(new URL(link).hash).to.equal(await page.getAttribute("#permalink", "href"));
    const before = await pageSnapshot(page);
    const again = await open(new URL(link).hash);
    expect(await pageSnapshot(again)).to.deep.equal(before);
    await page.reload();
    await page.waitForSelector("html[data-ready=true]");
    expect(await pageSnapshot(page)).to.deep.equal(before);
  });

  it("follows an example link to its state", async () => {
    const page = await open();
    await page.click('a.example:has-text("http:g")');
    // The state follows the hashchange event, a task after the click.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>("#url")?.value === "http:g");
    expect(await page.inputValue("#base")).to.equal("http://a/b/c/d;p?q");
    await checkEveryCell(page, { url: "http:g", base: "http://a/b/c/d;p?q", encoding: "utf-8" }, DEFAULT_VARIANT_IDS, DEFAULT_VARIANT);
  });

  it("reads escapes in escaped mode, shows invisible characters as escapes, and points at a bad escape", async () => {
    const page = await open();
    await page.check("#escaped");
    const typed = "\\thttp://a/\\u{200B}\\u{AD}x\\n?q\\\\";
    await typeInto(page, "#url", typed);
    const url = "\thttp://a/\u200B\u00ADx\n?q\\";
    await checkEveryCell(page, { url, base: await page.inputValue("#base"), encoding: "utf-8" }, DEFAULT_VARIANT_IDS, DEFAULT_VARIANT);
    expect(await page.textContent('td[data-field=component-path][data-variant="html5-2009"]')).to.equal("/\\u{200B}\\u{00AD}x\\n");
    const titles = await page.$$eval('td[data-field=spans][data-variant="html5-2009"] .esc', (es) => es.map((e) => e.getAttribute("title")));
    expect(titles).to.deep.equal(["U+0009", "U+200B", "U+00AD", "U+000A"]);
    expect(new URL(page.url()).hash).to.include("esc=1");

    // A bad escape: reported under the field with a caret at its backslash; the last good results stay, marked stale.
    await typeInto(page, "#url", "http://a/\\q");
    expect(await page.isVisible("#url-problem")).to.equal(true);
    expect(await page.textContent("#url-problem .message")).to.include("offset 9");
    const problem = await strip(page, "#url-problem");
    expect(problem.characters.filter((c) => c.classes.includes("caret")).map((c) => c.start)).to.deep.equal([9]);
    expect(await page.getAttribute("#comparison", "class")).to.include("stale");
    expect(await page.isVisible("#stale-note")).to.equal(true);

    // Turning the mode off turns escapes into the characters themselves (no line break here).
    await typeInto(page, "#url", "http://a/\\u{200B}");
    await page.uncheck("#escaped");
    expect(await page.inputValue("#url")).to.equal("http://a/\u200B");
    // With a line break it stays on: a text field cannot hold one.
    await page.check("#escaped");
    await typeInto(page, "#url", "a\\nb");
    await page.click("#escaped");
    expect(await page.isChecked("#escaped")).to.equal(true);
    expect(await page.inputValue("#url")).to.equal("a\\nb");
  });

  it("shows markup-shaped input literally, typed or from a link, and never runs it", async () => {
    const xss = '"><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script>';
    const page = await open();
    await page.fill("#url", xss);
    await page.fill("#base", "<b>http://example.com/</b>");
    for (const target of [page, await open(new URL(page.url()).hash)]) {
      expect(await target.inputValue("#url")).to.equal(xss);
      expect(await target.$$eval("#comparison img, #comparison script, #comparison b, #tree img, #tree script", (es) => es.length)).to.equal(0);
      const drawn = await strip(target, 'td[data-field=spans][data-variant="html5-2009"]');
      expect(drawn.characters.filter((c) => !c.classes.includes("end")).map((c) => c.text).join("")).to.equal(displayedText(xss));
      expect(await target.textContent('td[data-field=component-path][data-variant="html5-2009"]')).to.equal(displayedText(xss));
      expect(await target.evaluate(() => (window as unknown as { __xss?: number }).__xss)).to.equal(undefined);
    }
    expect(dialogs).to.deep.equal([]);
  });

  it("highlights a production's span when hovering over its node in the tree", async () => {
    const page = await open();
    const url = "http://user@example.com:8080/a b/c?q=1#top";
    await page.fill("#url", url);
    const lit = async (): Promise<[number, number][]> =>
      (await strip(page, "#tree")).characters.filter((c) => c.classes.includes("tree-hover")).map((c) => [c.start, c.end]);
    const range = (start: number, end: number): [number, number][] => Array.from({ length: end - start }, (_, i) => [start + i, start + i + 1]);

    await page.hover('#tree .node[data-rule="host"] > summary');
    expect(await lit()).to.deep.equal(range(12, 23));
    expect(await page.getAttribute('#tree .node[data-rule="host"]', "class")).to.include("lit");
    await page.hover('#tree .node[data-rule="scheme"] > summary');
    expect(await lit()).to.deep.equal(range(0, 4));
    // A leaf (one character) lights one character.
    await page.hover('#tree .node[data-rule="scheme"] .leaf >> nth=1');
    expect(await lit()).to.deep.equal([[1, 2]]);
    // Collapsing works like any <details>.
    await page.click('#tree .node[data-rule="query"] > summary');
    expect(await page.$eval('#tree .node[data-rule="query"]', (d) => (d as HTMLDetailsElement).open)).to.equal(false);
    // Leaving the tree clears the highlight.
    await page.hover("h1");
    expect(await lit()).to.deep.equal([]);
  });

  it("says so when a variant has no spans or no grammar", async function () {
    const spanless = DEFAULT_VARIANT_IDS.filter((v) => !hasGrammar(v));
    if (spanless.length === 0) this.skip();
    const page = await open();
    await page.fill("#url", "http://example.com/a");
    for (const variant of spanless) {
      expect(await page.textContent(`td[data-field=spans][data-variant="${variant}"] .no-spans`)).to.include("No spans");
      await page.selectOption("#tree-variant", variant);
      expect(await page.textContent("#tree .tree-unavailable")).to.include("has no grammar");
    }
  });

  it("made no request beyond its own origin, and raised no error", () => {
    expect(session.requests.length).to.be.greaterThan(0);
    const elsewhere = session.requests.filter((url) => !url.startsWith(`${session.origin}/`));
    expect(elsewhere).to.deep.equal([]);
    expect(session.pageErrors).to.deep.equal([]);
  });
});
