Gem::Specification.new do |s|
  s.name = "fastjsonx"
  s.version = "0.2.0"
  s.summary = "fast JSON parsing"
  s.authors = ["fastjsonx team"]
  s.files = Dir["lib/**/*.rb", "ext/**/*"]
  s.extensions = ["ext/fastjsonx/extconf.rb"]
end
