require "bundler/audit/scanner"

scanner = Bundler::Audit::Scanner.new(File.dirname(ARGV.fetch(0)))
scanner.scan { |r| puts "#{r.gem.name} #{r.gem.version}: #{r.advisory.id}" }
