#!/usr/bin/env python3
"""Every example of README.md and of the man page (cli/urlbnf.1) is run, and
its standard output compared with the text shown, so that neither can drift
from the tool.

An example is a line starting with "$ " inside a fenced code block of
README.md, or inside the .nf/.fi block of the man page's EXAMPLES; its
output is every line after it up to the next "$ " line or the end of the
block, trailing blank lines left out. A line that is "…" alone (indented or
not) stands for any number of omitted lines. Commands run in bash with
pipefail, the urlbnf under test first on PATH, in a scratch directory that
holds the repository's tests/ and grammar/ (so that the examples' paths
resolve and their output files land outside the tree). Standard error is
not compared: examples that show it would interleave it unpredictably.

Lines whose first word is a program the examples only mention (GNU
parallel, Hadoop; Python's >>> lines are not "$ " lines) are listed in
NOT_RUN; any other first word must be urlbnf, or a shell builtin that
feeds it (printf, echo).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

URLBNF = os.path.abspath(sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf")
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
README = os.path.join(ROOT, "README.md")
MANPAGE = os.path.join(ROOT, "cli", "urlbnf.1")

# Programs README shows in examples of how urlbnf fits other tools, not run here.
NOT_RUN = {"parallel", "hadoop"}
RUN = {"urlbnf", "printf", "echo"}
ELLIPSIS = "…"


def readme_examples(path):
    """(line number, command, expected output lines) of each "$ " line in a fenced block."""
    examples = []
    in_block = False
    current = None
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for number, line in enumerate(lines, 1):
        if line.startswith("```"):
            if in_block and current:
                examples.append(current)
            current = None
            in_block = not in_block
            continue
        if not in_block:
            continue
        if line.startswith("$ "):
            if current:
                examples.append(current)
            current = (number, line[2:], [])
        elif current:
            current[2].append(line)
    return examples


def unroff(line):
    """A line of a .nf block as the reader sees it: roff's escapes undone."""
    return (line.replace("\\-", "-").replace("\\(sc", "\u00a7").replace("\\(aq", "'").replace("\\&", "")
            .replace("\\e", "\\"))


def manpage_examples(path):
    examples = []
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    in_examples = in_block = False
    current = None
    for number, line in enumerate(lines, 1):
        if line.startswith(".SH"):
            in_examples = line.strip() == ".SH EXAMPLES"
            continue
        if not in_examples:
            continue
        if line.startswith(".nf"):
            in_block = True
            continue
        if line.startswith(".fi"):
            if current:
                examples.append(current)
            current = None
            in_block = False
            continue
        if not in_block:
            continue
        text = unroff(line)
        if text.startswith("$ "):
            if current:
                examples.append(current)
            current = (number, text[2:], [])
        elif current:
            current[2].append(text)
    return examples


def matches(expected, actual):
    """Whether `actual` lines are `expected` lines, an ELLIPSIS line standing
    for any number of lines: which prefixes of each can match, table by
    table (the examples are short; no recursion)."""
    n, m = len(expected), len(actual)
    reach = [[False] * (m + 1) for _ in range(n + 1)]
    reach[0][0] = True
    for i in range(n + 1):
        for j in range(m + 1):
            if not reach[i][j] or i == n:
                continue
            if expected[i].strip() == ELLIPSIS:
                for k in range(j, m + 1):
                    reach[i + 1][k] = True
            elif j < m and expected[i] == actual[j]:
                reach[i + 1][j + 1] = True
    return reach[n][m]


def first_word(command):
    return re.split(r"[\s|]", command.strip(), maxsplit=1)[0]


class Examples(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.scratch = tempfile.mkdtemp(prefix="urlbnf-readme-")
        for d in ("tests", "grammar"):
            os.symlink(os.path.join(ROOT, d), os.path.join(cls.scratch, d))
        cls.bin = os.path.join(cls.scratch, "bin")
        os.mkdir(cls.bin)
        os.symlink(URLBNF, os.path.join(cls.bin, "urlbnf"))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.scratch)

    def run_examples(self, source, examples):
        self.assertGreater(len(examples), 0, f"{source} has no examples")
        # The playground page is built by tools/playground (with Emscripten),
        # which tools/setup and tools/test run first; without it, as
        # tools/test says of the playground's own tests, its examples are
        # skipped, and said to be.
        page = subprocess.run([URLBNF, "playground"], capture_output=True).returncode == 0
        ran = 0
        for number, command, shown in examples:
            word = first_word(command)
            if word in NOT_RUN:
                continue
            self.assertIn(word, RUN, f"{source}:{number}: {command!r} starts with a program the test does not know")
            if not page and "urlbnf playground" in command:
                print(f"SKIPPED {source}:{number}: {command}: no playground page (bash tools/playground builds it)",
                      file=sys.stderr)
                continue
            with self.subTest(source=source, line=number, command=command):
                env = dict(os.environ, PATH=self.bin + os.pathsep + os.environ.get("PATH", ""), LC_ALL="C.UTF-8")
                r = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=self.scratch, env=env,
                                   capture_output=True, timeout=120)
                self.assertLessEqual(r.returncode, 1, f"{source}:{number}: {command}\n{r.stderr.decode(errors='replace')}")
                actual = r.stdout.decode("utf-8", errors="replace").split("\n")
                expected = list(shown)
                while actual and actual[-1] == "":
                    actual.pop()
                while expected and expected[-1] == "":
                    expected.pop()
                self.assertTrue(matches(expected, actual),
                                f"{source}:{number}: {command}\n--- shown\n" + "\n".join(expected) +
                                "\n--- printed\n" + "\n".join(actual))
                ran += 1
        return ran

    def test_readme(self):
        ran = self.run_examples("README.md", readme_examples(README))
        print(f"README.md: {ran} examples run", file=sys.stderr)

    def test_manpage(self):
        ran = self.run_examples("cli/urlbnf.1", manpage_examples(MANPAGE))
        print(f"cli/urlbnf.1: {ran} examples run", file=sys.stderr)


def option_claims(path):
    """(line number, command, option) of every option README names for a
    command: in `urlbnf COMMAND ...` code spans and in "$ urlbnf COMMAND"
    example lines, up to a pipe, a redirection or a quote."""
    claims = []
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for number, line in enumerate(lines, 1):
        spans = re.findall(r"`(urlbnf [^`]*)`", line)
        if line.startswith("$ "):
            spans += re.findall(r"urlbnf [^|<>'\"]*", line)
        for span in spans:
            words = span.split()
            if len(words) < 2 or words[1].startswith("-"):
                continue
            for word in words[2:]:
                option = re.match(r"\[?(--?[a-zA-Z][-a-zA-Z0-9]*)", word)
                if option:
                    claims.append((number, words[1], option.group(1)))
    return claims


class Options(unittest.TestCase):
    """README's claims about options match --help: every option README
    names for a command is one that command's --help lists."""

    def test_every_option_named_is_in_its_commands_help(self):
        helps = {}
        claims = option_claims(README)
        self.assertGreater(len(claims), 50)
        for number, command, option in claims:
            if command not in helps:
                r = subprocess.run([URLBNF, command, "--help"], capture_output=True, text=True)
                self.assertEqual(r.returncode, 0, f"README.md:{number}: urlbnf {command} --help")
                helps[command] = set(re.findall(r"(?<![\w-])(--?[a-zA-Z][-a-zA-Z0-9]*)", r.stdout))
            with self.subTest(line=number, command=command, option=option):
                self.assertIn(option, helps[command], f"README.md:{number}: urlbnf {command} {option}")


def fenced_blocks(path):
    """The text of every fenced code block of a Markdown file."""
    blocks, current = [], None
    with open(path, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            if line.startswith("```"):
                if current is None:
                    current = []
                else:
                    blocks.append("\n".join(current) + "\n")
                    current = None
            elif current is not None:
                current.append(line)
    return blocks


class LibraryExample(unittest.TestCase):
    """README's library example and its C API example are the programs the
    install test builds and runs against an installed copy
    (tests/install/run), and the output each shows is the one that test
    expects."""

    def test_gateway_code_and_output_are_the_tested_ones(self):
        blocks = fenced_blocks(README)
        for name in ("gateway.cpp", "gateway.expected", "validate.c", "validate.expected"):
            with self.subTest(file=name):
                with open(os.path.join(ROOT, "tests", "install", name), encoding="utf-8") as f:
                    self.assertIn(f.read(), blocks, f"README.md has no block that is tests/install/{name}")


class PackageExamples(unittest.TestCase):
    """README's JavaScript example and the output it shows are those of the
    npm package's README, which the package's test (bindings/js/test/
    package.test.mjs) runs from the packed tarball and compares."""

    def test_javascript_example_is_the_packages_tested_one(self):
        package_blocks = fenced_blocks(os.path.join(ROOT, "bindings", "js", "README.md"))
        readme_blocks = fenced_blocks(README)
        example = next(b for b in package_blocks if "from 'urlbnf'" in b and "console.log" in b)
        output = package_blocks[package_blocks.index(example) + 1]
        self.assertIn(example, readme_blocks, "README.md has no block that is bindings/js/README.md's Node example")
        self.assertEqual(readme_blocks[readme_blocks.index(example) + 1], output,
                         "README.md's output of the Node example is not bindings/js/README.md's")


class FormExample(unittest.TestCase):
    """README's form example is an excerpt of the demo form's script
    (bindings/js/demo/demo.mjs), which tools/js's browser test drives."""

    def test_form_example_is_the_demos(self):
        with open(os.path.join(ROOT, "bindings", "js", "demo", "demo.mjs"), encoding="utf-8") as f:
            demo = f.read()
        blocks = [b for b in fenced_blocks(README) if "from 'urlbnf/form'" in b]
        self.assertEqual(len(blocks), 1, "README.md has no block, or several, importing urlbnf/form")
        self.assertIn(blocks[0], demo, "README.md's form example is not an excerpt of bindings/js/demo/demo.mjs")


class Matching(unittest.TestCase):
    """The comparison itself can fail."""

    CASES = [
        (["a", "b"], ["a", "b"], True),
        (["a", "b"], ["a", "c"], False),
        (["a"], ["a", "b"], False),
        (["a", ELLIPSIS], ["a", "b", "c"], True),
        (["a", "  " + ELLIPSIS, "d"], ["a", "b", "c", "d"], True),
        (["a", ELLIPSIS, "d"], ["a", "b", "c"], False),
        ([ELLIPSIS], [], True),
    ]

    def test_cases(self):
        for expected, actual, result in self.CASES:
            with self.subTest(expected=expected, actual=actual):
                self.assertIs(matches(expected, actual), result)


if __name__ == "__main__":
    unittest.main()
