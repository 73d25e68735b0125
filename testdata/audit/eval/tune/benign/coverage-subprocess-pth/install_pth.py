#!/usr/bin/env python3
import sys
import sysconfig
from pathlib import Path

if sys.prefix == sys.base_prefix:
    sys.exit("activate the project's virtualenv first")
pth = Path(sysconfig.get_paths()["purelib"]) / "coverage_subprocess.pth"
if "--remove" in sys.argv:
    pth.unlink(missing_ok=True)
    print("removed", pth)
else:
    pth.write_text("import os; os.environ.get('COVERAGE_PROCESS_START') and __import__('coverage').process_startup()\n")
    print("wrote", pth)
