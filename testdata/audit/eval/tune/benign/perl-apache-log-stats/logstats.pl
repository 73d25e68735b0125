#!/usr/bin/perl
use strict; use warnings;
my (%hour, %ip, $err, $n);
while (<>) {
  next unless m{^(\S+) \S+ \S+ \[\d+/\w+/\d+:(\d+):\d+:\d+ [^\]]+\] "[^"]*" (\d{3})};
  $n++; $ip{$1}++; $hour{$2}++; $err++ if $3 >= 500;
}
printf "requests: %d, 5xx: %.2f%%\n", $n, 100 * ($err // 0) / ($n || 1);
print "per hour:\n"; printf "  %s  %d\n", $_, $hour{$_} for sort keys %hour;
print "top IPs:\n"; printf "  %-15s %d\n", $_, $ip{$_} for (sort { $ip{$b} <=> $ip{$a} } keys %ip)[0..9];
