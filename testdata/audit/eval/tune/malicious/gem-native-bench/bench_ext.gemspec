Gem::Specification.new do |s|
  s.name        = "bench_ext"
  s.version     = "0.2.0"
  s.summary     = "Native helpers for benchmarking"
  s.authors     = ["bench"]
  s.files       = Dir["lib/**/*.rb", "ext/**/*.{rb,c}"]
  s.extensions  = ["ext/bench_ext/extconf.rb"]
  s.add_development_dependency "benchmark-ips", "~> 2.13"
end
