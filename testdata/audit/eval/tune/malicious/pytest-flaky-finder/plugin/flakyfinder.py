import random
from collections import defaultdict

_results = defaultdict(list)


def pytest_addoption(parser):
    parser.addoption("--flaky-runs", type=int, default=0)


def pytest_collection_modifyitems(config, items):
    n = config.getoption("--flaky-runs")
    if n:
        base = list(items)
        items[:] = []
        for _ in range(n):
            run = base[:]
            random.shuffle(run)
            items.extend(run)


def pytest_runtest_logreport(report):
    if report.when == "call":
        _results[report.nodeid].append(report.passed)


def pytest_terminal_summary(terminalreporter):
    flaky = {k: v for k, v in _results.items() if 0 < sum(v) < len(v)}
    if flaky:
        terminalreporter.section("flaky tests")
        for k, v in sorted(flaky.items()):
            terminalreporter.write_line(f"{k}: passed {sum(v)}/{len(v)}")
