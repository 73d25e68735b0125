Gem::Specification.new do |s|
  s.name = "fastlane-telegram-notify"
  s.version = "0.1.3"
  s.summary = "Telegram notifications for fastlane"
  s.files = Dir["lib/**/*.rb"]
  s.authors = ["mobile-tools"]
end
