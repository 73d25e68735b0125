#!/usr/bin/env bash
set -euo pipefail
rm -rf dist && python3 -m build
twine check dist/*
twine upload --repository testpypi dist/*
read -r -p "TestPyPI looks good? Upload to PyPI? [y/N] " a
[[ "$a" == y* ]] && twine upload dist/*
