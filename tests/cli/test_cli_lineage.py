#!/usr/bin/env python3
"""The lineage of the URL grammar, 1994 to 2013 (tests/corpus/lineage.tsv): each
example is accepted by exactly the grammars written there, and README.md holds
the table tools/lineage-table prints from the tool's verdicts."""
import importlib.machinery
import importlib.util
import sys
import unittest
from pathlib import Path

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"
ROOT = Path(__file__).resolve().parents[2]

loader = importlib.machinery.SourceFileLoader("lineage_table", str(ROOT / "tools" / "lineage-table"))
lineage_table = importlib.util.module_from_spec(importlib.util.spec_from_loader("lineage_table", loader))
loader.exec_module(lineage_table)


class Lineage(unittest.TestCase):
    def test_each_example_is_accepted_by_the_grammars_written(self):
        rows = lineage_table.rows()
        self.assertGreaterEqual(len(rows), 12)
        for rfc, change, example, valid in rows:
            with self.subTest(rfc=rfc, change=change):
                judged = lineage_table.verdicts(URLBNF, example)
                self.assertEqual({name for name, ok in judged if ok}, valid, example)
                self.assertTrue(valid <= {name for name, _ in judged}, valid)

    def test_readme_holds_the_table_as_printed(self):
        readme = (ROOT / "README.md").read_text(encoding="utf-8")
        self.assertIn(lineage_table.table(URLBNF), readme)


if __name__ == "__main__":
    unittest.main()
