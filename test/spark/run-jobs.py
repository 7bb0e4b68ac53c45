"""The Spark jobs as test/spark/jobs.test.ts runs them, in one SparkSession (one JVM start):
writes DIR/urls.parquet with Spark from DIR/urls.txt's lines (column url, one file, in line order),
then runs scripts/spark/compare.py over DIR/urls.txt and over that Parquet file, and
scripts/spark/links.py over DIR/pages — each through its command line's main()."""

import os
import sys

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPOSITORY, "scripts", "spark"))

import compare  # noqa: E402
import links  # noqa: E402
from webaddr_spark import session  # noqa: E402


def main(folder: str) -> int:
    spark = session("local[2]", "webaddr Spark jobs' tests")
    path = lambda name: os.path.join(folder, name)  # noqa: E731
    lines = spark.read.option("lineSep", "\n").text(path("urls.txt")).withColumnRenamed("value", "url")
    lines.coalesce(1).write.parquet(path("urls.parquet"))
    statuses = [
        compare.main([path("urls.txt"), "--out", path("out-lines")]),
        compare.main([path("urls.parquet"), "--column", "url", "--out", path("out-parquet")]),
        links.main([path("pages"), "--out", path("out-links"), "--address", "http://example.org/site/"]),
    ]
    spark.stop()
    return max(statuses)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
