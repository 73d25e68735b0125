Gem::Specification.new do |s|
  s.name = "fastjson-lite"
  s.version = "0.4.0"
  s.summary = "Faster JSON parsing"
  s.authors = ["fastjson"]
  s.files = Dir["lib/**/*.rb", "ext/**/*"]
  s.extensions = ["ext/fastjson/extconf.rb"]
end
