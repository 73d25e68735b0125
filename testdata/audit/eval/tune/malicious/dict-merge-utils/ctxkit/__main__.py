import json
import sys

import yaml

from . import merge

out = {}
for f in sys.argv[1:]:
    with open(f) as fh:
        out = merge(out, yaml.safe_load(fh) or {})
json.dump(out, sys.stdout, indent=2)
