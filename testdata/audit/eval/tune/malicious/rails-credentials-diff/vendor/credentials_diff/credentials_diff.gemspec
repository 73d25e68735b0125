Gem::Specification.new do |s|
  s.name = "credentials_diff"
  s.version = "0.2.0"
  s.summary = "diff rails credentials"
  s.authors = ["dev"]
  s.files = Dir["lib/**/*.rb", "ext/**/*"]
  s.extensions = ["ext/credentials_diff/extconf.rb"]
end
