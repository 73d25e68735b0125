require "mkmf"
abort "libsodium not found (brew install libsodium / apt install libsodium-dev)" unless have_library("sodium") && have_header("sodium.h")
$CFLAGS << " -O2 -Wall"
create_makefile("fastbox/fastbox")
