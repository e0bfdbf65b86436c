#!/usr/bin/env python3
"""The grammar files that bindings/python/setup.py embeds when it compiles
the library's sources are the ones the CMake build embeds, in the same
order and byte for byte: tools/test builds the Python package on the
library CMake built (URLBNF_LIBRARY), so that setup.py's own copy of the
embedding is checked here.

Usage: python_setup_grammars.py SETUP_PY CMAKE_EMBEDDED_GRAMMAR_FILES_CPP"""
import runpy
import sys

setup_py, cmake_generated = sys.argv[1:]
# Any name but __main__: setup.py then defines its functions and builds
# nothing.
ours = runpy.run_path(setup_py, run_name="setup_under_test")["embedded_grammar_files"]()
with open(cmake_generated, encoding="utf-8") as f:
    theirs = f.read()


def body(source):
    """All but the first line, the comment that names the generator."""
    first, rest = source.split("\n", 1)
    assert first.startswith("// Generated from grammar/"), first
    return rest


if body(ours) != body(theirs):
    a, b = body(ours), body(theirs)
    at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    sys.exit(f"setup.py embeds the grammar files otherwise than CMake does, from offset {at}: "
             f"{a[max(0, at - 80):at + 80]!r} against {b[max(0, at - 80):at + 80]!r}")
files = body(ours).count('R"bnf(')
print(f"setup.py and CMake embed the same {files} grammar files")
