"""A webaddr that dies in the middle of its first run, for test/spark/jobs.test.ts: the Spark job
must run that task again and keep only the attempt that finished.

    python3 dies_once.py MARKER N COMMAND…

The first run (the one that creates MARKER) runs COMMAND, passes its first N lines of output on,
then kills COMMAND and itself with SIGKILL, as the kernel's out-of-memory killer or a lost
machine would: no exit status of its own, and the output cut short. Every later run is COMMAND.
"""

import os
import signal
import subprocess
import sys

marker, count, command = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
try:
    # O_EXCL: of runs that start at once, exactly one is the first.
    os.close(os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
except FileExistsError:
    os.execvp(command[0], command)

child = subprocess.Popen(command, stdout=subprocess.PIPE)
assert child.stdout is not None
for _ in range(count):
    line = child.stdout.readline()
    if not line:
        break
    sys.stdout.buffer.write(line)
sys.stdout.buffer.flush()
child.kill()
os.kill(os.getpid(), signal.SIGKILL)
