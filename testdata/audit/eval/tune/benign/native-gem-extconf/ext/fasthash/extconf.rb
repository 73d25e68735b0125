require "mkmf"
abort "missing stdint.h" unless have_header("stdint.h")
$CFLAGS << " -O3 -std=c99"
create_makefile("fasthash/fasthash")
