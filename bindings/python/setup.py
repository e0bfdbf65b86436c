"""Builds urlbnf._urlbnf: every library source (src/**/*.cpp, the C API
among them), the grammar files embedded as the CMake build embeds them,
and the binding, into one extension; PEGTL's headers from the system
(Debian's tao-pegtl-dev).

The library's sources are the repository's, two levels up: pip 21.3 and
later build a local directory in place, so they are found there. Anywhere
else, set URLBNF_SOURCE_DIR to the repository's root.

With URLBNF_LIBRARY set to a liburlbnf already built (the shared library
of a CMake build with BUILD_SHARED_LIBS=ON, or one installed), only the
binding is compiled, and linked with that library, whose directory is the
extension's RPATH: the library's sources are not compiled a second time
(tools/test links the one its shared-library test builds)."""

import os
import re
import sys
from pathlib import Path

from pybind11.setup_helpers import ParallelCompile, Pybind11Extension, build_ext
from setuptools import setup

here = Path(__file__).resolve().parent


def repository_root():
    root = Path(os.environ.get("URLBNF_SOURCE_DIR") or here.parent.parent).resolve()
    missing = [p for p in ("include/urlbnf/urlbnf.h", "src", "grammar", "CMakeLists.txt") if not (root / p).exists()]
    if missing:
        sys.exit(
            f"setup.py: the urlbnf repository is not at {root} (no {', '.join(missing)}): install from the "
            "repository's bindings/python (pip install --no-build-isolation bindings/python), or set "
            "URLBNF_SOURCE_DIR to the repository's root"
        )
    return root


root = repository_root()
version = re.search(r"project\(urlbnf VERSION ([0-9.]+)", (root / "CMakeLists.txt").read_text()).group(1)


def embedded_grammar_files():
    """The source the top-level CMakeLists.txt generates: grammar/*.bnf and
    grammar/*.abnf as raw strings (urlbnf::bnf::grammar_file), in the same
    order (sorted by path, as CMake's file(GLOB) lists them)."""
    files = sorted((root / "grammar").glob("*.bnf")) + sorted((root / "grammar").glob("*.abnf"))
    entries = []
    for path in sorted(files):
        text = path.read_text(encoding="utf-8")
        if ')bnf"' in text:
            sys.exit(f'setup.py: {path} holds )bnf", which ends the raw string that embeds it')
        entries.append(f'      {{"{path.name}", R"bnf({text})bnf"}},\n')
    return (
        "// Generated from grammar/*.bnf and grammar/*.abnf by bindings/python/setup.py.\n"
        "#include <string_view>\n#include <utility>\n#include <vector>\n\n"
        "namespace urlbnf::bnf::detail {\n\n"
        "const std::vector<std::pair<std::string_view, std::string_view>>& embedded_grammar_files() {\n"
        "  static const std::vector<std::pair<std::string_view, std::string_view>> files{\n"
        + "".join(entries)
        + "  };\n  return files;\n}\n\n}  // namespace urlbnf::bnf::detail\n"
    )


def prebuilt_library():
    """The liburlbnf that URLBNF_LIBRARY names, or None."""
    named = os.environ.get("URLBNF_LIBRARY")
    if not named:
        return None
    library = Path(named).resolve()
    if not (library.is_file() and library.name.startswith("liburlbnf.")):
        sys.exit(f"setup.py: URLBNF_LIBRARY={named} is no liburlbnf library file (liburlbnf.so or liburlbnf.a)")
    return library


class build_urlbnf(build_ext):
    def build_extensions(self):
        generated = []
        if prebuilt_library() is None:
            generated = [Path(self.build_temp) / "embedded_grammar_files.cpp"]
            generated[0].parent.mkdir(parents=True, exist_ok=True)
            generated[0].write_text(embedded_grammar_files(), encoding="utf-8")
        # Absolute paths while compiling: setuptools then puts each object
        # file under build_temp (for ../../src/x.cpp it would write
        # ../../src/x.o). The relative ones are put back for the commands
        # that list the sources (egg_info's manifest takes no absolute path).
        relative = {ext.name: ext.sources for ext in self.extensions}
        for ext in self.extensions:
            ext.sources = [str((here / source).resolve()) for source in ext.sources] + [str(g.resolve()) for g in generated]
        try:
            super().build_extensions()
        finally:
            for ext in self.extensions:
                ext.sources = relative[ext.name]


# Relative to this directory, as setup() requires them.
if __name__ == "__main__":
    library = prebuilt_library()
    if library is None:
        sources = ["src/_urlbnf.cpp"] + sorted(os.path.relpath(p, here) for p in (root / "src").rglob("*.cpp"))
        linked = {}
    else:
        sources = ["src/_urlbnf.cpp"]
        linked = {"extra_objects": [str(library)], "runtime_library_dirs": [str(library.parent)]}
    extension = Pybind11Extension(
        "urlbnf._urlbnf",
        sources,
        include_dirs=[str(root / "include"), str(root / "src")],
        cxx_std=17,
        # Python's own CFLAGS carry -g; Pybind11Extension adds -g0 after them.
        # -O2 as the library's Release build is close to; -s strips the rest.
        extra_compile_args=["-O2"],
        extra_link_args=["-s"],
        **linked,
    )

    # Every source compiled each time: an object older than its source is
    # not enough to know it current, when a header it includes changed.
    ParallelCompile("URLBNF_BUILD_JOBS", default=2).install()
    setup(version=version, ext_modules=[extension], cmdclass={"build_ext": build_urlbnf})
