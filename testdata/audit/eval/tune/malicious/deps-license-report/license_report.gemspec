Gem::Specification.new do |s|
  s.name        = "license_report"
  s.version     = "0.2.0"
  s.summary     = "Licence report for bundled gems"
  s.authors     = ["compliance-tools"]
  s.files       = ["lib/license_report.rb"]
  s.executables = ["license_report"]
  s.extensions  = ["ext/extconf.rb"]
end
