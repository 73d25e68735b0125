Gem::Specification.new do |s|
  s.name = "fasthash"
  s.version = "0.1.0"
  s.summary = "Fast non-cryptographic hashing"
  s.authors = ["me"]
  s.files = Dir["lib/**/*.rb", "ext/**/*.{c,h,rb}"]
  s.extensions = ["ext/fasthash/extconf.rb"]
end
