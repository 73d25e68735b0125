#!/usr/bin/perl
use strict;
my %c; while (<>) { $c{$1}++ if /" (\d{3}) / }
print "$_ $c{$_}\n" for sort keys %c;
