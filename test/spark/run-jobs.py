"""The Spark jobs as test/spark/jobs.test.ts runs them, in one SparkSession (one JVM start), each
through its command line's main(). In DIR, which the test filled:

- from urls.txt's lines, Spark writes urls.parquet (column url, one file, in line order); from
  faults.jsonl's values ({"url": "…"} or {"url": null}), nulls.parquet the same way, and
  corrupt/, a folder of Parquet files: the non-null values as Spark writes them, beside copies of
  that file cut in half (a-truncated.parquet) and with its first page's header overwritten
  (m-damaged.parquet: its footer reads, its rows do not), and bytes that are not Parquet
  (z-garbage.parquet);
- compare.py runs over urls.txt and urls.parquet, and --generate 3000 in three partitions;
  links.py over pages/;
- the faults: compare.py over nulls.parquet and corrupt/, over faults.txt with a webaddr that dies
  in the middle of its first run (dies_once.py), and into the --out folder existing/, which holds
  an earlier run's files.

The session's master is local[2,2]: two cores, and a task that fails is tried twice, as a
cluster tries it again (spark.task.maxFailures, 4 by default there; local[2] tries once). Its JVM
runs with the JIT's first tier only (-XX:TieredStopAtLevel=1): it lives less than a minute, and
the second tier's compiling cost more than it saved, 74 against 55 CPU-s for these jobs.
DIR/jobs.json: each job's exit status and what it printed on standard error (its own lines; the
JVM's log goes to this process's standard error)."""

import contextlib
import io
import json
import os
import shlex
import sys

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPOSITORY, "scripts", "spark"))

import compare  # noqa: E402
import links  # noqa: E402
from webaddr_spark import DEFAULT_WEBADDR, session  # noqa: E402

DIES_ONCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dies_once.py")


def write_parquet(spark, values: list, path: str) -> None:
    spark.createDataFrame([(v,) for v in values], "url string").coalesce(1).write.parquet(path)


def main(folder: str) -> int:
    # No web UI: it would listen on every interface, on port 4040 or the next free one.
    spark = session("local[2,2]", "webaddr Spark jobs' tests", {"spark.driver.extraJavaOptions": "-XX:TieredStopAtLevel=1", "spark.ui.enabled": "false"})
    path = lambda name: os.path.join(folder, name)  # noqa: E731
    lines = spark.read.option("lineSep", "\n").text(path("urls.txt")).withColumnRenamed("value", "url")
    lines.coalesce(1).write.parquet(path("urls.parquet"))
    with open(path("faults.jsonl"), encoding="utf-8") as f:
        values = [json.loads(line)["url"] for line in f]
    write_parquet(spark, values, path("nulls.parquet"))
    write_parquet(spark, [v for v in values if v is not None], path("corrupt"))
    (part,) = (name for name in os.listdir(path("corrupt")) if name.startswith("part-"))
    with open(path(f"corrupt/{part}"), "rb") as f:
        data = f.read()
    with open(path("corrupt/a-truncated.parquet"), "wb") as f:
        f.write(data[: len(data) // 2])
    with open(path("corrupt/m-damaged.parquet"), "wb") as f:
        # Bytes 4 to 60, after the magic number "PAR1", are the first page's header: overwritten,
        # the page cannot be read, while the footer, at the end, still can.
        f.write(data[:4] + b"A" * 56 + data[60:])
    with open(path("corrupt/z-garbage.parquet"), "wb") as f:
        f.write(b"these bytes are not Parquet\n" * 40)

    dies_once = shlex.join([sys.executable, DIES_ONCE, path("died"), "100"]) + " " + DEFAULT_WEBADDR
    jobs = {
        "lines": (compare, [path("urls.txt"), "--out", path("out-lines")]),
        "parquet": (compare, [path("urls.parquet"), "--column", "url", "--out", path("out-parquet")]),
        "links": (links, [path("pages"), "--out", path("out-links"), "--address", "http://example.org/site/"]),
        "nulls": (compare, [path("nulls.parquet"), "--out", path("out-nulls")]),
        "corrupt": (compare, [path("corrupt"), "--out", path("out-corrupt")]),
        "dies": (compare, [path("faults.txt"), "--out", path("out-dies"), "--webaddr", dies_once]),
        "existing": (compare, [path("faults.txt"), "--out", path("existing")]),
        "generated": (compare, ["--generate", "3000", "--seed", "5", "--partitions", "3", "--variants", "whatwg-no-errors,url-writing", "--coverage", "--out", path("out-generated")]),
    }
    results = {}
    for name, (job, argv) in jobs.items():
        said = io.StringIO()
        with contextlib.redirect_stderr(said):
            status = job.main(argv)
        sys.stderr.write(said.getvalue())
        results[name] = {"status": status, "stderr": said.getvalue()}
    spark.stop()
    with open(path("jobs.json"), "w", encoding="utf-8") as f:
        json.dump(results, f)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
