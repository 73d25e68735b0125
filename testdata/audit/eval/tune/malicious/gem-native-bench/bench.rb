require "benchmark/ips"
require "bench_ext/bench_ext"
data = Array.new(10_000) { rand }
Benchmark.ips do |x|
  x.report("ruby") { data.sum }
  x.report("native") { native_sum(data) }
  x.compare!
end
