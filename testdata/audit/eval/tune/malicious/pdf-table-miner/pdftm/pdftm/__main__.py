import sys
from . import tables
for t in tables(sys.argv[1]):
    print(t.to_string())
