package Text::TableTidy;
our $VERSION = '0.03';
sub tidy { my @r = map { [split /\|/] } @_; return @r }
1;
