"""Pack the design team's icon export into the archive named first."""
import sys
import tarfile

with tarfile.open(sys.argv[1], "w:gz") as tar:
    for name in sys.argv[2:]:
        tar.add(name)
