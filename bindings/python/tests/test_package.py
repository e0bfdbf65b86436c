"""The installed package: its doctests (every function's examples, README's),
stubs and py.typed, the extension's size, what `import urlbnf` loads, and
that the binding reaches the library through the C API only."""

import doctest
import importlib
import inspect
import re
import subprocess
import sys
from pathlib import Path

import pytest

import urlbnf

PACKAGE = Path(urlbnf.__file__).parent
SOURCE = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("name", ["urlbnf", "urlbnf.jsonschema", "urlbnf.dask"])
def test_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, extraglobs={"urlbnf": urlbnf}, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_readme_doctest():
    result = doctest.testfile(str(SOURCE / "README.md"), module_relative=False, globs={"urlbnf": urlbnf})
    assert result.attempted > 0 and result.failed == 0


def python_blocks(markdown):
    """The ```python blocks of a Markdown text, each as one string."""
    return re.findall(r"^```python\n(.*?)^```$", markdown, flags=re.S | re.M)


def test_project_readme_python_examples():
    # The project README's "Python" section: its >>> examples run as shown
    # (the Dask recipe, which names a scheduler's address, has none).
    readme = (SOURCE.parents[1] / "README.md").read_text(encoding="utf-8")
    blocks = [b for b in python_blocks(readme) if ">>>" in b]
    assert len(blocks) >= 3
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    test = parser.get_doctest("\n".join(blocks), {"urlbnf": urlbnf}, "README.md", None, 0)
    result = runner.run(test)
    assert result.attempted >= 10 and result.failed == 0


def test_python_blocks_reads_only_python_fences():
    text = "```python\n>>> 1\n1\n```\n```bash\n>>> 2\n```\n"
    assert python_blocks(text) == [">>> 1\n1\n"]


@pytest.mark.parametrize("name", [n for n in urlbnf.__all__ if inspect.isroutine(getattr(urlbnf, n))])
def test_every_function_has_examples(name):
    assert ">>>" in getattr(urlbnf, name).__doc__


def test_stubs_and_py_typed_are_installed():
    for stub in ("__init__.pyi", "_urlbnf.pyi", "jsonschema.pyi", "dask.pyi", "py.typed"):
        assert (PACKAGE / stub).is_file(), stub
    stubbed = set(re.findall(r"^(?:def|class) (\w+)", (PACKAGE / "__init__.pyi").read_text(), re.M))
    assert set(urlbnf.__all__) <= stubbed
    native = set(re.findall(r"^(?:def|class) (\w+)", (PACKAGE / "_urlbnf.pyi").read_text(), re.M))
    assert native == {n for n in dir(urlbnf._native) if not n.startswith("_") and n != "C_API_VERSION"}


def test_extension_under_10_mb():
    (extension,) = PACKAGE.glob("_urlbnf*.so")
    assert extension.stat().st_size < 10 * 1024 * 1024


def test_import_loads_no_optional_dependency():
    # `import urlbnf` stays fast: NumPy, jsonschema and Dask load when used.
    program = "import sys, urlbnf; print(sorted(m for m in ('numpy', 'jsonschema', 'dask') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True).stdout
    assert out == "[]\n"


def test_print_check_shows_offset_and_section():
    # README's one-liner.
    program = 'import urlbnf; print(urlbnf.check("http://a/b c"))'
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True).stdout
    assert out.startswith("invalid at offset 10 (RFC 3986 URI-reference, section 2): RFC 3986 §2: ")


def test_the_binding_includes_the_c_api_only():
    source = (SOURCE / "src" / "_urlbnf.cpp").read_text()
    assert re.findall(r"#include <urlbnf/[^>]*>", source) == ["#include <urlbnf/urlbnf.h>"]
    assert not re.search(r'#include "', source)
    assert urlbnf._native.C_API_VERSION == 1
