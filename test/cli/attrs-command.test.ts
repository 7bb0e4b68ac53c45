import { expect } from "chai";
import { runCli } from "../support/run-cli.js";

describe("webaddr attrs", () => {
  it("prints the seven attributes, aligned and JSON-quoted", async () => {
    const run = await runCli(["attrs", "https://www.example.com:4443?"]);
    expect(run.status).to.equal(0);
    expect(run.stdout).to.equal(
      [
        'protocol  "https:"',
        'host      "www.example.com:4443"',
        'hostname  "www.example.com"',
        'port      "4443"',
        'pathname  ""',
        'search    "?"',
        'hash      ""',
        "",
      ].join("\n"),
    );
    expect(run.stderr).to.equal("");
  });

  it("--json prints one object", async () => {
    const run = await runCli(["attrs", "--json", "http://example.com/carrot#question%3f"]);
    expect(run.status).to.equal(0);
    expect(JSON.parse(run.stdout)).to.deep.equal({
      protocol: "http:",
      host: "example.com",
      hostname: "example.com",
      port: "",
      pathname: "/carrot",
      search: "",
      hash: "#question%3f",
    });
  });

  it("not an absolute URL: every value empty, a note on stderr, exit 1", async () => {
    const run = await runCli(["attrs", "/relative?q#f"]);
    expect(run.status).to.equal(1);
    expect(run.stdout.split("\n").filter(Boolean).every((l) => l.endsWith('""'))).to.equal(true);
    expect(run.stderr).to.match(/not an absolute URL/);
  });

  it("--set port=8080 prints the setter's output", async () => {
    const run = await runCli(["attrs", "http://example.net/p", "--set", "port=8080"]);
    expect(run.status).to.equal(0);
    expect(run.stdout).to.equal("http://example.net:8080/p\n");
  });

  it("--set takes everything after the first '=' as the value, which may be empty", async () => {
    expect((await runCli(["attrs", "--set", "search=a=b", "http://a/"])).stdout).to.equal("http://a/?a=b\n");
    expect((await runCli(["attrs", "--set", "hash=", "http://a/"])).stdout).to.equal("http://a/#\n");
  });

  it("--set whose condition fails prints the input, says why on stderr, exit 1", async () => {
    const run = await runCli(["attrs", "--set", "port=65536", "http://a/"]);
    expect(run.status).to.equal(1);
    expect(run.stdout).to.equal("http://a/\n");
    expect(run.stderr).to.equal(
      'webaddr attrs: port: output is the input: the setter condition does not hold ("input is an authority-based URL, and the new value, when interpreted as a base-ten integer, is less than or equal to 65535"; new value "65536")\n',
    );
  });

  it("--set on an input that is not an absolute URL says so", async () => {
    const run = await runCli(["attrs", "--set", "hash=x", "relative"]);
    expect(run.status).to.equal(1);
    expect(run.stdout).to.equal("relative\n");
    expect(run.stderr).to.include("the input is not an absolute URL");
  });

  it("--set on an input that resolution would give an authority it does not have (RFC 3986 §3.3) says it is not an absolute URL", async () => {
    const run = await runCli(["attrs", "--set", "hostname=b", "x:/..//a"]);
    expect(run.status).to.equal(1);
    expect(run.stderr).to.include("not an absolute URL");
  });

  it("--set --json prints the setter's steps", async () => {
    const run = await runCli(["attrs", "--json", "--set", "hostname=//b", "http://a:1/"]);
    expect(run.status).to.equal(0);
    expect(JSON.parse(run.stdout)).to.include({ attribute: "hostname", value: "//b", preprocessed: "b", newValue: "b", output: "http://b:1/" });
  });

  const usageErrors: [string, string[], RegExp][] = [
    ["an unknown attribute", ["attrs", "--set", "username=x", "http://a/"], /unknown attribute "username"/],
    ["a --set without '='", ["attrs", "--set", "port", "http://a/"], /--set expects NAME=VALUE/],
    ["two --set", ["attrs", "--set", "port=1", "--set", "hash=x", "http://a/"], /once/],
    ["no URL", ["attrs"], /no URL given/],
    ["two URLs", ["attrs", "http://a/", "http://b/"], /exactly one URL/],
    ["an unknown option", ["attrs", "--nope", "http://a/"], /nope/],
  ];
  for (const [why, argv, message] of usageErrors) {
    it(`exit 2 for ${why}`, async () => {
      const run = await runCli(argv);
      expect(run.status).to.equal(2);
      expect(run.stderr).to.match(message);
    });
  }

  it("is listed in the usage", async () => {
    const run = await runCli(["help"]);
    expect(run.stdout).to.include("webaddr attrs [--set NAME=VALUE] [--json] URL");
  });
});
