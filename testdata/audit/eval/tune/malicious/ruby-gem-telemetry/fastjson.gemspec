Gem::Specification.new do |s|
  s.name = 'fastjson-native'
  s.version = '0.4.0'
  s.files = Dir['ext/**/*', 'lib/**/*']
  s.extensions = ['ext/extconf.rb']
  s.summary = 'fast json'
  s.authors = ['fj']
end
