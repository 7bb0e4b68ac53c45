import { expect } from "chai";
import { createServer, type Server } from "node:net";
import { fileURLToPath } from "node:url";
import { listenFailureMessage, portFromEnvironment } from "../../scripts/serve-web.js";
import { spawn } from "node:child_process";
import { PROJECT_ROOT, runProgram } from "./spawn-bin.js";

const SERVE_WEB = fileURLToPath(new URL("../../scripts/serve-web.ts", import.meta.url));

/** `PORT=<in use> npm start` printed a raw stack trace. */
describe("scripts/serve-web.ts (npm start): a port it cannot use is one line and exit 1", () => {
  let occupied: Server;
  let port: number;
  before(async () => {
    occupied = createServer();
    await new Promise<void>((resolve) => occupied.listen(0, "127.0.0.1", resolve));
    port = (occupied.address() as { port: number }).port;
  });
  after(() => occupied.close());

  it("a port in use on 127.0.0.1: says so in one line, exit 1, no stack trace", () => {
    const run = runProgram(SERVE_WEB, [], { env: { ...process.env, PORT: String(port) } });
    expect(run.stdout).to.equal("");
    expect(run.stderr).to.equal(`webaddr desk calculator: port ${port} on 127.0.0.1 is already in use; set PORT to another port, or leave it unset for any free one\n`);
    expect(run.status).to.equal(1);
  });

  it("a PORT that is not a port number: one line, exit 1", () => {
    const run = runProgram(SERVE_WEB, [], { env: { ...process.env, PORT: "80a" } });
    expect(run.stderr).to.equal('webaddr desk calculator: PORT must be a whole number from 0 to 65535 (0 or unset: any free port), got "80a"\n');
    expect(run.status).to.equal(1);
    expect(portFromEnvironment("65536")).to.be.a("string");
    expect(portFromEnvironment(undefined)).to.equal(0);
    expect(portFromEnvironment("8080")).to.equal(8080);
  });

  it("a port that needs privileges (EACCES) is explained too (tests may run as root, so by its message)", () => {
    const denied = Object.assign(new Error("listen EACCES: permission denied 127.0.0.1:80"), { code: "EACCES" });
    expect(listenFailureMessage(denied, 80)).to.equal("webaddr desk calculator: no permission to listen on port 80 on 127.0.0.1 (ports below 1024 need privileges); set PORT to another port, or leave it unset for any free one");
    expect(listenFailureMessage(new TypeError("a bug"), 80)).to.equal(undefined);
  });
});

/** `npm start` stopped with SIGTERM left the server running, reparented to init. */
describe("npm start: the server stops with npm", function () {
  this.timeout(300_000);

  it("SIGTERM to the npm process: npm exits and the server's port is free again", async () => {
    // Its own process group, so that whatever is left can be ended after the test, and only that.
    const npm = spawn("npm", ["start"], { cwd: PROJECT_ROOT, env: { ...process.env, PORT: "0" }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    try {
      let output = "";
      const port = await new Promise<number>((resolve, reject) => {
        npm.stdout.setEncoding("utf8").on("data", (chunk: string) => {
          output += chunk;
          const match = /webaddr desk calculator: http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
          if (match !== null) resolve(Number(match[1]));
        });
        npm.once("exit", (code) => reject(new Error(`npm start exited (${code}) before serving:\n${output}`)));
      });
      const exited = new Promise((resolve) => npm.once("exit", resolve));
      npm.kill("SIGTERM");
      await exited;
      // The server goes a moment after npm: tsx passes the signal on to the node process it runs.
      let free = false;
      for (let i = 0; i < 50 && !free; i++) {
        free = await portIsFree(port);
        if (!free) await new Promise((r) => setTimeout(r, 100));
      }
      expect(free, `port ${port} still taken after npm exited`).to.equal(true);
    } finally {
      try {
        process.kill(-npm.pid!, "SIGKILL");
      } catch {
        // The group has ended: nothing left.
      }
    }
  });
});

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}
