/**
 * compare.py on a Spark standalone cluster, as docs/scale.md's first cluster example runs it: a
 * master and a worker started with the spark-class of the PySpark pip package, the executors'
 * archive made by scripts/spark/executors-archive.sh, and spark-submit in client mode with
 * --archives webaddr-executors.tgz#webaddr and the webaddr of that archive. The job's summary.json
 * must be the bytes one `webaddr compare --summary` writes over the same lines, and its records
 * those of one `webaddr compare --jsonl --changed`: 3,000 lines of the benchmark corpus (50,000 in
 * the long run, test/support/runs.ts).
 *
 * Everything listens on 127.0.0.1 only (SPARK_LOCAL_IP, and each address given), on ports the test
 * finds free; Spark's configuration, logs, work and scratch folders are in one temporary folder;
 * SPARK_HOME is the pip package's folder, only read. The master and the worker run in process
 * groups of their own (the executors and their Python workers are the worker's children), which
 * `after` stops, and which are killed if this process exits before `after` runs. One cluster, one
 * application: the JVMs' start is most of the time this file takes.
 */
import { expect } from "chai";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { constants as osConstants, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateCorpus } from "../../scripts/bench/corpus.js";
import { runCount } from "../support/runs.js";
import { PYSPARK, requireSystemProgram } from "../support/system-program.js";

const PROJECT = fileURLToPath(new URL("../../", import.meta.url));
const BIN = join(PROJECT, "dist", "cli", "bin.js");
const COMPARE = join(PROJECT, "scripts", "spark", "compare.py");
const EXECUTORS_ARCHIVE = join(PROJECT, "scripts", "spark", "executors-archive.sh");
const LINES = runCount(3_000, 50_000);
const LOOPBACK = "127.0.0.1";
/**
 * Each JVM's options (the master's and the worker's, the driver's, the executor's): the JIT's
 * first tier only. These JVMs live seconds, less than the second tier takes to pay for its
 * compiling: measured on this test's job, -XX:TieredStopAtLevel=1 halves the master's start
 * (5.2 to 2.9 CPU-s) and takes spark-submit from 31 to 20 s (18 to 13 CPU-s). docs/scale.md.
 */
const JVM_OPTIONS = "-XX:TieredStopAtLevel=1";
/** docs/scale.md's --webaddr: the Node binary and the package in the unpacked archive. */
const ARCHIVE_WEBADDR = "webaddr/node webaddr/node_modules/webaddr/dist/cli/bin.js";

/** Ports free on 127.0.0.1 now: each found by listening on port 0, all at once so that they differ. */
async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, LOOPBACK, resolve));
    }
    return servers.map((s) => (s.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }
}

function tail(file: string, lines = 25): string {
  if (!existsSync(file)) return `(${file}: not written)`;
  return `${file}, last lines:\n${readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n")}`;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The master's state, from its web UI's JSON (/json/), or undefined while it does not answer. */
async function masterState(uiPort: number): Promise<{ status: string; aliveworkers: number; completedapps: { name: string; state: string }[] } | undefined> {
  try {
    const response = await fetch(`http://${LOOPBACK}:${uiPort}/json/`, { signal: AbortSignal.timeout(2_000) });
    return response.ok ? ((await response.json()) as Awaited<ReturnType<typeof masterState>>) : undefined;
  } catch {
    return undefined;
  }
}

/** The ids of the processes in a process group, from /proc. */
function groupMembers(group: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's ")": state, ppid, pgrp.
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(")").pop()!.trim().split(" ");
      if (Number(fields[2]) === group) members.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return members;
}

/** The local addresses on which the processes listen (TCP), from /proc/net/tcp and tcp6. */
function listeningAddresses(pids: readonly number[]): string[] {
  const sockets = new Set<string>();
  for (const pid of pids) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = (() => {
          try {
            return readlinkSync(`/proc/${pid}/fd/${fd}`);
          } catch {
            return "";
          }
        })();
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode !== undefined) sockets.add(inode);
      }
    } catch {
      // Gone meanwhile.
    }
  }
  const addresses: string[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const row of readFileSync(table, "utf8").trim().split("\n").slice(1)) {
      const [, local, , state, , , , , , inode] = row.trim().split(/\s+/);
      // State 0A: LISTEN. The address is hexadecimal, in the kernel's byte order (little-endian words).
      if (state !== "0A" || inode === undefined || !sockets.has(inode)) continue;
      const [hex, port] = local!.split(":");
      const words = hex!.toLowerCase().match(/.{8}/g)!.map((w) => w.match(/../g)!.reverse().join(""));
      // An IPv4 address, or one mapped into IPv6 (::ffff:a.b.c.d), is its last word.
      const ipv4 = words.length === 1 || (words.slice(0, 2).join("") === "0".repeat(16) && words[2] === "0000ffff") ? words[words.length - 1]! : undefined;
      const address = ipv4 !== undefined ? ipv4.match(/../g)!.map((b) => Number.parseInt(b, 16)).join(".") : words.join(":");
      addresses.push(`${address}:${Number.parseInt(port!, 16)}`);
    }
  }
  return addresses;
}

interface Started {
  readonly name: string;
  readonly child: ChildProcess;
  readonly log: string;
}

/** A command in a process group of its own (detached), its output in log. */
function startGroup(name: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv, cwd: string, log: string): Started {
  const fd = openSync(log, "w");
  try {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", fd, fd] });
    child.on("error", () => {});
    return { name, child, log };
  } finally {
    closeSync(fd);
  }
}

function killGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // No process left in the group.
  }
}

/** Stops a group: SIGTERM (Spark's daemons stop their executors), then SIGKILL to what is left. */
async function stopGroup(started: Started): Promise<void> {
  const group = started.child.pid;
  if (group === undefined) return;
  killGroup(group, "SIGTERM");
  for (let waited = 0; waited < 10_000 && groupMembers(group).length > 0; waited += 100) await sleep(100);
  killGroup(group, "SIGKILL");
  for (let waited = 0; waited < 5_000 && groupMembers(group).length > 0; waited += 100) await sleep(100);
}

/** The exit status of a started command, or the failure, once it ends or after timeoutMs. */
function exited(started: Started, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const { child } = started;
    if (child.exitCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(() => reject(new Error(`${started.name} did not end in ${timeoutMs / 1000} s; ${tail(started.log)}`)), timeoutMs);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      // Killed by a signal: the shell's status for it.
      resolve(code ?? 128 + (signal === null ? 0 : osConstants.signals[signal]));
    });
  });
}

/** The lines of a Spark output folder's part files, in order. */
function partLines(folder: string): string[] {
  const parts = readdirSync(folder).filter((f) => f.startsWith("part-")).sort();
  return parts.flatMap((f) => readFileSync(join(folder, f), "utf8").split("\n").filter((l) => l !== ""));
}

describe("compare.py on a Spark standalone cluster (one master, one worker, spark-submit --archives), on 127.0.0.1", function () {
  const python = requireSystemProgram(PYSPARK, "the Spark cluster's test");
  const folder = mkdtempSync(join(tmpdir(), "webaddr-spark-cluster-"));
  const started: Started[] = [];
  const killAll = (): void => {
    for (const s of started) if (s.child.pid !== undefined) killGroup(s.child.pid, "SIGKILL");
  };
  let master: Started;
  let worker: Started;
  let submit: Started;
  let status = -1;
  let masterPort = 0;
  let masterUi = 0;
  let workerPorts: number[] = [];
  /** "the master 127.0.0.1:7077": each process group's listening addresses. */
  const listening = new Set<string>();
  let single: { records: string[]; summary: string };
  const out = join(folder, "out");

  before(async function () {
    // Three JVMs (master, worker, the driver) and an executor's; under load they start slowly.
    this.timeout(300_000);
    expect(existsSync(BIN), "dist/cli/bin.js — run npm run build").to.equal(true);
    process.once("exit", killAll);
    const sparkHome = spawnSync(python(), ["-c", "import os, pyspark; print(os.path.dirname(pyspark.__file__))"], { encoding: "utf8" }).stdout.trim();
    const sparkClass = join(sparkHome, "bin", "spark-class");
    const sparkSubmit = join(sparkHome, "bin", "spark-submit");
    expect(existsSync(sparkClass), `${sparkClass}: the PySpark package ships no spark-class`).to.equal(true);
    for (const sub of ["conf", "logs", "work", "local"]) mkdirSync(join(folder, sub));
    // The environment the user's SPARK_* and PYSPARK_* settings are not part of.
    const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(PY)?SPARK_/.test(name)));
    Object.assign(env, {
      SPARK_HOME: sparkHome,
      // An empty configuration folder: no spark-defaults.conf or spark-env.sh from elsewhere.
      SPARK_CONF_DIR: join(folder, "conf"),
      SPARK_LOCAL_IP: LOOPBACK,
      SPARK_LOCAL_DIRS: join(folder, "local"),
      SPARK_LOG_DIR: join(folder, "logs"),
      SPARK_PID_DIR: folder,
      SPARK_WORKER_DIR: join(folder, "work"),
      PYSPARK_PYTHON: python(),
      PYSPARK_DRIVER_PYTHON: python(),
      SPARK_DAEMON_JAVA_OPTS: JVM_OPTIONS,
    });
    const [rpc, ui, workerRpc, workerUi] = await freePorts(4);
    masterPort = rpc!;
    masterUi = ui!;
    workerPorts = [workerRpc!, workerUi!];
    const logs = (): string => [master, worker].filter((s) => s !== undefined).map((s) => tail(s.log)).join("\n");

    master = startGroup("the master", sparkClass, ["org.apache.spark.deploy.master.Master", "--host", LOOPBACK, "--port", `${rpc}`, "--webui-port", `${ui}`], env, folder, join(folder, "logs", "master.log"));
    started.push(master);
    // While the JVMs start: the executors' archive, as docs/scale.md makes it.
    const archive = startGroup("scripts/spark/executors-archive.sh", EXECUTORS_ARCHIVE, ["webaddr-executors.tgz"], process.env, folder, join(folder, "logs", "archive.log"));
    started.push(archive);
    const archived = exited(archive, 180_000);

    const deadline = Date.now() + 120_000;
    while ((await masterState(ui!))?.status !== "ALIVE") {
      if (Date.now() > deadline || master.child.exitCode !== null) throw new Error(`the master did not start on spark://${LOOPBACK}:${rpc} (exit ${master.child.exitCode}); ${logs()}`);
      await sleep(100);
    }
    // Started once the master answers: a worker that finds no master tries again only 5 to 15 s later.
    worker = startGroup("the worker", sparkClass, ["org.apache.spark.deploy.worker.Worker", "--host", LOOPBACK, "--port", `${workerRpc}`, "--webui-port", `${workerUi}`, "--cores", "2", "--memory", "2g", "--work-dir", join(folder, "work"), `spark://${LOOPBACK}:${rpc}`], env, folder, join(folder, "logs", "worker.log"));
    started.push(worker);

    // While the worker's JVM starts: the corpus, and what one webaddr process makes of it.
    const lines = generateCorpus(LINES).map((e) => e.input).join("\n").split("\n");
    writeFileSync(join(folder, "urls.txt"), `${lines.join("\n")}\n`);
    const one = spawnSync(process.execPath, [BIN, "compare", "--jsonl", "--changed", "--summary", join(folder, "single.json"), join(folder, "urls.txt")], { encoding: "utf8", maxBuffer: 1 << 30 });
    expect(one.status, one.stderr).to.equal(0);
    // Less the final newline's empty string and the {"summary": …} line --jsonl ends with.
    single = { records: one.stdout.split("\n").slice(0, -2), summary: readFileSync(join(folder, "single.json"), "utf8") };

    const registered = Date.now() + 120_000;
    while (((await masterState(ui!))?.aliveworkers ?? 0) < 1) {
      if (Date.now() > registered || worker.child.exitCode !== null) throw new Error(`the worker did not register with the master (exit ${worker.child.exitCode}); ${logs()}`);
      await sleep(100);
    }
    expect(await archived, tail(archive.log)).to.equal(0);

    submit = startGroup(
      "spark-submit",
      sparkSubmit,
      [
        "--master", `spark://${LOOPBACK}:${rpc}`, "--deploy-mode", "client",
        // The driver's address, and no web UI of the application's.
        "--conf", `spark.driver.host=${LOOPBACK}`, "--conf", "spark.ui.enabled=false",
        "--driver-java-options", JVM_OPTIONS, "--conf", `spark.executor.extraJavaOptions=${JVM_OPTIONS}`,
        // Two partitions, however small the corpus (Spark makes none smaller than 4 MB by itself):
        // the executor's two cores each run one, and the driver merges their summaries.
        "--conf", `spark.sql.files.maxPartitionBytes=${Math.ceil(statSync(join(folder, "urls.txt")).size / 2)}`,
        "--archives", "webaddr-executors.tgz#webaddr",
        COMPARE, join(folder, "urls.txt"), "--out", out, "--webaddr", ARCHIVE_WEBADDR,
      ],
      env,
      folder,
      join(folder, "logs", "submit.log"),
    );
    started.push(submit);
    const ended = exited(submit, 240_000);
    // While the application runs: where its processes and the cluster's listen (the driver and
    // the executor listen only meanwhile).
    let running = true;
    void ended.finally(() => (running = false)).catch(() => {});
    while (running) {
      for (const s of [master, worker, submit]) for (const address of listeningAddresses(groupMembers(s.child.pid!))) listening.add(`${s.name} ${address}`);
      await sleep(250);
    }
    status = await ended;
  });

  after(async function () {
    this.timeout(60_000);
    // The driver first (when a failure left it running), then the worker with its executors, then the master.
    for (const s of [...started].reverse()) await stopGroup(s);
    process.removeListener("exit", killAll);
    const left = started.flatMap((s) => (s.child.pid === undefined ? [] : groupMembers(s.child.pid).map((pid) => `${s.name}: ${pid}`)));
    rmSync(folder, { recursive: true, force: true });
    expect(left, "processes left running").to.deep.equal([]);
  });

  it("every server listens on 127.0.0.1 only: the master's and the worker's, on the ports given, and the driver's and the executor's", () => {
    const addresses = [...listening];
    expect(addresses.filter((a) => !a.includes(` ${LOOPBACK}:`))).to.deep.equal([]);
    expect(addresses).to.include.members([`the master ${LOOPBACK}:${masterPort}`, `the master ${LOOPBACK}:${masterUi}`, `the worker ${LOOPBACK}:${workerPorts[0]}`, `the worker ${LOOPBACK}:${workerPorts[1]}`]);
    // The driver (spark-submit's group) and the executor (the worker's): ports of their own choosing.
    expect(addresses.filter((a) => a.startsWith("spark-submit "))).to.not.be.empty;
    expect(addresses.filter((a) => a.startsWith("the worker ")).length).to.be.greaterThan(2);
  });

  it("spark-submit runs compare.py on the cluster: the master lists the application as finished, and its executor unpacked the archive on the worker", async () => {
    expect(status, tail(submit.log, 60)).to.equal(0);
    // The driver tells the master as it stops; the master may list it a moment later.
    let apps: { name: string; state: string }[] = [];
    for (const deadline = Date.now() + 10_000; apps.length === 0 && Date.now() < deadline; await sleep(100)) apps = (await masterState(masterUi))?.completedapps ?? [];
    expect(apps.map((a) => [a.name, a.state])).to.deep.equal([["webaddr compare", "FINISHED"]]);
    const [app] = readdirSync(join(folder, "work"));
    expect(existsSync(join(folder, "work", app!, "0", "webaddr", "node"))).to.equal(true);
  });

  it(`summary.json over ${LINES} lines is the bytes of one webaddr compare --summary, and records/ the records of one webaddr compare --jsonl --changed`, () => {
    // The job's own account: how many partitions it merged.
    const partitions = Number(/^scripts\/spark\/compare\.py: compare: (\d+) partitions/m.exec(readFileSync(submit.log, "utf8"))?.[1]);
    expect(partitions).to.equal(2);
    expect(readFileSync(join(out, "summary.json"), "utf8")).to.equal(single.summary);
    expect(partLines(join(out, "records"))).to.deep.equal(single.records);
  });
});
