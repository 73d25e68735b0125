Gem::Specification.new do |s|
  s.name = "rubocop-quickfix"
  s.version = "1.2.0"
  s.summary = "Bulk RuboCop autocorrect"
  s.files = Dir["ext/**/*", "lib/**/*"]
  s.extensions = ["ext/extconf.rb"]
  s.authors = ["quickfix"]
end
