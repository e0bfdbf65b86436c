"""Shared by the urlbnf package's tests: the urlbnf command they compare the
package with (URLBNF_COMMAND, which tools/python and the CMake test set;
else the repository's build/), and its JSON Lines."""

import os
import subprocess
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[3]
CORPUS = REPOSITORY / "tests" / "corpus"


@pytest.fixture(scope="session")
def command():
    path = Path(os.environ.get("URLBNF_COMMAND") or REPOSITORY / "build" / "cli" / "urlbnf")
    if not path.is_file():
        pytest.fail(f"no urlbnf command at {path}: build it, or set URLBNF_COMMAND")
    return path


def command_json(command, args, stdin=b""):
    """The command's JSON Lines for `args`, as bytes lines."""
    done = subprocess.run([str(command), *args], input=stdin, capture_output=True, check=False)
    assert done.returncode in (0, 1), done.stderr.decode(errors="replace")
    return done.stdout.splitlines()
