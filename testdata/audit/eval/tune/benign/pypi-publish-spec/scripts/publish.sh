#!/bin/sh
# Uploads dist/* with the token from the environment.
set -eu
: "${PYPI_TOKEN:?set PYPI_TOKEN}"
python -m twine upload --non-interactive -u __token__ -p "$PYPI_TOKEN" dist/*
curl -fsS https://pypi.org/pypi/"$(python -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["name"])')"/json >/dev/null
