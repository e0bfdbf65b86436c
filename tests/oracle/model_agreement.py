#!/usr/bin/python3
"""Two readings of grammar/ must agree: the oracle's and urlbnf's.

The oracle (bnf_to_lark.py) reads the BNF files with its own Python reader;
urlbnf reads them with its PEGTL reader and prints the result with
``urlbnf grammar --rfc R --json``.  The differential test trusts the
oracle because it reads the files independently of the C++ rules; that is
only safe if both readers understand the notation the same way.  This test
compares the two models of every grammar, production by production and
expression by expression, and prints the first difference of each grammar
with its path inside the expression.

    model_agreement.py [URLBNF]          # default: build/cli/urlbnf

Exit status: 0 when every grammar agrees, 1 on any difference (or when the
two sides do not know the same grammars), 2 when the tool cannot be run.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any, List, Optional

from bnf_to_lark import GRAMMARS, BnfError, Oracle, model

DEFAULT_TOOL = Path(__file__).resolve().parents[2] / "build" / "cli" / "urlbnf"


class ToolError(Exception):
    """urlbnf could not be run or did not answer as documented."""


def tool_grammars(tool: Path) -> List[str]:
    """The grammars urlbnf knows, from the usage error that lists them."""
    proc = subprocess.run(
        [str(tool), "grammar", "--rfc", "?"], capture_output=True, text=True, timeout=60
    )
    match = re.search(r"\(known: ([^)]*)\)", proc.stderr)
    if proc.returncode != 2 or not match:
        raise ToolError(f"urlbnf grammar --rfc ? did not list the grammars: {proc.stderr.strip()}")
    return [name.strip() for name in match.group(1).split(",")]


def tool_model(tool: Path, name: str) -> Any:
    command = [str(tool), "grammar", "--rfc", name, "--json"]
    proc = subprocess.run(command, capture_output=True, text=True, timeout=60)
    if proc.returncode != 0:
        stderr = proc.stderr.strip()
        raise ToolError(f"{' '.join(command)}: exit status {proc.returncode}: {stderr}")
    try:
        return json.loads(proc.stdout)
    except ValueError as err:
        raise ToolError(f"{' '.join(command)}: not JSON: {err}") from None


def first_difference(ours: Any, theirs: Any, path: str) -> Optional[str]:
    """Where two JSON values first differ, as a path and both values."""
    if isinstance(ours, dict) and isinstance(theirs, dict):
        if ours.keys() != theirs.keys():
            return f"{path}: keys {sorted(ours)} (oracle) vs {sorted(theirs)} (urlbnf)"
        for key in ours:
            found = first_difference(ours[key], theirs[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(ours, list) and isinstance(theirs, list):
        for index, (a, b) in enumerate(zip(ours, theirs)):
            found = first_difference(a, b, f"{path}[{index}]")
            if found:
                return found
        if len(ours) != len(theirs):
            return f"{path}: {len(ours)} members (oracle) vs {len(theirs)} (urlbnf)"
        return None
    # bool is an int in Python: compare types too, so true never equals 1.
    if type(ours) is not type(theirs) or ours != theirs:
        return f"{path}: {json.dumps(ours)} (oracle) vs {json.dumps(theirs)} (urlbnf)"
    return None


def compare(name: str, ours: Any, theirs: Any) -> Optional[str]:
    """The first difference between the two models of one grammar."""
    if ours.get("grammar") != theirs.get("grammar"):
        return first_difference(ours.get("grammar"), theirs.get("grammar"), "grammar")
    if set(ours) != set(theirs):
        return first_difference(ours, theirs, "")
    left, right = ours["productions"], theirs["productions"]
    for index, (a, b) in enumerate(zip(left, right)):
        if a.get("name") != b.get("name"):
            return (
                f"production {index + 1}: {a.get('name')!r} (oracle) vs {b.get('name')!r} "
                f"(urlbnf); the orders or the sets of productions differ"
            )
        found = first_difference(a, b, f"production {a['name']!r}")
        if found:
            return found
    if len(left) != len(right):
        extra = left[len(right) :] or right[len(left) :]
        side = "oracle" if len(left) > len(right) else "urlbnf"
        return f"only the {side} has {', '.join(p.get('name', '?') for p in extra)}"
    return None


def main(argv: List[str]) -> int:
    tool = Path(argv[1]) if len(argv) > 1 else DEFAULT_TOOL
    try:
        known = tool_grammars(tool)
    except (OSError, subprocess.TimeoutExpired, ToolError) as err:
        print(f"model-agreement: {err}", file=sys.stderr)
        return 2
    failures = 0
    for name in sorted(set(known) - set(GRAMMARS)):
        print(f"DIFFER grammar={name}: urlbnf knows it, the oracle (GRAMMARS) does not")
        failures += 1
    for name in GRAMMARS:
        if name not in known:
            print(f"DIFFER grammar={name}: the oracle knows it, urlbnf does not")
            failures += 1
            continue
        try:
            ours = model(Oracle.named(name).grammar)
            theirs = tool_model(tool, name)
        except (BnfError, OSError) as err:
            print(f"DIFFER grammar={name}: the oracle cannot read it: {err}")
            failures += 1
            continue
        except (subprocess.TimeoutExpired, ToolError) as err:
            print(f"DIFFER grammar={name}: {err}")
            failures += 1
            continue
        difference = compare(name, ours, theirs)
        if difference:
            print(f"DIFFER grammar={name}: {difference}")
            failures += 1
        else:
            print(f"model-agreement: grammar={name} productions={len(ours['productions'])} agree")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
