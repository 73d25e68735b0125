#!/usr/bin/perl
use strict; use warnings;
my %c; while (<>) { $c{$1}++ if /^(\S+)/; }
printf "%6d %s\n", $c{$_}, $_ for (sort { $c{$b} <=> $c{$a} } keys %c)[0..9];
