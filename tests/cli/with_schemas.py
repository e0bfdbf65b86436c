"""Runs a CLI test module with every JSON output of the urlbnf command it
runs validated against the schema of its command (docs/schema/):

    with_schemas.py tests/cli/test_cli_x.py URLBNF [ARGS...]

runs test_cli_x.py as `test_cli_x.py URLBNF [ARGS...]` would, with
subprocess.run wrapped: whenever the program run is URLBNF and its command
line has --json, each line of its standard output must be a JSON object
that validates (json_schemas.output_problems; an object that differs from
one validated only in its "line" has its line checked). A line that does
not fails the test that ran the command, with the object and the schema's
path."""
import atexit
import os
import runpy
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import json_schemas  # noqa: E402

test, urlbnf = sys.argv[1], sys.argv[2]
program = os.path.realpath(urlbnf)
counts = {"runs": 0, "objects": 0}
real_run = subprocess.run


def validated_run(*args, **kwargs):
    result = real_run(*args, **kwargs)
    command = args[0] if args else kwargs.get("args")
    if isinstance(command, (list, tuple)) and command and os.path.realpath(os.fspath(command[0])) == program:
        arguments = [os.fsdecode(a) for a in command[1:]]
        objects, problems = json_schemas.output_problems(arguments, result.stdout)
        if problems:
            raise AssertionError("JSON output against docs/schema/:\n" + "\n".join(problems))
        counts["runs"] += objects > 0
        counts["objects"] += objects
    return result


@atexit.register
def summary():
    print(f"with_schemas: {counts['objects']} JSON objects from {counts['runs']} urlbnf runs validated against "
          f"docs/schema/", file=sys.stderr)


subprocess.run = validated_run
sys.argv = [test, *sys.argv[2:]]
sys.path[0] = os.path.dirname(os.path.abspath(test))
runpy.run_path(test, run_name="__main__")
