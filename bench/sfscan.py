#!/usr/bin/env python3
"""Run SkillFortify's own scanner (from its source) over labelled directories.

    PYTHONPATH=SKILLFORTIFY/src python3 bench/sfscan.py ROOT LABELS > out.tsv

For each directory named in LABELS (relative to ROOT; see bench/auditeval),
prints "DIR<TAB>SEVERITY": the highest severity of SkillFortify's findings
over the skills its registry discovers there (critical, high, medium, low,
none), or "missing" when it discovers none. It calls the same functions as
`skillfortify scan DIR` and as the benchmark's own metrics/evaluate.py
(default_registry().discover, StaticAnalyzer().analyze), nothing else: no
registry lookups, no system scan. bench/auditeval.sh runs it with no network.

A directory in which SkillFortify discovers nothing but which holds a
SKILL.md (a bare skill directory, as in testdata/audit/eval) is scanned as
Claude Code would load it once installed: copied to
TMP/.claude/skills/NAME/, the project layout SkillFortify's parser reads.
"""
import shutil
import sys
import tempfile
from pathlib import Path

from skillfortify.core.analyzer import StaticAnalyzer
from skillfortify.parsers.registry import default_registry


def worst(registry, analyzer, where: Path):
    """The highest severity over the skills discovered in where, or None
    when there are none ("none" when they have no finding)."""
    skills = registry.discover(where)
    if not skills:
        return None
    top = None
    for skill in skills:
        for f in analyzer.analyze(skill).findings:
            if top is None or f.severity > top:
                top = f.severity
    return top.name.lower() if top is not None else "none"


def main() -> None:
    root = Path(sys.argv[1])
    analyzer = StaticAnalyzer()
    registry = default_registry()
    for line in open(sys.argv[2], encoding="utf-8"):
        if not line.strip() or line.startswith("#"):
            continue
        d = line.split("\t")[0]
        sev = worst(registry, analyzer, root / d)
        if sev is None and (root / d / "SKILL.md").is_file():
            with tempfile.TemporaryDirectory() as tmp:
                inst = Path(tmp) / ".claude" / "skills" / Path(d).name
                shutil.copytree(root / d, inst, symlinks=True)
                sev = worst(registry, analyzer, Path(tmp))
        print(f"{d}\t{sev or 'missing'}")


if __name__ == "__main__":
    main()
