Gem::Specification.new do |s|
  s.name = "fastbox"
  s.version = "0.1.0"
  s.summary = "libsodium secretbox bindings"
  s.authors = ["me"]
  s.files = Dir["lib/**/*.rb", "ext/**/*.{c,h,rb}"]
  s.extensions = ["ext/fastbox/extconf.rb"]
end
