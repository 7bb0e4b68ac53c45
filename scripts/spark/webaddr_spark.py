"""What the Spark jobs share: the session, the webaddr command they run, and files on Spark's
file system. The jobs (compare.py, links.py) run the `webaddr` CLI on the executors; nothing of
webaddr is implemented here."""

from __future__ import annotations

import os
import resource
import shlex
import subprocess
import sys
import tempfile
import threading
from typing import IO, Iterable, Iterator

# The repository this script is in: its dist/cli/bin.js is the webaddr the driver runs, and the
# executors' too unless --webaddr names another (an archive shipped with --archives, an image).
REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_WEBADDR = f"node {shlex.quote(os.path.join(REPOSITORY, 'dist', 'cli', 'bin.js'))}"


def session(master: str | None, name: str, config: dict[str, str] | None = None):
    """The active SparkSession, or a new one: on --master, else spark-submit's, else local[*];
    config: more of Spark's settings for a new one."""
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName(name).config("spark.ui.showConsoleProgress", "false")
    for key, value in (config or {}).items():
        builder = builder.config(key, value)
    # Without --master, the master is the JVM's: spark-submit's --master, which is local[*] when
    # none is given, also when python3 runs the job (PySpark starts its JVM through spark-submit).
    # Not asked of a SparkConf made here: before the JVM starts, one is empty, and would say no
    # master is set under spark-submit too.
    if master is not None:
        builder = builder.master(master)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    # The executors' Python workers import this module (the partitions' functions call it).
    spark.sparkContext.addPyFile(os.path.abspath(__file__))
    return spark


def cpu_seconds(before: resource.struct_rusage, after: resource.struct_rusage) -> float:
    return (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def count_partition(lines: Iterator[str]) -> Iterator[tuple[int, float]]:
    """How many inputs a partition holds, and the CPU time its Python worker spent reading them.
    (Here, not in a job's script: the executors import this module, not the script.)"""
    before = resource.getrusage(resource.RUSAGE_SELF)
    count = sum(1 for _ in lines)
    yield (count, cpu_seconds(before, resource.getrusage(resource.RUSAGE_SELF)))


class WebaddrFailed(RuntimeError):
    """webaddr exited with a status the job does not expect (a usage error, a crash)."""

    def __init__(self, args: list[str], status: int, stderr: str):
        # A negative status is Popen's for a signal: -9, killed by SIGKILL.
        ended = f"was killed by signal {-status}" if status < 0 else f"exited with status {status}"
        super().__init__(f"webaddr {' '.join(args[:2])} {ended}" + (f": {stderr}" if stderr else ""))
        self.status = status
        # Its first line: what webaddr says is wrong (a usage error's usage text follows it).
        self.reason = stderr.split("\n", 1)[0]


def failure_reason(error: BaseException) -> str:
    """Why a job failed, in one line: a Java exception's innermost cause (Spark wraps the fault in
    "Job aborted due to stage failure…" and its stack), for a Python worker's error the exception
    line of its traceback; else the error's first line."""
    java = getattr(error, "java_exception", None)
    chain = [str(error)]
    if java is not None:
        chain = []
        while java is not None:
            chain.append(str(java.getMessage() or java.getClass().getName()).strip())
            java = java.getCause()
    # The innermost message, or an outer one that only adds to its start ("can not read class
    # …PageHeader: " before the transport's "Socket is closed by peer."), short of Spark's
    # "Job aborted due to stage failure", which repeats the whole.
    i = len(chain) - 1
    while i > 0 and not chain[i - 1].startswith("Job aborted") and chain[i - 1].endswith(chain[i]):
        i -= 1
    message = chain[i]
    lines = [line for line in message.strip().splitlines() if line.strip() != ""]
    if lines and lines[0].startswith("Traceback"):
        # A traceback's frames are indented; the exception's line is the first after them.
        last_frame = max((n for n, line in enumerate(lines) if line.startswith(" ")), default=0)
        lines = lines[last_frame + 1 :] or lines
    return lines[0] if lines else type(error).__name__


def _feed(stdin: IO[bytes], lines: Iterable[str]) -> None:
    try:
        for line in lines:
            # surrogatepass: a string that is not Unicode text reaches webaddr as bytes that are
            # not UTF-8, which it reports as a problem record of that line.
            stdin.write(line.encode("utf-8", "surrogatepass") + b"\n")
    except BrokenPipeError:
        pass  # webaddr stopped reading: its status says why
    finally:
        try:
            stdin.close()
        except BrokenPipeError:
            pass


def run_webaddr(webaddr: str, args: list[str], lines: Iterable[str], cwd: str | None = None, ok: tuple[int, ...] = (0,)) -> Iterator[str]:
    """webaddr ARGS with lines on its standard input (written by a thread, so that a long output
    never blocks the input): its standard output's lines, as they come. A status outside ok raises
    WebaddrFailed with its standard error."""
    with tempfile.TemporaryFile() as stderr:
        process = subprocess.Popen(shlex.split(webaddr) + args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, cwd=cwd)
        assert process.stdin is not None and process.stdout is not None
        feeder = threading.Thread(target=_feed, args=(process.stdin, lines), daemon=True)
        feeder.start()
        for raw in process.stdout:
            yield raw.decode("utf-8").rstrip("\n")
        status = process.wait()
        feeder.join()
        if status not in ok:
            stderr.seek(0)
            raise WebaddrFailed(args, status, stderr.read().decode("utf-8", "replace").strip())


def hadoop_path(spark, path: str):
    """path on Spark's file system (local, HDFS, S3…), with that file system."""
    jvm = spark.sparkContext._jvm
    p = jvm.org.apache.hadoop.fs.Path(path)
    return p, p.getFileSystem(spark.sparkContext._jsc.hadoopConfiguration())


def start_job(job: str, master: str | None, out: str, check: list[str]):
    """The job's SparkSession, once webaddr has run `webaddr CHECK` on no input on the driver, so
    that options it refuses (an unknown variant, an overlay that does not compile, a bad --base)
    are reported in one line before any executor starts, and once the --out folder is known to be
    new (a job writes only a new one). None when not (the line is printed)."""
    try:
        for _ in run_webaddr(DEFAULT_WEBADDR, check, []):
            pass
    except WebaddrFailed as e:
        print(f"{job}: {e.reason}", file=sys.stderr)
        return None
    spark = session(master, f"webaddr {check[0]}")
    p, fs = hadoop_path(spark, out)
    if fs.exists(p):
        print(f"{job}: {out} exists: give a new --out DIR", file=sys.stderr)
        return None
    return spark


def write_text(spark, path: str, text: str) -> None:
    """Writes text to path on Spark's file system (the driver's result beside the executors')."""
    p, fs = hadoop_path(spark, path)
    stream = fs.create(p, True)
    try:
        stream.write(bytearray(text.encode("utf-8")))
    finally:
        stream.close()
